import type { ChainInfo } from "./types";

/**
 * True when this build knows PenSwap's core contracts on the chain. In production they come only from a
 * checked-in record; without one nothing may read from or send to any address there, and the app does not
 * even poll the chain's RPC.
 */
export function isPenSwapDeployed(chain: Pick<ChainInfo, "contracts" | "wrappedNative">): boolean {
  const { factory, router, multicall } = chain.contracts;
  return [factory, router, multicall, chain.wrappedNative.address].every((address) => address !== undefined);
}
