import type { NativePrice } from "@/sdk";
import type { ChainHoldings, PairRead } from "./portfolio/holdings";
import type { WindowVolume } from "./swapStats";

/**
 * The market data the market pages ask for, whoever serves it: the chain source (the browser reads the chain) or
 * the indexer source (a Ponder indexer's SQL over HTTP, see indexerSource/). Amounts are in smallest units; `...Native` values are native-coin wei, present only
 * where every token involved has a price (see sdk/marketPricing). Nothing here is ever in a fiat currency.
 */

/** A token as the market shows it. Symbol and name come from the token's contract or a list: untrusted text. */
export interface MarketTokenInfo {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  /** On one of the user's active token lists (or the chain's own wrapped native coin). */
  verified: boolean;
}

export interface MarketPoolWindow extends WindowVolume {
  volumeNative?: bigint;
}

export interface MarketPool {
  address: string;
  token0: MarketTokenInfo;
  token1: MarketTokenInfo;
  reserve0: bigint;
  reserve1: bigint;
  liquidityNative?: bigint;
  /** Undefined while the swap logs are read. */
  day?: MarketPoolWindow & { feesNative?: bigint; fees0: bigint; fees1: bigint };
  week?: MarketPoolWindow;
  /** Last day's LP fees times 365 over the liquidity: what past fees earned, not a promise of gain. */
  feeYearlyRate?: number;
}

export interface MarketToken extends MarketTokenInfo {
  price?: NativePrice;
  /** Price change since the start of the last 24 h, as a fraction (0.05 = +5 %). */
  change24h?: number;
  /** Traded amount of the token over all its pools in the last 24 h; undefined while the swap logs are read. */
  volume24h?: bigint;
  volume24hNative?: bigint;
  /** The token's reserves over all its pools. */
  liquidity: bigint;
  liquidityNative?: bigint;
  pools: number;
}

/** Where the figures stand: pools and tokens come first (multicall), the 24 h / 7 d figures after the log scan. */
export type ActivityStatus = { status: "loading" } | { status: "ready"; head: number } | { status: "error"; message: string; offline: boolean };

export interface MarketOverview {
  /** False until the factory's pairs, their reserves and their tokens are read. */
  ready: boolean;
  pools: MarketPool[];
  tokens: MarketToken[];
  activity: ActivityStatus;
  /** The factory is not deployed (or not configured) on this chain. */
  unavailable: boolean;
  retryActivity: () => void;
  /** Where the figures came from, when the build has an indexer (the pages say so); absent without one. */
  dataSource?: "indexer" | "chain";
}

/** An account's holdings on one chain as they load: each chain loads and fails on its own. */
export type ChainHoldingsState =
  | { status: "loading" }
  /** `lpSource`: where the LP positions came from, when the build has an indexer (the section says so). */
  | { status: "ready"; holdings: ChainHoldings; lpSource?: "indexer" | "chain" }
  | { status: "error"; offline: boolean; message: string };

/** One source of market data: a hook per question, so a page renders whatever source the build uses. */
export interface MarketDataSource {
  /** Every pool and token of the chain with reserves, prices, liquidity and the last day's and week's trading. */
  useOverview(chainId: number): MarketOverview;
  /**
   * An account's coin, tokens and LP positions on a chain, valued in its coin. `live`: the active chain, which may
   * refresh with its block; other chains are read once (and on `retry`).
   */
  useHoldings(chainId: number, account: string, live: boolean): { state: ChainHoldingsState; retry: () => void };
}

/** The span a price chart shows. */
export type PriceRange = "1d" | "1w" | "1m" | "all";

/** One bucket of a price series (seconds; whole-token prices as numbers, for drawing only). */
export interface PriceCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** One swap of a token: the trader bought or sold `amount` of it for `otherAmount` of `otherToken` (smallest units). */
export interface MarketSwap {
  txHash: string;
  blockNumber: number;
  /** Seconds; may be interpolated between read blocks (see `interpolated`). */
  time?: number;
  pool: string;
  side: "buy" | "sell";
  amount: bigint;
  otherToken: string;
  otherAmount: bigint;
}

/** A price series: candles of the asked range, from the logs read up to `status.head`. */
export interface PriceSeries {
  status: ActivityStatus;
  candles: PriceCandle[];
  /** Some block times were interpolated between read blocks, so a point may sit slightly off in time. */
  interpolated: boolean;
  /** A hop of the asked route has no pool: there is nothing to read. */
  noPool?: boolean;
  retry: () => void;
  /** Where the series came from, when the build has an indexer (the chart says so); absent without one. */
  dataSource?: "indexer" | "chain";
}

export interface TokenHistory extends PriceSeries {
  /** The token's newest swaps over all its pools, newest first. */
  swaps: MarketSwap[];
}

/** A token whose history is asked: lowercase address and decimals (a price per whole token needs them). */
export interface HistoryToken {
  address: string;
  decimals: number;
}

/** A route: token addresses from input to output (lowercase) and the two ends' decimals. */
export interface HistoryRoute {
  path: readonly string[];
  inputDecimals: number;
  outputDecimals: number;
}

/** The pages' questions beyond the overview: a token's price in the native coin and its swaps, a route's price. */
export interface MarketHistorySource {
  /** `token` (lowercase) priced in the chain's native coin by the pricing rule, and its latest swaps. */
  useTokenHistory(chainId: number, token: HistoryToken | undefined, range: PriceRange): TokenHistory;
  /** The price of a route's first token in its last, in whole tokens. */
  useRouteHistory(chainId: number, route: HistoryRoute | undefined, range: PriceRange): PriceSeries;
}

/**
 * A second source of an account's LP positions on a chain (the market indexer): every pool with its reserves, LP
 * supply and the account's LP balance, or undefined when that source may not be used at `chainHead` (then the
 * chain is read).
 */
export type PositionsReader = (chainId: number, account: string, chainHead: number) => Promise<PairRead[] | undefined>;
