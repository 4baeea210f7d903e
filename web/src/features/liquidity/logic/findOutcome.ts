import type { CurrencyAmount, Pair, Token } from "@/sdk";

/** What /find shows, in the order it is decided. */
type FindOutcome =
  | "connectWallet" // 'Connect to a wallet to find pools'
  | "selectToken" // 'Select a token to find your liquidity.'
  | "found" // 'Pool Found!' and a pool card
  | "noLiquidityYet" // "You don't have liquidity in this pool yet." + 'Add liquidity.'
  | "noPool" // 'No pool found.' + 'Create pool.'
  | "invalid" // 'Invalid pair.'
  | "loading"; // 'Loading'

export type PairLookup = "LOADING" | "NOT_EXISTS" | "EXISTS" | "INVALID";

interface FindInputs {
  account: string | undefined;
  bothSelected: boolean;
  lookup: PairLookup;
  pair: Pair | null | undefined;
  /** The account's LP balance of the pair; undefined while unknown. */
  position: CurrencyAmount<Token> | undefined;
}

/** True when the pool does not exist or both reserves are zero. */
export function isPoolEmpty(lookup: PairLookup, pair: Pair | null | undefined): boolean {
  if (lookup === "NOT_EXISTS") return true;
  return lookup === "EXISTS" && !!pair && pair.reserve0.quotient === 0n && pair.reserve1.quotient === 0n;
}

export function findOutcome({ account, bothSelected, lookup, pair, position }: FindInputs): FindOutcome {
  if (!account) return "connectWallet";
  if (!bothSelected) return "selectToken";
  if (lookup === "INVALID") return "invalid";
  if (lookup === "LOADING") return "loading";
  if (isPoolEmpty(lookup, pair)) return "noPool";
  if (!pair) return "loading";
  if (position === undefined) return "loading";
  return position.quotient > 0n ? "found" : "noLiquidityYet";
}
