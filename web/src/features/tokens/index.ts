/** The tokens feature's public surface for the swap, liquidity and find pages. */
export { CurrencySearchModal, type CurrencySearchModalProps } from "./components/CurrencySearchModal";
export { CurrencyLogo } from "./components/CurrencyLogo";
export { useAllTokens, useToken, useTokenBalances, useUserAddedTokens, useImportToken, useIsUserAddedToken } from "./hooks";
export { TokenWarning } from "./components/TokenWarning";
