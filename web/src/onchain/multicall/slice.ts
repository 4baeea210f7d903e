import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { toCallKey, type Call } from "./callKeys";
import { chainReset } from "../chainReset";

export interface ListenerOptions {
  /** Fetch at most once every this many blocks (1 = every block). */
  readonly blocksPerFetch: number;
}

interface CallResult {
  /** Raw return data; null when the call reverted; undefined before the first fetch. */
  data?: string | null;
  blockNumber?: number;
  fetchingBlockNumber?: number;
}

export interface MulticallState {
  /** chainId → callKey → blocksPerFetch → number of components listening. */
  callListeners: { [chainId: number]: { [callKey: string]: { [blocksPerFetch: number]: number } } };
  callResults: { [chainId: number]: { [callKey: string]: CallResult } };
}

export const initialState: MulticallState = { callListeners: {}, callResults: {} };

interface ListenerPayload {
  chainId: number;
  calls: Call[];
  options: ListenerOptions;
}

interface FetchPayload {
  chainId: number;
  calls: Call[];
  fetchingBlockNumber: number;
}

const multicallSlice = createSlice({
  name: "multicall",
  initialState,
  reducers: {
    addMulticallListeners(state, { payload: { chainId, calls, options } }: PayloadAction<ListenerPayload>) {
      const listeners = (state.callListeners[chainId] ??= {});
      for (const call of calls) {
        const byBlocks = (listeners[toCallKey(call)] ??= {});
        byBlocks[options.blocksPerFetch] = (byBlocks[options.blocksPerFetch] ?? 0) + 1;
      }
    },
    removeMulticallListeners(state, { payload: { chainId, calls, options } }: PayloadAction<ListenerPayload>) {
      const listeners = state.callListeners[chainId];
      if (!listeners) return;
      for (const call of calls) {
        const key = toCallKey(call);
        const byBlocks = listeners[key];
        if (!byBlocks) continue;
        if (byBlocks[options.blocksPerFetch] === 1) delete byBlocks[options.blocksPerFetch];
        else if (byBlocks[options.blocksPerFetch] !== undefined) byBlocks[options.blocksPerFetch]--;
        if (Object.keys(byBlocks).length === 0) delete listeners[key];
      }
    },
    fetchingMulticallResults(state, { payload: { chainId, calls, fetchingBlockNumber } }: PayloadAction<FetchPayload>) {
      const results = (state.callResults[chainId] ??= {});
      for (const call of calls) {
        const key = toCallKey(call);
        const current = results[key];
        if (!current) results[key] = { fetchingBlockNumber };
        else if ((current.fetchingBlockNumber ?? 0) >= fetchingBlockNumber) continue;
        else current.fetchingBlockNumber = fetchingBlockNumber;
      }
    },
    errorFetchingMulticallResults(state, { payload: { chainId, calls, fetchingBlockNumber } }: PayloadAction<FetchPayload>) {
      const results = (state.callResults[chainId] ??= {});
      for (const call of calls) {
        const current = results[toCallKey(call)];
        // Only the fetch that is still the newest may mark the failure; an older one must not clobber it.
        if (!current || current.fetchingBlockNumber !== fetchingBlockNumber) continue;
        delete current.fetchingBlockNumber;
        current.data = null;
        current.blockNumber = fetchingBlockNumber;
      }
    },
    /**
     * A fetch given up before its answer (another chain, a chain reset, a fetch left two blocks behind, the updater
     * gone): its calls are no longer being fetched, so the next poll or the updater asks for them again. Only the
     * fetch that is still the newest may clear the mark, as for an error. (A fetch whose attempt failed is still under
     * way: it tries again itself, after a pause, until it is answered or given up.)
     */
    stoppedFetchingMulticallResults(state, { payload: { chainId, calls, fetchingBlockNumber } }: PayloadAction<FetchPayload>) {
      const results = state.callResults[chainId];
      if (!results) return;
      for (const call of calls) {
        const current = results[toCallKey(call)];
        if (current?.fetchingBlockNumber === fetchingBlockNumber) delete current.fetchingBlockNumber;
      }
    },
    updateMulticallResults(
      state,
      { payload: { chainId, results, blockNumber } }: PayloadAction<{ chainId: number; blockNumber: number; results: { [callKey: string]: string | null } }>,
    ) {
      const stored = (state.callResults[chainId] ??= {});
      for (const [callKey, data] of Object.entries(results)) {
        const current = stored[callKey];
        // Results can arrive out of order; never replace newer data with older.
        if ((current?.blockNumber ?? 0) > blockNumber) continue;
        // A fetch for a later block still under way stays marked: the key is not asked a second time meanwhile.
        const laterFetch = current?.fetchingBlockNumber !== undefined && current.fetchingBlockNumber > blockNumber;
        stored[callKey] = laterFetch ? { data, blockNumber, fetchingBlockNumber: current.fetchingBlockNumber } : { data, blockNumber };
      }
    },
  },
  extraReducers: (builder) => {
    // Results of a chain that was reset describe a history that is gone (listeners stay: data reloads).
    builder.addCase(chainReset, (state, { payload }) => {
      delete state.callResults[payload.chainId];
    });
  },
});

export const {
  addMulticallListeners,
  removeMulticallListeners,
  fetchingMulticallResults,
  errorFetchingMulticallResults,
  stoppedFetchingMulticallResults,
  updateMulticallResults,
} = multicallSlice.actions;

export const multicallReducer = multicallSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    multicall: MulticallState;
  }
}
