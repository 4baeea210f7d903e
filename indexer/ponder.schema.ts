/**
 * The indexer's tables, after Uniswap's v2 subgraph where it fits (pair, token, swaps, mints, burns, hourly and daily
 * pair and token data with open / high / low / close), plus what the market pages need that the subgraph lacks: each
 * pool's Sync history (its reserves at any past block, for the 24 h price change) and the chain's identity (chain id,
 * genesis hash, factory) that the app checks before it trusts a figure. Every row carries its chain id: one database
 * serves the three chains.
 *
 * Amounts are smallest units and native wei (bigint). A price is an exact ratio of native wei per smallest unit of
 * the token (sdk/marketPricing's NativePrice), kept as two decimal strings: chained whitelist prices can outgrow
 * PostgreSQL's numeric(78). A price is "as of the last Sync of one of the token's pools", like the subgraph's.
 */
import { index, onchainTable, primaryKey, type PgColumnsBuilders } from "ponder";

export const indexedChain = onchainTable("indexed_chain", (t) => ({
  chainId: t.integer().primaryKey(),
  genesisHash: t.hex().notNull(),
  factory: t.hex().notNull(),
  startBlock: t.bigint().notNull(),
}));

export const token = onchainTable(
  "token",
  (t) => ({
    chainId: t.integer().notNull(),
    address: t.hex().notNull(),
    /** Untrusted text from the token's contract (string or bytes32); empty when unreadable. */
    symbol: t.text().notNull(),
    name: t.text().notNull(),
    /** Null when the token does not answer decimals(): the market leaves such a token out. */
    decimals: t.integer(),
    pairCount: t.integer().notNull(),
    /** The token's reserves over all its pools. */
    totalLiquidity: t.bigint().notNull(),
    tradeVolume: t.bigint().notNull(),
    txCount: t.integer().notNull(),
    priceNumerator: t.text(),
    priceDenominator: t.text(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.address] }) }),
);

export const pair = onchainTable(
  "pair",
  (t) => ({
    chainId: t.integer().notNull(),
    address: t.hex().notNull(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    reserve0: t.bigint().notNull(),
    reserve1: t.bigint().notNull(),
    /** LP tokens in existence. */
    totalSupply: t.bigint().notNull(),
    /** Both reserves valued in native wei at the last Sync; null while either token has no price. */
    reserveNative: t.bigint(),
    volume0: t.bigint().notNull(),
    volume1: t.bigint().notNull(),
    txCount: t.integer().notNull(),
    createdAtBlock: t.bigint().notNull(),
    createdAtTimestamp: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.address] }) }),
);

/**
 * What re-pricing after a Sync needs, so that it reads a few rows by key (which Ponder's indexing store keeps in memory)
 * rather than every pool of the chain: per token, its pools that can set its price (sdk/marketPricing's poolCanPrice:
 * with an anchor, or between two anchors for an anchor), and per anchor (the wrapped native coin, a whitelisted token)
 * the tokens it has a pool with, whose prices can follow its own. Written at PairCreated.
 */
export const pricingLink = onchainTable(
  "pricing_link",
  (t) => ({
    chainId: t.integer().notNull(),
    token: t.hex().notNull(),
    pricingPools: t.hex().array().notNull(),
    pairedTokens: t.hex().array().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.token] }) }),
);

/** Columns every event row has: where and when it happened. */
const eventColumns = (t: PgColumnsBuilders) => ({
  chainId: t.integer().notNull(),
  id: t.text().notNull(),
  pair: t.hex().notNull(),
  blockNumber: t.bigint().notNull(),
  logIndex: t.integer().notNull(),
  timestamp: t.bigint().notNull(),
  transaction: t.hex().notNull(),
});

export const sync = onchainTable(
  "sync",
  (t) => ({ ...eventColumns(t), reserve0: t.bigint().notNull(), reserve1: t.bigint().notNull() }),
  // By pool and time, then block and log: a pool's reserves at a block or before a time are one probe (the market's
  // queries), its history one range.
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.id] }), byPairTime: index().on(table.chainId, table.pair, table.timestamp, table.blockNumber, table.logIndex) }),
);

