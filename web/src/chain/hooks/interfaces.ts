import {
  IERC20__factory,
  IUniswapV2Pair__factory,
  IV1Exchange__factory,
} from "../../../../typechain-types";

/**
 * ABIs as ethers Interfaces, built once from the Typechain bindings (never hand-copied). Multicall hooks only need
 * an interface and an address, so reads of many tokens/pairs share these.
 */
export const ERC20_INTERFACE = IERC20__factory.createInterface();
export const PAIR_INTERFACE = IUniswapV2Pair__factory.createInterface();
export const V1_EXCHANGE_INTERFACE = IV1Exchange__factory.createInterface();
