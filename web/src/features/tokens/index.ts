/** The tokens feature's public surface for the swap, liquidity and find pages. */
// The modal's code loads after the first paint; the props type is the real modal's.
export { CurrencySearchModal } from "./components/DeferredCurrencySearchModal";
export type { CurrencySearchModalProps } from "./components/CurrencySearchModal";
export { CurrencyLogo } from "./components/CurrencyLogo";
export { useAllTokens, useCurrency, useKnownTokens, useToken, useTokenBalances, useUserAddedTokens, useImportToken} from "./hooks";
export { parseStringOrBytes32 } from "./parseStringOrBytes32";
export { LinkTokenGate, loadTokenWarning } from "./components/LinkTokenGate";
export { MissingTokenNote } from "./components/MissingTokenNote";
