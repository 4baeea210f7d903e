import { MAX_UINT8 } from "./constants.ts";
import { invariant } from "./errors.ts";

/** What every currency has: a chain, decimals that fit in 8 bits, symbol and name. */
export abstract class BaseCurrency {
  abstract readonly isNative: boolean;
  abstract readonly isToken: boolean;
  readonly chainId: number;
  readonly decimals: number;
  readonly symbol?: string;
  readonly name?: string;

  protected constructor(chainId: number, decimals: number, symbol?: string, name?: string) {
    invariant(Number.isSafeInteger(chainId), "CHAIN_ID");
    invariant(Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_UINT8, "DECIMALS");
    this.chainId = chainId;
    this.decimals = decimals;
    this.symbol = symbol;
    this.name = name;
  }

  // Typed with BaseCurrency here so this file needs neither Token nor Currency (no import cycle); NativeCurrency and
  // Token narrow both (wrapped is a Token there), and code holds the Currency union, never a bare BaseCurrency.
  abstract equals(other: BaseCurrency): boolean;
  /** The token used in pairs for this currency: itself for a token, the wrapped token for a native coin. */
  abstract get wrapped(): BaseCurrency;
}
