import type { Currency } from "./currency.ts";
import { TradeType } from "./constants.ts";
import { CurrencyAmount } from "./currencyAmount.ts";
import { invariant } from "./errors.ts";
import { Fraction } from "./fraction.ts";
import type { Pair } from "./pair.ts";
import type { Percent } from "./percent.ts";
import { Price } from "./price.ts";
import { computePriceImpact } from "./priceImpact.ts";
import { Route } from "./route.ts";
import { type Candidate, searchBestRoutes } from "./bestTradeSearch.ts";
import type { Token } from "./token.ts";

interface BestTradeOptions {
  /** How many trades to return at most (default 3). */
  maxNumResults?: number;
  /** How many pairs a route may use at most (default 3). */
  maxHops?: number;
}

/** Best trades first: more output, then less input (v2-sdk's inputOutputComparator). */
export function inputOutputComparator(a: Trade, b: Trade): number {
  invariant(a.inputAmount.currency.equals(b.inputAmount.currency), "INPUT");
  invariant(a.outputAmount.currency.equals(b.outputAmount.currency), "OUTPUT");
  if (a.outputAmount.equalTo(b.outputAmount)) {
    if (a.inputAmount.equalTo(b.inputAmount)) return 0;
    return a.inputAmount.lessThan(b.inputAmount) ? -1 : 1;
  }
  return a.outputAmount.lessThan(b.outputAmount) ? 1 : -1;
}

/** inputOutputComparator, then lower price impact, then fewer hops. */
export function tradeComparator(a: Trade, b: Trade): number {
  const ioComp = inputOutputComparator(a, b);
  if (ioComp !== 0) return ioComp;
  if (a.priceImpact.lessThan(b.priceImpact)) return -1;
  if (a.priceImpact.greaterThan(b.priceImpact)) return 1;
  return a.route.path.length - b.route.path.length;
}

/**
 * A swap along a route for an exact input or an exact output, with its amounts, prices and price
 * impact. Slippage-adjusted bounds come from minimumAmountOut / maximumAmountIn.
 */
export class Trade<TInput extends Currency = Currency, TOutput extends Currency = Currency> {
  readonly route: Route<TInput, TOutput>;
  readonly tradeType: TradeType;
  readonly inputAmount: CurrencyAmount<TInput>;
  readonly outputAmount: CurrencyAmount<TOutput>;
  /** Pairs as they will be after this trade. */
  private readonly nextPairs: Pair[];
  private cached: { executionPrice?: Price<TInput, TOutput>; priceImpact?: Percent; nextMidPrice?: Price<TInput, TOutput> } = {};

  static exactIn<TIn extends Currency, TOut extends Currency>(route: Route<TIn, TOut>, amountIn: CurrencyAmount<TIn>) {
    return new Trade(route, amountIn, TradeType.EXACT_INPUT);
  }

  static exactOut<TIn extends Currency, TOut extends Currency>(route: Route<TIn, TOut>, amountOut: CurrencyAmount<TOut>) {
    return new Trade(route, amountOut, TradeType.EXACT_OUTPUT);
  }

  /**
   * @throws SdkError INPUT / OUTPUT when the amount is not in the route's input / output currency;
   *   InsufficientReservesError / InsufficientInputAmountError from the pairs
   */
  constructor(route: Route<TInput, TOutput>, amount: CurrencyAmount<TInput | TOutput>, tradeType: TradeType) {
    this.route = route;
    this.tradeType = tradeType;
    const hops = route.pairs.length;
    // Stryker disable next-line ArrayDeclaration,ArithmeticOperator: equivalent, every index is written before it is read and the length is never read (mutation/EQUIVALENT_MUTANTS.md)
    const amounts: CurrencyAmount<Token>[] = new Array(hops + 1);
    // Stryker disable next-line ArrayDeclaration: equivalent, the loops below write every index, so the array ends the same (mutation/EQUIVALENT_MUTANTS.md)
    this.nextPairs = new Array(hops);
    if (tradeType === TradeType.EXACT_INPUT) {
      invariant(amount.currency.equals(route.input), "INPUT");
      amounts[0] = amount.wrapped;
      for (let i = 0; i < hops; i++) [amounts[i + 1], this.nextPairs[i]] = route.pairs[i].getOutputAmount(amounts[i]);
      this.inputAmount = CurrencyAmount.fromFractionalAmount(route.input, amount.numerator, amount.denominator);
      this.outputAmount = CurrencyAmount.fromFractionalAmount(route.output, amounts[hops].numerator, amounts[hops].denominator);
    } else {
      invariant(amount.currency.equals(route.output), "OUTPUT");
      amounts[hops] = amount.wrapped;
      for (let i = hops; i > 0; i--) [amounts[i - 1], this.nextPairs[i - 1]] = route.pairs[i - 1].getInputAmount(amounts[i]);
      this.inputAmount = CurrencyAmount.fromFractionalAmount(route.input, amounts[0].numerator, amounts[0].denominator);
      this.outputAmount = CurrencyAmount.fromFractionalAmount(route.output, amount.numerator, amount.denominator);
    }
  }

