import { parseAbi, parseAbiItem } from "viem";

/** The factory event whose `pair` argument names each pool the indexer follows (Ponder's factory source). */
export const PAIR_CREATED = parseAbiItem("event PairCreated(address indexed token0, address indexed token1, address pair, uint256 pairCount)");

/** The V2 factory's one event the indexer reads. */
export const FACTORY_ABI = [PAIR_CREATED] as const;

/** The V2 pair's events (Uniswap's IUniswapV2Pair): reserves, trades, liquidity and the LP token's transfers. */
export const PAIR_ABI = parseAbi([
  "event Sync(uint112 reserve0, uint112 reserve1)",
  "event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)",
  "event Mint(address indexed sender, uint256 amount0, uint256 amount1)",
  "event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
]);

/** Token metadata as ERC-20 declares it, and as the old bytes32 tokens (MKR-style) return it. */
export const ERC20_METADATA_ABI = parseAbi(["function symbol() view returns (string)", "function name() view returns (string)", "function decimals() view returns (uint8)"]);
export const BYTES32_METADATA_ABI = parseAbi(["function symbol() view returns (bytes32)", "function name() view returns (bytes32)"]);
