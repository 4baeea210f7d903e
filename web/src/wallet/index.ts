/**
 * The wallet feature's public surface. Other features use `useWallet()` for account, chain and the ethers
 * v6 providers; the shell mounts <WalletProvider> and places the header pieces.
 */
export { WalletProvider } from "./WalletProvider";
export { useWallet, WalletValueProvider, type WalletContextValue } from "./WalletContext";
export { Web3Status } from "./components/Web3Status";
export { NetworkSelector } from "./components/NetworkSelector";
export { NativeBalance } from "./components/NativeBalance";
export { shortenAddress } from "./utils/shortenAddress";
export { isWalletChain } from "./config";
export { AccountActivityContext, useAccountActivity, type AccountActivity, type AccountActivityItem } from "./accountActivity";
export { useOnWalletSwitch } from "./hooks/useOnWalletSwitch";
export { useNativeBalance } from "./hooks/useNativeBalance";
export { formatBalance } from "./utils/formatBalance";
export { initialReadChainId } from "./readChain";
export { routeWithChain } from "./utils/chainParam";
export { setWalletModalOpen, walletModalReducer } from "./walletModalSlice";
