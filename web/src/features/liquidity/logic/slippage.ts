import { validateSlippageBips } from "../../settings";

/** Slippage is in basis points of 10000. */
const BIPS_BASE = 10_000n;

/**
 * The minimum and maximum of a raw amount after the slippage tolerance (floor of each).
 * @throws Error 'Unexpected slippage value' outside 0..10000
 */
export function calculateSlippageAmount(raw: bigint, slippageBips: number): [bigint, bigint] {
  const valid = validateSlippageBips(slippageBips);
  if (!valid.ok) throw new Error(valid.error);
  const bips = BigInt(valid.bips);
  return [(raw * (BIPS_BASE - bips)) / BIPS_BASE, (raw * (BIPS_BASE + bips)) / BIPS_BASE];
}

/** Minimum accepted for an add: a new pool takes exactly what is sent (slippage 0,). */
export function addLiquidityMinimum(raw: bigint, slippageBips: number, noLiquidity: boolean): bigint {
  return calculateSlippageAmount(raw, noLiquidity ? 0 : slippageBips)[0];
}