  /** Output per input actually obtained (raw quotients). */
  get executionPrice(): Price<TInput, TOutput> {
    return (this.cached.executionPrice ??= new Price(
      this.inputAmount.currency,
      this.outputAmount.currency,
      this.inputAmount.quotient,
      this.outputAmount.quotient,
    ));
  }

  /** How much worse than the mid price the execution price is. */
  get priceImpact(): Percent {
    return (this.cached.priceImpact ??= computePriceImpact(this.route.midPrice, this.inputAmount, this.outputAmount));
  }

  /** The route's mid price after the trade has moved the reserves. */
  get nextMidPrice(): Price<TInput, TOutput> {
    return (this.cached.nextMidPrice ??= new Route(this.nextPairs, this.route.input, this.route.output).midPrice);
  }

  /**
   * The least output acceptable under the slippage tolerance (the output itself for exact output).
   * @throws SdkError SLIPPAGE_TOLERANCE when negative
   */
  minimumAmountOut(slippageTolerance: Percent): CurrencyAmount<TOutput> {
    invariant(!slippageTolerance.lessThan(0n), "SLIPPAGE_TOLERANCE");
    if (this.tradeType === TradeType.EXACT_OUTPUT) return this.outputAmount;
    const adjusted = new Fraction(1n).subtract(slippageTolerance).multiply(this.outputAmount.quotient).quotient;
    // Stryker disable next-line EqualityOperator: equivalent, at 0 both branches give 0n (mutation/EQUIVALENT_MUTANTS.md)
    return CurrencyAmount.fromRawAmount(this.outputAmount.currency, adjusted > 0n ? adjusted : 0n);
  }

  /**
   * The most input payable under the slippage tolerance (the input itself for exact input).
   * @throws SdkError SLIPPAGE_TOLERANCE when negative
   */
  maximumAmountIn(slippageTolerance: Percent): CurrencyAmount<TInput> {
    invariant(!slippageTolerance.lessThan(0n), "SLIPPAGE_TOLERANCE");
    if (this.tradeType === TradeType.EXACT_INPUT) return this.inputAmount;
    const adjusted = new Fraction(1n).add(slippageTolerance).multiply(this.inputAmount.quotient).quotient;
    return CurrencyAmount.fromRawAmount(this.inputAmount.currency, adjusted);
  }

  /** The execution price at the slippage bounds. */
  worstExecutionPrice(slippageTolerance: Percent): Price<TInput, TOutput> {
    return new Price(
      this.inputAmount.currency,
      this.outputAmount.currency,
      this.maximumAmountIn(slippageTolerance).quotient,
      this.minimumAmountOut(slippageTolerance).quotient,
    );
  }

