import { priceTokens, valueInNative, type NativePrice, type PricingRules } from "@/sdk";
import type { MarketTokenInfo } from "../types";

/**
 * An account's holdings on one chain, assembled from what the chain answered and valued in the chain's own coin with
 * the market's pricing rule. Pure: the reader (readChainHoldings) does the I/O. Nothing here is ever in a fiat
 * currency; a holding whose token has no price carries no value and is left out of the total.
 */

/** A factory pair as read for the account: reserves, LP supply and the account's LP balance. Addresses lowercase. */
export interface PairRead {
  address: string;
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
  totalSupply: bigint;
  balance: bigint;
}

/** What the chain answered for one account. */
export interface AccountReads {
  native: bigint;
  /** Balances of the tokens asked for, by lowercase address (a token whose read failed is absent). */
  balances: ReadonlyMap<string, bigint>;
  pairs: readonly PairRead[];
  /** Metadata read from the chain for tokens of the account's LP positions that no list knows. */
  tokenInfos: ReadonlyMap<string, MarketTokenInfo>;
}

export interface TokenHolding {
  token: MarketTokenInfo;
  balance: bigint;
  price?: NativePrice;
  valueNative?: bigint;
}

export interface PositionHolding {
  pair: string;
  token0: MarketTokenInfo;
  token1: MarketTokenInfo;
  /** LP tokens held, and the pool's LP supply. */
  balance: bigint;
  totalSupply: bigint;
  /** The reserves those LP tokens stand for, as a burn would pay them now. */
  amount0: bigint;
  amount1: bigint;
  /** The fraction of the pool's LP supply held (0.25 = a quarter), to six decimals, rounded down. */
  share: number;
  /** Both amounts valued; undefined when either token has no price (as a pool's liquidity). */
  valueNative?: bigint;
}

export interface ChainHoldings {
  native: bigint;
  tokens: TokenHolding[];
  positions: PositionHolding[];
  /** The native balance plus every valued token and position. */
  totalNative: bigint;
  /** Holdings without a price, so not in the total. */
  unpriced: number;
}

/**
 * The reserves `liquidity` LP tokens of a pool stand for: each reserve times the share of the LP supply (rounded
 * down, as the pair's burn pays; the protocol fee, off on PenSwap's factory, is not minted first).
 */
export function lpUnderlying(liquidity: bigint, totalSupply: bigint, reserve0: bigint, reserve1: bigint): { amount0: bigint; amount1: bigint } {
  if (totalSupply <= 0n || liquidity <= 0n) return { amount0: 0n, amount1: 0n };
  const held = liquidity > totalSupply ? totalSupply : liquidity;
  return { amount0: (held * reserve0) / totalSupply, amount1: (held * reserve1) / totalSupply };
}

const SHARE_SCALE = 1_000_000n;

/** `liquidity` over `totalSupply` as a fraction, to six decimals, rounded down; 0 for an empty pool. */
export function shareOfPool(liquidity: bigint, totalSupply: bigint): number {
  if (totalSupply <= 0n || liquidity <= 0n) return 0;
  const held = liquidity > totalSupply ? totalSupply : liquidity;
  return Number((held * SHARE_SCALE) / totalSupply) / Number(SHARE_SCALE);
}

/** A token the account holds but nothing describes: shown by its address, unverified. */
function unknownToken(address: string): MarketTokenInfo {
  return { address, symbol: "", name: "", decimals: 18, verified: false };
}

/** Largest value first; unvalued holdings after every valued one, in the order they came. */
function byValueDescending<T extends { valueNative?: bigint }>(a: T, b: T): number {
  if (a.valueNative === undefined || b.valueNative === undefined) return (a.valueNative === undefined ? 1 : 0) - (b.valueNative === undefined ? 1 : 0);
  return a.valueNative === b.valueNative ? 0 : a.valueNative > b.valueNative ? -1 : 1;
}

/**
 * The account's holdings on a chain: the native coin; each token of `tokens` (the active lists' and imported ones,
 * by lowercase address) with a non-zero balance; each pool whose LP tokens it holds, with the amounts they stand for.
 * Prices come from every pair's reserves through the pricing rule.
 */
export function assembleHoldings(reads: AccountReads, tokens: ReadonlyMap<string, MarketTokenInfo>, rules: PricingRules): ChainHoldings {
  const prices = priceTokens(reads.pairs, rules);
  const describe = (address: string) => tokens.get(address) ?? reads.tokenInfos.get(address);

  const held: TokenHolding[] = [];
  for (const [address, balance] of reads.balances) {
    const token = tokens.get(address);
    if (!token || balance <= 0n) continue;
    const price = prices.get(address);
    held.push(price ? { token, balance, price, valueNative: valueInNative(balance, price) } : { token, balance });
  }

  const positions: PositionHolding[] = [];
  for (const pair of reads.pairs) {
    if (pair.balance <= 0n) continue;
    const { amount0, amount1 } = lpUnderlying(pair.balance, pair.totalSupply, pair.reserve0, pair.reserve1);
    const p0 = prices.get(pair.token0);
    const p1 = prices.get(pair.token1);
    positions.push({
      pair: pair.address,
      token0: describe(pair.token0) ?? unknownToken(pair.token0),
      token1: describe(pair.token1) ?? unknownToken(pair.token1),
      balance: pair.balance,
      totalSupply: pair.totalSupply,
      amount0,
      amount1,
      share: shareOfPool(pair.balance, pair.totalSupply),
      valueNative: p0 && p1 ? valueInNative(amount0, p0) + valueInNative(amount1, p1) : undefined,
    });
  }

  held.sort(byValueDescending);
  positions.sort(byValueDescending);
  const valued = [...held, ...positions];
  const totalNative = valued.reduce((sum, h) => sum + (h.valueNative ?? 0n), reads.native);
  return { native: reads.native, tokens: held, positions, totalNative, unpriced: valued.filter((h) => h.valueNative === undefined).length };
}
