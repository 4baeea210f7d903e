import type { Interface, FunctionFragment, Result } from "ethers";

/** What a hook returns for one call (a decode failure is an error state, never a throw). */
export interface CallState {
  /** false when the call could not be formed (missing contract, bad inputs). */
  readonly valid: boolean;
  /** true until the first result arrives. */
  readonly loading: boolean;
  /** true while the shown result is from an older block than the latest. */
  readonly syncing: boolean;
  readonly result: Result | undefined;
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
export const INVALID_CALL_STATE: CallState = { valid: false, result: undefined, loading: false, syncing: false, error: false };
export const LOADING_CALL_STATE: CallState = { valid: true, result: undefined, loading: true, syncing: true, error: false };

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
  let result: Result | undefined;
  if (success) {
    try {
      result = contractInterface.decodeFunctionResult(fragment, data);
    } catch (error) {
      console.debug("Result data parsing failed", fragment.name, data, error);
      return { valid: true, loading: false, error: true, syncing, result };
    }
  }
  return { valid: true, loading: false, syncing, result, error: !success };
}