  /**
   * The best trades (at most maxNumResults, best first) spending exactly `currencyAmountIn` for `currencyOut`
   * through at most maxHops pairs. Routes whose pairs lack reserves or whose input is too small are skipped.
   * The last three parameters exist for call-shape compatibility with v2-sdk's recursion.
   * @throws SdkError PAIRS / MAX_HOPS / INVALID_RECURSION
   */
  static bestTradeExactIn<TIn extends Currency, TOut extends Currency>(
    pairs: readonly Pair[],
    currencyAmountIn: CurrencyAmount<TIn>,
    currencyOut: TOut,
    { maxNumResults = 3, maxHops = 3 }: BestTradeOptions = {},
    currentPairs: readonly Pair[] = [],
    nextAmountIn: CurrencyAmount<Currency> = currencyAmountIn,
    bestTrades: Trade<TIn, TOut>[] = [],
  ): Trade<TIn, TOut>[] {
    invariant(pairs.length > 0, "PAIRS");
    invariant(maxHops > 0, "MAX_HOPS");
    invariant(currencyAmountIn === nextAmountIn || currentPairs.length > 0, "INVALID_RECURSION");
    return search(bestTrades, maxNumResults, (pairsOfRoute) =>
      new Trade(new Route(pairsOfRoute, currencyAmountIn.currency, currencyOut), currencyAmountIn, TradeType.EXACT_INPUT),
      (tieBreak, results) =>
        searchBestRoutes({
          pairs,
          from: nextAmountIn.currency.wrapped,
          to: currencyOut.wrapped,
          amount: nextAmountIn.quotient,
          exactIn: true,
          maxHops,
          maxNumResults,
          prefix: currentPairs,
          results,
          tieBreak,
        }),
      (trade) => trade.outputAmount.quotient,
    );
  }

  /**
   * The best trades (at most maxNumResults, best first) buying exactly `currencyAmountOut` with `currencyIn`
   * through at most maxHops pairs. Routes whose reserves cannot give the output are skipped.
   * @throws SdkError PAIRS / MAX_HOPS / INVALID_RECURSION
   */
  static bestTradeExactOut<TIn extends Currency, TOut extends Currency>(
    pairs: readonly Pair[],
    currencyIn: TIn,
    currencyAmountOut: CurrencyAmount<TOut>,
    { maxNumResults = 3, maxHops = 3 }: BestTradeOptions = {},
    currentPairs: readonly Pair[] = [],
    nextAmountOut: CurrencyAmount<Currency> = currencyAmountOut,
    bestTrades: Trade<TIn, TOut>[] = [],
  ): Trade<TIn, TOut>[] {
    invariant(pairs.length > 0, "PAIRS");
    invariant(maxHops > 0, "MAX_HOPS");
    invariant(currencyAmountOut === nextAmountOut || currentPairs.length > 0, "INVALID_RECURSION");
    return search(bestTrades, maxNumResults, (pairsOfRoute) =>
      new Trade(new Route(pairsOfRoute, currencyIn, currencyAmountOut.currency), currencyAmountOut, TradeType.EXACT_OUTPUT),
      (tieBreak, results) =>
        searchBestRoutes({
          pairs,
          from: nextAmountOut.currency.wrapped,
          to: currencyIn.wrapped,
          amount: nextAmountOut.quotient,
          exactIn: false,
          maxHops,
          maxNumResults,
          prefix: currentPairs,
          results,
          tieBreak,
        }),
      (trade) => trade.inputAmount.quotient,
    );
  }
}

type TradeCandidate<T> = Candidate & { trade?: T };

/**
 * Runs the route search with Trades built lazily: only for routes whose amounts tie (the tie break needs their
 * price impact) and for the routes in the final list. Results are written back into `bestTrades`, as v2-sdk does.
 */
function search<T extends Trade>(
  bestTrades: T[],
  maxNumResults: number,
  build: (pairs: Pair[]) => T,
  run: (tieBreak: (a: Candidate, b: Candidate) => number, results: Candidate[]) => Candidate[],
  amountOf: (trade: T) => bigint,
): T[] {
  const tradeOf = (candidate: TradeCandidate<T>): T => (candidate.trade ??= build(candidate.pairs));
  // Stryker disable next-line ArrayDeclaration: equivalent, a seed candidate carries its trade, so its pairs are never read (mutation/EQUIVALENT_MUTANTS.md)
  const seed: TradeCandidate<T>[] = bestTrades.map((trade) => ({ pairs: [...trade.route.pairs], amount: amountOf(trade), trade }));
  if (seed.length > maxNumResults) throw new RangeError("ITEMS_SIZE");
  const results = run((a, b) => tradeComparator(tradeOf(a), tradeOf(b)), seed) as TradeCandidate<T>[];
  bestTrades.length = 0;
  for (const candidate of results) bestTrades.push(tradeOf(candidate));
  return bestTrades;
}
