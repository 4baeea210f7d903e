import { INVALID_RESULT, type CallResultView } from "./callState";
import type { MulticallState } from "./slice";

type StoredResults = MulticallState["callResults"][number];
type StoredResult = StoredResults[string];

/**
 * The stored results of `callKeys` (undefined: a call that could not be formed, or no result yet), as the store
 * holds them: runs at every store change for every subscribed hook, so it only looks them up.
 */
export function selectStoredResults(stored: StoredResults | undefined, callKeys: readonly (string | undefined)[]): (StoredResult | undefined)[] {
  // Stryker disable next-line ConditionalExpression: looking up an undefined key finds nothing too, no call key is "undefined" (mutation/EQUIVALENT_MUTANTS.md)
  return callKeys.map((key) => (key === undefined ? undefined : stored?.[key]));
}

/**
 * Whether two selections hold the same results call by call (data and block): what a fetch in flight adds to a
 * stored result (the block it is fetching at) does not count.
 */
export function sameStoredResults(a: readonly (StoredResult | undefined)[], b: readonly (StoredResult | undefined)[]): boolean {
  if (a.length !== b.length) return false;
  // Stryker disable next-line EqualityOperator: one step past the end compares two missing results, which are equal (mutation/EQUIVALENT_MUTANTS.md)
  for (let i = 0; i < a.length; i++) {
    if (a[i]?.data !== b[i]?.data || a[i]?.blockNumber !== b[i]?.blockNumber) return false;
  }
  return true;
}

/** The results as hooks see them: valid=false for a call that could not be formed. */
export function toResultViews(callKeys: readonly (string | undefined)[], results: readonly (StoredResult | undefined)[]): CallResultView[] {
  return callKeys.map((key, i) => (key === undefined ? INVALID_RESULT : { valid: true, data: results[i]?.data, blockNumber: results[i]?.blockNumber }));
}
