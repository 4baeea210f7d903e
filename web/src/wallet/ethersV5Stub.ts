/**
 * Stands in for `@ethersproject/providers` (ethers v5), aliased in web/vite.config.mts. @web3-react/core
 * tries `import('@ethersproject/providers')` to build its own v5 provider; the app never uses that
 * provider (it wraps connector.provider in an ethers v6 BrowserProvider), so this keeps ~100 KB of v5
 * out of the bundle. web3-react treats a missing Web3Provider as "not installed".
 */
export const Web3Provider = undefined;
export const JsonRpcProvider = undefined;
