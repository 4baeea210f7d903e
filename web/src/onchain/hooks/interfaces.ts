import type { Interface } from "ethers";
import type { IERC20, IUniswapV2Pair, IV1Exchange } from "../../../../typechain-types";
import { getChainInfo } from "@/networks";
import { contractReads } from "../multicall";
import { ERC20_INTERFACE, ETH_ROUTER_INTERFACE, PAIR_INTERFACE, PEN_ROUTER_INTERFACE, V1_EXCHANGE_INTERFACE } from "../contracts/abis";

/**
 * ABIs as ethers Interfaces, built once from the Hardhat build's artifacts (never hand-copied, see ./abis).
 * Multicall hooks only need an interface and an address, so reads of many tokens/pairs share these.
 */
export { ERC20_INTERFACE, ETH_ROUTER_INTERFACE, PAIR_INTERFACE, PEN_ROUTER_INTERFACE, V1_EXCHANGE_INTERFACE };

/** The same ABIs for multicall reads of many contracts of one kind, with the method names and result types. */
export const ERC20_READS = contractReads<IERC20>(ERC20_INTERFACE);
export const PAIR_READS = contractReads<IUniswapV2Pair>(PAIR_INTERFACE);
export const V1_EXCHANGE_READS = contractReads<IV1Exchange>(V1_EXCHANGE_INTERFACE);

/**
 * The ABI to encode router calls with on a chain: method names differ (PEN vs ETH), so encoding an ETH-named call
 * with our router's ABI would throw. Unknown chains get ours.
 */
export function routerInterface(chainId: number | undefined): Interface {
  return getChainInfo(chainId)?.routerNaming === "ETH" ? ETH_ROUTER_INTERFACE : PEN_ROUTER_INTERFACE;
}
