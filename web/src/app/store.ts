import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { reducers } from "./reducers";
import { PERSISTED_SLICES } from "./persistence/persistedSlices";
import { loadPersistedState, startPersisting } from "./persistence/persistState";
import { browserStorage, type KeyValueStorage } from "@/base/storage/storage";

export const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;

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
export type AppDispatch = AppStore["dispatch"];
