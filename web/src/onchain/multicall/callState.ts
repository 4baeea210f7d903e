import type { Interface, FunctionFragment } from "ethers";
import { decodeResult, type Decoded } from "./decodedResults";

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

const ERROR_STATE: CallState<never> = { valid: true, loading: false, syncing: false, value: undefined, error: true };
const ERROR_STATE_SYNCING: CallState<never> = { ...ERROR_STATE, syncing: true };

// The two states of one decoded result (current and from an older block), made once per decoding, so a hook that
// renders again with unchanged results returns the very same state objects and what depends on them is not redone.
const statesOfDecoded = new WeakMap<Decoded, { current: CallState; syncing: CallState }>();

function decodedState(decoded: Decoded, syncing: boolean): CallState {
  if (!decoded.ok) return syncing ? ERROR_STATE_SYNCING : ERROR_STATE;
  let states = statesOfDecoded.get(decoded);
  if (!states) {
    const current = { valid: true, loading: false, syncing: false, value: decoded.value, error: false };
    statesOfDecoded.set(decoded, (states = { current, syncing: { ...current, syncing: true } }));
  }
  return syncing ? states.syncing : states.current;
}

/**
 * The state of one call from its stored result. A successful result is decoded once per distinct data (see
 * decodeResult) and returned as the same object each time; a reverted call or undecodable data is an error state.
 */
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
  const syncing = blockNumber < latestBlockNumber;
  // A reverted call stores null; "0x" is what a call to an address without code returns.
  if (typeof data !== "string" || data.length <= 2) return syncing ? ERROR_STATE_SYNCING : ERROR_STATE;
  return decodedState(decodeResult(contractInterface, fragment, data), syncing);
}
