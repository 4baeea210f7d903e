import type { UserError } from "@/onchain/errors";

/**
 * The shared revert text blames "the tokens you are swapping"; a removal swaps nothing, so its dialog names
 * the pool's tokens instead. Every other error keeps its text.
 */
export function removeLiquidityError(error: UserError): UserError {
  return error.messageKey === "errors.revert" ? { ...error, messageKey: "errors.revertRemoveLiquidity" } : error;
}
