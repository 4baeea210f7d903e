/**
 * Per chain, which tokens (by symbol) play a special role, as in the ancestor interface's constants. The tokens
 * themselves come from deployments/ or the token lists; a symbol a chain does not have is skipped.
 */

/** Trades may route through these, besides the wrapped native: they hold the deep pools of the seeded chains. */
export const ROUTING_BASE_SYMBOLS: Record<number, string[]> = {
  555555: ["CPEN", "BARK", "FIVE", "USDT"],
  3344: ["PCG", "PCO", "USDT"],
  5555: ["OASG", "OASO", "USDT"],
};

/** Quick picks of the 'Select a token' modal, after the native coin. */
export const SUGGESTED_BASE_SYMBOLS: Record<number, string[]> = {
  1: ["DAI", "USDC", "USDT", "WETH"],
  555555: ["USDT", "BARK", "WPEN"],
  3344: ["WPC"],
  5555: ["WOAS"],
};
