/**
 * Errors of the exchange math library. Every broken precondition throws an SdkError whose message and `code`
 * are one of the product's assertion codes (TOKEN, CHAIN_IDS, ADDRESSES, ...), so callers and tests can match on
 * the code rather than on prose.
 */
type AssertionCode =
  | "TOKEN"
  | "CHAIN_IDS"
  | "ADDRESSES"
  | "PAIRS"
  | "PATH"
  | "INPUT"
  | "OUTPUT"
  | "MAX_HOPS"
  | "INVALID_RECURSION"
  | "CHAIN_ID"
  | "TTL"
  | "SLIPPAGE_TOLERANCE"
  | "ETHER_IN_OUT"
  | "EXACT_OUT_FOT"
  | "LIQUIDITY"
  | "TOTAL_SUPPLY"
  | "K_LAST"
  | "DECIMALS"
  | "CURRENCY"
  // uint256 bound of an amount ("amounts in 256 bits"); same code as @uniswap/sdk-core uses.
  | "AMOUNT";

export class SdkError extends Error {
  readonly code: AssertionCode;
  constructor(code: AssertionCode) {
    super(code);
    this.name = "SdkError";
    this.code = code;
  }
}

/** Throws SdkError(code) unless the condition holds. */
export function invariant(condition: unknown, code: AssertionCode): asserts condition {
  if (!condition) throw new SdkError(code);
}

/**
 * The pair cannot give the requested output at any input: a reserve is zero, or the requested output is at or
 * above the output reserve. Best-trade search skips such routes.
 */
export class InsufficientReservesError extends Error {
  readonly isInsufficientReservesError = true;
  constructor() {
    super("Insufficient reserves");
    this.name = "InsufficientReservesError";
  }
}

/**
 * The input is too small: the computed output is zero, or minted liquidity is not above zero. Best-trade search
 * skips such routes.
 */
export class InsufficientInputAmountError extends Error {
  readonly isInsufficientInputAmountError = true;
  constructor() {
    super("Insufficient input amount");
    this.name = "InsufficientInputAmountError";
  }
}
