import type { Pair } from "./pair.ts";
import { amountIn, amountOut } from "./pairMath.ts";
import { sortedInsert } from "./sortedInsert.ts";
import type { Token } from "./token.ts";

/** A route found by the search: its pairs in route order and the amount at its free end. */
export interface Candidate {
  pairs: Pair[];
  /** Output of an exact-input route, or input of an exact-output route (raw units). */
  amount: bigint;
}

interface SearchRequest {
  pairs: readonly Pair[];
  /** Token the amount is in: the input token (exact in) or the output token (exact out). */
  from: Token;
  /** Token to reach: the output token (exact in) or the input token (exact out). */
  to: Token;
  amount: bigint;
  exactIn: boolean;
  maxHops: number;
  maxNumResults: number;
  /** Pairs already on the route (the v2-sdk recursion parameter), outside `pairs`. */
  prefix: readonly Pair[];
  /** Best first. Starts with results of an outer search, if any. */
  results: Candidate[];
  /** Orders two routes whose amounts are equal (price impact, then hops), like v2-sdk's tradeComparator. */
  tieBreak: (a: Candidate, b: Candidate) => number;
}

/**
 * Depth-first search over all routes of at most maxHops pairs, visiting pairs and inserting results in exactly
 * the order of @uniswap/v2-sdk's bestTradeExactIn/Out (so equal trades come out in the same order), but on raw
 * bigint reserves and token indices: no Pair, Trade or CurrencyAmount is built until a route makes the top list.
 */
export function searchBestRoutes(request: SearchRequest): Candidate[] {
  const { pairs, exactIn, maxNumResults, prefix, results, tieBreak } = request;
  const count = pairs.length;
  const ids = new Map<string, number>();
  const idOf = (token: Token): number => {
    const key = token.chainId + token.address;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const token0 = new Int32Array(count);
  const token1 = new Int32Array(count);
  // Stryker disable next-line ArrayDeclaration: equivalent, the loop below writes every index, and the length is never read (mutation/EQUIVALENT_MUTANTS.md)
  const reserve0: bigint[] = new Array(count);
  // Stryker disable next-line ArrayDeclaration: equivalent, the loop below writes every index, and the length is never read (mutation/EQUIVALENT_MUTANTS.md)
  const reserve1: bigint[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const pair = pairs[i];
    token0[i] = idOf(pair.token0);
    token1[i] = idOf(pair.token1);
    reserve0[i] = pair.reserve0.quotient;
    reserve1[i] = pair.reserve1.quotient;
  }
  const target = idOf(request.to);
  const used = new Uint8Array(count);
  const stack: number[] = [];

  // Better first: more output for exact in, less input for exact out; equal amounts go to the tie break.
  const compare = (a: Candidate, b: Candidate): number =>
    // Stryker disable next-line EqualityOperator: equivalent, a.amount < b.amount is only asked of unequal amounts, where <= agrees (mutation/EQUIVALENT_MUTANTS.md)
    a.amount === b.amount ? tieBreak(a, b) : (a.amount < b.amount) === exactIn ? 1 : -1;

  const routeOf = (): Pair[] => {
    const found = stack.map((i) => pairs[i]);
    return exactIn ? [...prefix, ...found] : [...found.reverse(), ...prefix];
  };

  const visit = (token: number, amount: bigint, hopsLeft: number): void => {
    // Stryker disable next-line EqualityOperator: equivalent, at i = count the typed arrays read undefined, which matches no token, so the turn continues (mutation/EQUIVALENT_MUTANTS.md)
    for (let i = 0; i < count; i++) {
      if (used[i]) continue;
      let next: number;
      let reserveFrom: bigint;
      let reserveTo: bigint;
      if (token0[i] === token) {
        next = token1[i];
        reserveFrom = reserve0[i];
        reserveTo = reserve1[i];
      } else if (token1[i] === token) {
        next = token0[i];
        reserveFrom = reserve1[i];
        reserveTo = reserve0[i];
      } else continue;
      // Stryker disable next-line ConditionalExpression: equivalent, amountOut gives 0 and amountIn -1 for an empty reserveTo, so the next check skips it too (mutation/EQUIVALENT_MUTANTS.md)
      if (reserveFrom === 0n || reserveTo === 0n) continue;
      // exact in: reserveFrom is the input reserve; exact out: it is the output reserve
      const nextAmount = exactIn ? amountOut(amount, reserveFrom, reserveTo) : amountIn(amount, reserveTo, reserveFrom);
      // Stryker disable next-line EqualityOperator: equivalent, amountIn never gives 0 (it adds 1 to a non-negative quotient) (mutation/EQUIVALENT_MUTANTS.md)
      if (exactIn ? nextAmount === 0n : nextAmount < 0n) continue; // input too small / reserves too small
      stack.push(i);
      if (next === target) {
        // Stryker disable next-line ConditionalExpression: equivalent, the pre-check only saves work: sortedInsert rejects the same worse routes from a full list (mutation/EQUIVALENT_MUTANTS.md)
        const full = results.length === maxNumResults;
        // cheap pre-check on the amount alone before building the route (v2-sdk builds a Trade here every time)
        const last = results[results.length - 1];
        // Stryker disable next-line ConditionalExpression: equivalent, skipping the pre-check only costs work: sortedInsert rejects the same worse routes from a full list (mutation/EQUIVALENT_MUTANTS.md)
        if (!(full && (exactIn ? nextAmount < last.amount : nextAmount > last.amount))) {
          sortedInsert(results, { pairs: routeOf(), amount: nextAmount }, maxNumResults, compare);
        }
      } else /* Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent, a visit with every pair used finds nothing (mutation/EQUIVALENT_MUTANTS.md) */ if (hopsLeft > 1 && count - stack.length + 1 > 1) {
        used[i] = 1;
        visit(next, nextAmount, hopsLeft - 1);
        used[i] = 0;
      }
      stack.pop();
    }
  };
  visit(idOf(request.from), request.amount, request.maxHops);
  return results;
}
