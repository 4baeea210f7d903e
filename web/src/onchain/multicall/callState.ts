import type { Interface, FunctionFragment } from "ethers";

/**
 * What a hook returns for one call (a decode failure is an error state, never a throw). `T` is the method's output
 * type from the Typechain bindings (see typedCalls).
 */
export interface CallState<T = unknown> {
  /** false when the call could not be formed (missing contract, bad inputs). */
  readonly valid: boolean;
  /** true until the first result arrives. */
  readonly loading: boolean;
  /** true while the shown result is from an older block than the latest. */
  readonly syncing: boolean;
  /** The decoded output: the value itself for a one-output method, the named tuple for several. */
  readonly value: T | undefined;
  /** true when the call reverted or its data could not be decoded. */
  readonly error: boolean;
}

/** The stored result as seen by a hook: valid=false for a call that could not be formed. */
export interface CallResultView {
  readonly valid: boolean;
  readonly data: string | null | undefined;
  readonly blockNumber: number | undefined;
}

export const INVALID_RESULT: CallResultView = { valid: false, blockNumber: undefined, data: undefined };
export const INVALID_CALL_STATE: CallState<never> = { valid: false, value: undefined, loading: false, syncing: false, error: false };
export const LOADING_CALL_STATE: CallState<never> = { valid: true, value: undefined, loading: true, syncing: true, error: false };

export function toCallState(
  callResult: CallResultView | undefined,
  contractInterface: Interface | undefined,
  fragment: FunctionFragment | undefined,
  latestBlockNumber: number | undefined,
): CallState {
  if (!callResult || !callResult.valid) return INVALID_CALL_STATE;
  const { data, blockNumber } = callResult;
  if (!blockNumber) return LOADING_CALL_STATE;
  if (!contractInterface || !fragment || !latestBlockNumber) return LOADING_CALL_STATE;
  const success = typeof data === "string" && data.length > 2;
  const syncing = blockNumber < latestBlockNumber;
  let value: unknown;
  if (success) {
    try {
      const result = contractInterface.decodeFunctionResult(fragment, data);
      // As ethers' staticCall: one output is returned as itself, several as the (named) Result.
      value = fragment.outputs.length === 1 ? result[0] : result;
    } catch (error) {
      console.debug("Result data parsing failed", fragment.name, data, error);
      return { valid: true, loading: false, error: true, syncing, value: undefined };
    }
  }
  return { valid: true, loading: false, syncing, value, error: !success };
}
