/**
 * The Fortmatic connector only knows mainnet, ropsten and rinkeby; any other chain is refused
 * with this exact message. Fortmatic and Portis no longer operate; their options appear only when a key is
 * configured at build time (see wallet/config.ts), and their SDKs are not bundled.
 */
export const FORTMATIC_CHAIN_IDS = [1, 3, 4] as const;

export function assertFortmaticChain(chainId: number): void {
  if (!(FORTMATIC_CHAIN_IDS as readonly number[]).includes(chainId)) throw new Error("Unsupported network ID");
}