export const swap = onchainTable(
  "swap",
  (t) => ({
    ...eventColumns(t),
    sender: t.hex().notNull(),
    to: t.hex().notNull(),
    amount0In: t.bigint().notNull(),
    amount1In: t.bigint().notNull(),
    amount0Out: t.bigint().notNull(),
    amount1Out: t.bigint().notNull(),
    /**
     * The pool's running totals up to and including this swap (src/runningTotals.ts): amountIn + amountOut of each
     * side, and the swaps. A window's figures are the pool's last row up to its end minus its last row before its start.
     */
    volume0Total: t.bigint().notNull(),
    volume1Total: t.bigint().notNull(),
    swapsTotal: t.integer().notNull(),
  }),
  // byPairTime, like sync's: a pool's last swap up to a block or before a time is one probe (the market's windows).
  (table) => ({
    pk: primaryKey({ columns: [table.chainId, table.id] }),
    byTime: index().on(table.chainId, table.timestamp),
    byPairTime: index().on(table.chainId, table.pair, table.timestamp, table.blockNumber, table.logIndex),
  }),
);

export const mint = onchainTable(
  "mint",
  (t) => ({ ...eventColumns(t), sender: t.hex().notNull(), amount0: t.bigint().notNull(), amount1: t.bigint().notNull() }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.id] }), byPair: index().on(table.chainId, table.pair) }),
);

export const burn = onchainTable(
  "burn",
  (t) => ({ ...eventColumns(t), sender: t.hex().notNull(), to: t.hex().notNull(), amount0: t.bigint().notNull(), amount1: t.bigint().notNull() }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.id] }), byPair: index().on(table.chainId, table.pair) }),
);

/** LP tokens each address holds, from the pair's Transfer events (a portfolio's positions). */
export const liquidityPosition = onchainTable(
  "liquidity_position",
  (t) => ({ chainId: t.integer().notNull(), pair: t.hex().notNull(), owner: t.hex().notNull(), balance: t.bigint().notNull() }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.pair, table.owner] }), byOwner: index().on(table.chainId, table.owner) }),
);

/**
 * Open / high / low / close of a price (exact ratios as decimal strings), for the candle tables; null while the
 * period has seen no price (a token without a priced pool, a pool with an empty side).
 */
const candleColumns = (t: PgColumnsBuilders) => ({
  openNumerator: t.text(),
  openDenominator: t.text(),
  highNumerator: t.text(),
  highDenominator: t.text(),
  lowNumerator: t.text(),
  lowDenominator: t.text(),
  closeNumerator: t.text(),
  closeDenominator: t.text(),
});

/**
 * A pool over one hour or day (periodStart: unix seconds, a multiple of the period): its reserves at the period's last
 * Sync, what was traded, and the price of token0 in token1 (reserve1 / reserve0) as candles.
 */
const pairPeriodColumns = (t: PgColumnsBuilders) => ({
  chainId: t.integer().notNull(),
  pair: t.hex().notNull(),
  periodStart: t.bigint().notNull(),
  reserve0: t.bigint().notNull(),
  reserve1: t.bigint().notNull(),
  volume0: t.bigint().notNull(),
  volume1: t.bigint().notNull(),
  swaps: t.integer().notNull(),
  ...candleColumns(t),
});

export const pairHourData = onchainTable("pair_hour_data", pairPeriodColumns, (table) => ({
  pk: primaryKey({ columns: [table.chainId, table.pair, table.periodStart] }),
}));
export const pairDayData = onchainTable("pair_day_data", pairPeriodColumns, (table) => ({
  pk: primaryKey({ columns: [table.chainId, table.pair, table.periodStart] }),
}));

/** A token over one hour or day: its price in native wei as candles, what was traded and its reserves at the end. */
const tokenPeriodColumns = (t: PgColumnsBuilders) => ({
  chainId: t.integer().notNull(),
  token: t.hex().notNull(),
  periodStart: t.bigint().notNull(),
  volume: t.bigint().notNull(),
  swaps: t.integer().notNull(),
  totalLiquidity: t.bigint().notNull(),
  ...candleColumns(t),
});

export const tokenHourData = onchainTable("token_hour_data", tokenPeriodColumns, (table) => ({
  pk: primaryKey({ columns: [table.chainId, table.token, table.periodStart] }),
}));
export const tokenDayData = onchainTable("token_day_data", tokenPeriodColumns, (table) => ({
  pk: primaryKey({ columns: [table.chainId, table.token, table.periodStart] }),
}));
