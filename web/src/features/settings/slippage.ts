/** Slippage must be 0..10000 basis points. */
const MAX_SLIPPAGE_BIPS = 10000;
const SLIPPAGE_ERROR = "Unexpected slippage value";
/** Preset buttons of the settings panel, in basis points (0.1 %, 0.5 %, 1 %). */
export const SLIPPAGE_PRESETS_BIPS = [10, 50, 100] as const;
/** Below this a swap will often fail; above the high one it invites front-running. */
const LOW_SLIPPAGE_BIPS = 5;
const HIGH_SLIPPAGE_BIPS = 100;

type SlippageParse = { ok: true; bips: number } | { ok: false; error: typeof SLIPPAGE_ERROR };

/**
 * A custom slippage typed in percent ('0.5', '1', '12.34') → basis points. Anything that is not a plain
 * non-negative decimal or lands outside 0..10000 bps is 'Unexpected slippage value'.
 */
export function parseSlippagePercent(typed: string): SlippageParse {
  const text = typed.trim();
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, "" and "." parse to NaN, which validateSlippageBips rejects with the same error (mutation/EQUIVALENT_MUTANTS.md)
  if (!/^\d*\.?\d*$/.test(text) || text === "" || text === ".") return { ok: false, error: SLIPPAGE_ERROR };
  const bips = Math.round(Number.parseFloat(text) * 100);
  return validateSlippageBips(bips);
}

export function validateSlippageBips(bips: number): SlippageParse {
  if (!Number.isInteger(bips) || bips < 0 || bips > MAX_SLIPPAGE_BIPS) return { ok: false, error: SLIPPAGE_ERROR };
  return { ok: true, bips };
}

type SlippageWarning = "mayFail" | "mayBeFrontrun" | undefined;

export function slippageWarning(bips: number): SlippageWarning {
  if (bips < LOW_SLIPPAGE_BIPS) return "mayFail";
  if (bips > HIGH_SLIPPAGE_BIPS) return "mayBeFrontrun";
  return undefined;
}

/** Shown as value/100 %. */
export function formatSlippage(bips: number): string {
  return `${bips / 100}%`;
}

/** Deadline input in minutes → seconds; whole positive minutes up to 3 days, else undefined. */
export function parseDeadlineMinutes(typed: string): number | undefined {
  const text = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const seconds = Math.round(Number.parseFloat(text) * 60);
  return seconds > 0 && seconds <= 3 * 24 * 60 * 60 ? seconds : undefined;
}
