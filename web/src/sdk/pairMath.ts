import { FEE_BASE, FEE_KEPT } from "./constants.ts";

/**
 * The constant-product formulas of UniswapV2Library on raw bigints, without allocation or exceptions, for the
 * best-trade search's hot loop. Pair wraps them with the error semantics.
 */

/** Output for an exact input after the 0.30% fee; 0n when the input is too small (or a reserve is zero). */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const inWithFee = amountIn * FEE_KEPT;
  const denominator = reserveIn * FEE_BASE + inWithFee;
  return denominator === 0n ? 0n : (inWithFee * reserveOut) / denominator;
}

/** Input needed for an exact output; -1n when the reserves cannot give it (a reserve is zero, output >= reserve). */
export function amountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (reserveIn === 0n || reserveOut === 0n || amountOut >= reserveOut) return -1n;
  return (reserveIn * amountOut * FEE_BASE) / ((reserveOut - amountOut) * FEE_KEPT) + 1n;
}

/** floor(sqrt(value)) by Newton's method: exact for every size, like the pair contract's Math.sqrt. */
export function sqrt(value: bigint): bigint {
  if (value < 0n) throw new RangeError("NEGATIVE");
  if (value < 4n) return value === 0n ? 0n : 1n;
  let z = value;
  let x = value / 2n + 1n;
  while (x < z) {
    z = x;
    x = (value / x + x) / 2n;
  }
  return z;
}
