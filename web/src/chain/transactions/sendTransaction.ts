import type { Signer, TransactionResponse } from "ethers";
import { callErrorMessage, GAS_ESTIMATE_ERROR, NO_CALL_THREW_ERROR, sendErrorMessage } from "./errorMessages";

/** One way to do the job; features may offer several (e.g. unlimited then exact approve, fee-on-transfer swap). */
export interface CandidateCall {
  to: string;
  data: string;
  value?: bigint;
}

/** An error whose message is the spec §8 text to show the user. */
export class TransactionError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "TransactionError";
  }
}

/** Spec: send with the estimate plus a 10% margin so small state changes before mining do not run out of gas. */
export function calculateGasMargin(estimate: bigint): bigint {
  return (estimate * 11000n) / 10000n;
}

/** What the helper needs from the wallet: estimate, static call, send. An ethers v6 signer has all three. */
export type TransactionSigner = Pick<Signer, "estimateGas" | "call" | "sendTransaction">;

type Estimate = { call: CandidateCall; gasEstimate: bigint } | { call: CandidateCall; error: unknown };

async function estimate(signer: TransactionSigner, call: CandidateCall): Promise<Estimate> {
  const tx = { to: call.to, data: call.data, value: call.value };
  try {
    return { call, gasEstimate: await signer.estimateGas(tx) };
  } catch (estimateError) {
    console.debug("Gas estimate failed, trying eth_call to extract error", call, estimateError);
    try {
      await signer.call(tx);
      // The call works but estimation does not: nothing better to say than the generic text.
      console.debug("Unexpected successful call after failed estimate gas", call, estimateError);
      return { call, error: new TransactionError(GAS_ESTIMATE_ERROR, estimateError) };
    } catch (callError) {
      return { call, error: new TransactionError(callErrorMessage(callError), callError) };
    }
  }
}

/**
 * Estimates every candidate (in parallel), picks the first that estimates, and returns it with its gas
 * estimate. When none does, throws a TransactionError with the first candidate's spec message.
 */
export async function pickEstimatedCall(
  signer: TransactionSigner,
  candidates: CandidateCall[],
): Promise<{ call: CandidateCall; gasEstimate: bigint }> {
  if (candidates.length === 0) throw new TransactionError(NO_CALL_THREW_ERROR);
  const estimates = await Promise.all(candidates.map((c) => estimate(signer, c)));
  const success = estimates.find((e): e is { call: CandidateCall; gasEstimate: bigint } => "gasEstimate" in e);
  if (success) return success;
  const failure = estimates.find((e): e is { call: CandidateCall; error: unknown } => "error" in e);
  throw failure?.error ?? new TransactionError(NO_CALL_THREW_ERROR);
}

/**
 * The one way features send a transaction: estimateGas (static call on failure for the revert reason),
 * then send with a 10% gas margin. Errors are TransactionErrors carrying the spec §8 text.
 */
export async function sendTransaction(signer: TransactionSigner, candidates: CandidateCall[]): Promise<TransactionResponse> {
  const { call, gasEstimate } = await pickEstimatedCall(signer, candidates);
  try {
    return await signer.sendTransaction({ to: call.to, data: call.data, value: call.value, gasLimit: calculateGasMargin(gasEstimate) });
  } catch (error) {
    throw new TransactionError(sendErrorMessage(error), error);
  }
}
