import { combineReducers, configureStore, type Reducer, type UnknownAction } from "@reduxjs/toolkit";
import type { RootState } from "@/base/store";
import { reducers } from "./reducers";
import { PERSISTED_SLICES } from "./persistence/persistedSlices";
import { loadPersistedState, startPersisting } from "./persistence/persistState";
import { browserStorage, type KeyValueStorage } from "@/base/storage/storage";

/**
 * Typed as base/store's RootState, which each slice extends with its own key: the compiler checks here that
 * every declared key is in the store with the slice's shape.
 */
const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = combineReducers(reducers);

export function makeStore(storage: KeyValueStorage = browserStorage()) {
  const defaults = rootReducer(undefined, { type: "@@penswap/defaults" }) as unknown as Record<string, unknown>;
  const preloadedState = loadPersistedState(storage, PERSISTED_SLICES, defaults) as Partial<RootState>;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Thunks on; the immutability/serializability dev checks are fine for this state's size.
    middleware: (getDefault) => getDefault({ thunk: true }),
  });
  startPersisting(storage, PERSISTED_SLICES, store as unknown as Parameters<typeof startPersisting>[2]);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
