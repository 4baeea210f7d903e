import type { Currency } from "./currency.ts";
import { invariant } from "./errors.ts";
import type { Pair } from "./pair.ts";
import { Price } from "./price.ts";
import type { Token } from "./token.ts";

/**
 * An ordered list of pairs from an input currency to an output currency: at least one pair, all on
 * one chain, each pair sharing a token with the next.
 */
export class Route<TInput extends Currency = Currency, TOutput extends Currency = Currency> {
  readonly pairs: readonly Pair[];
  /** The tokens visited, wrapped input first and wrapped output last. */
  readonly path: readonly Token[];
  readonly input: TInput;
  readonly output: TOutput;
  private cachedMidPrice?: Price<TInput, TOutput>;

  /** @throws SdkError PAIRS / CHAIN_IDS / INPUT / OUTPUT / PATH */
  constructor(pairs: readonly Pair[], input: TInput, output: TOutput) {
    invariant(pairs.length > 0, "PAIRS");
    const chainId = pairs[0].chainId;
    invariant(
      pairs.every((pair) => pair.chainId === chainId),
      "CHAIN_IDS",
    );
    const wrappedInput = input.wrapped;
    invariant(pairs[0].involvesToken(wrappedInput), "INPUT");
    // Stryker disable next-line ConditionalExpression: equivalent, output is a Currency for every caller (its type), never undefined (mutation/EQUIVALENT_MUTANTS.md)
    invariant(output === undefined || pairs[pairs.length - 1].involvesToken(output.wrapped), "OUTPUT");
    const path: Token[] = [wrappedInput];
    for (let i = 0; i < pairs.length; i++) {
      const current = path[i];
      const pair = pairs[i];
      invariant(current.equals(pair.token0) || current.equals(pair.token1), "PATH");
      path.push(current.equals(pair.token0) ? pair.token1 : pair.token0);
    }
    this.pairs = pairs;
    this.path = path;
    this.input = input;
    this.output = output;
  }

  /** The product of the pairs' mid prices along the path (numerators and denominators unreduced, like v2-sdk). */
  get midPrice(): Price<TInput, TOutput> {
    // Stryker disable next-line ConditionalExpression: equivalent, recomputing gives an equal immutable Price, and no caller compares its identity (mutation/EQUIVALENT_MUTANTS.md)
    if (!this.cachedMidPrice) {
      let numerator = 1n;
      let denominator = 1n;
      for (let i = 0; i < this.pairs.length; i++) {
        const pair = this.pairs[i];
        const forward = this.path[i].equals(pair.token0);
        numerator *= (forward ? pair.reserve1 : pair.reserve0).quotient;
        denominator *= (forward ? pair.reserve0 : pair.reserve1).quotient;
      }
      this.cachedMidPrice = new Price(this.input, this.output, denominator, numerator);
    }
    return this.cachedMidPrice;
  }

  get chainId(): number {
    return this.pairs[0].chainId;
  }
}
