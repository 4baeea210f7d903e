import type { Interface } from "ethers";
import {
  IERC20__factory,
  IUniswapV2Pair__factory,
  IUniswapV2Router02__factory,
  IV1Exchange__factory,
  PenRouter__factory,
} from "../../../../typechain-types";
import { getChainInfo } from "@/chains";
import { contractReads } from "../multicall/typedCalls";

/**
 * ABIs as ethers Interfaces, built once from the Typechain bindings (never hand-copied). Multicall hooks only need
 * an interface and an address, so reads of many tokens/pairs share these.
 */
export const ERC20_INTERFACE = IERC20__factory.createInterface();
export const PAIR_INTERFACE = IUniswapV2Pair__factory.createInterface();
export const V1_EXCHANGE_INTERFACE = IV1Exchange__factory.createInterface();

/** The same ABIs for multicall reads of many contracts of one kind, with the method names and result types. */
export const ERC20_READS = contractReads(IERC20__factory);
export const PAIR_READS = contractReads(IUniswapV2Pair__factory);
export const V1_EXCHANGE_READS = contractReads(IV1Exchange__factory);

/** Our router (addLiquidityPEN, swapExactPENForTokens, ...) on 555555/3344/5555. */
export const PEN_ROUTER_INTERFACE = PenRouter__factory.createInterface();
/** The canonical UniswapV2Router02 (addLiquidityETH, swapExactETHForTokens, ...) on chains 1, 3 and 4. */
export const ETH_ROUTER_INTERFACE = IUniswapV2Router02__factory.createInterface();

/**
 * The ABI to encode router calls with on a chain: method names differ (PEN vs ETH), so encoding an ETH-named call
 * with our router's ABI would throw. Unknown chains get ours.
 */
export function routerInterface(chainId: number | undefined): Interface {
  return getChainInfo(chainId)?.routerNaming === "ETH" ? ETH_ROUTER_INTERFACE : PEN_ROUTER_INTERFACE;
}
