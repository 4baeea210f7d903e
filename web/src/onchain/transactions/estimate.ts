import type { Signer } from "ethers";
import { toUserError, userError, UserFacingError } from "../errors";

/** One way to do the job; features may offer several (e.g. unlimited then exact approve, fee-on-transfer swap). */
export interface TransactionRequest {
  to: string;
  data: string;
  value?: bigint;
}

/** What the pipeline needs from the wallet: estimate, static call, send. An ethers v6 signer has all three. */
export type TransactionSigner = Pick<Signer, "estimateGas" | "call" | "sendTransaction">;

/** Sends with the estimate plus 10% so small state changes before mining do not run the transaction out of gas. */
export function calculateGasMargin(estimate: bigint): bigint {
  return (estimate * 11000n) / 10000n;
}

type Estimate = { request: TransactionRequest; gasEstimate: bigint } | { request: TransactionRequest; error: UserFacingError };

async function estimate(signer: TransactionSigner, request: TransactionRequest): Promise<Estimate> {
  const tx = { to: request.to, data: request.data, value: request.value };
  try {
    return { request, gasEstimate: await signer.estimateGas(tx) };
  } catch (estimateError) {
    // Estimation errors rarely carry the revert reason; the same call as eth_call does.
    try {
      await signer.call(tx);
      // The call works but estimation does not: nothing better to say than the generic text.
      return { request, error: new UserFacingError(userError("unknown", "errors.gasEstimate"), { cause: estimateError }) };
    } catch (callError) {
      return { request, error: new UserFacingError(toUserError(callError), { cause: callError }) };
    }
  }
}

/**
 * Estimates every candidate (in parallel) and returns the first, in the given order, that estimates. When none
 * does, throws the first candidate's mapped failure.
 */
export async function pickEstimatedRequest(
  signer: TransactionSigner,
  candidates: TransactionRequest[],
): Promise<{ request: TransactionRequest; gasEstimate: bigint }> {
  if (candidates.length === 0) throw new UserFacingError(userError("unknown", "errors.noCallThrew"));
  const estimates = await Promise.all(candidates.map((c) => estimate(signer, c)));
  for (const e of estimates) if ("gasEstimate" in e) return e;
  const failure = estimates.find((e): e is Extract<Estimate, { error: UserFacingError }> => "error" in e);
  throw failure?.error ?? new UserFacingError(userError("unknown", "errors.noCallThrew"));
}
