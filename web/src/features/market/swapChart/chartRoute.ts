import type { Currency, Token } from "@/sdk";
import type { HistoryRoute } from "../types";

/**
 * What the swap page's chart shows: the trade's route when there is one (its two ends over every hop), otherwise the
 * pair of the two chosen currencies (native coins through their wrapped token). Nothing for a missing side or for
 * the same token on both sides (wrapping has no price to chart).
 */
export function chartRoute(input: Currency | undefined, output: Currency | undefined, tradePath: readonly Token[] | undefined): HistoryRoute | undefined {
  if (!input || !output) return undefined;
  // Stryker disable next-line EqualityOperator: equivalent, a trade's two-token path is its two ends' wrapped tokens, which the fallback gives too (mutation/EQUIVALENT_MUTANTS.md)
  const path = (tradePath && tradePath.length >= 2 ? tradePath : [input.wrapped, output.wrapped]).map((t) => t.address.toLowerCase());
  if (path[0] === path[path.length - 1]) return undefined;
  return { path, inputDecimals: input.decimals, outputDecimals: output.decimals };
}
