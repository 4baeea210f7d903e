import { loadSlice, saveSlice, type KeyValueStorage, type AnyPersistedSliceConfig } from "@/base/storage/storage";

/** Reads every persisted slice that the root reducer has; returns a partial preloaded state. */
export function loadPersistedState(
  storage: KeyValueStorage,
  slices: Record<string, AnyPersistedSliceConfig>,
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  const preloaded: Record<string, unknown> = {};
  for (const [name, config] of Object.entries(slices)) {
    if (!(name in defaults)) continue;
    const state = loadSlice(storage, name, config, defaults[name]);
    if (state !== undefined) preloaded[name] = state;
  }
  return preloaded;
}

/** Writes a persisted slice whenever its state object changes (Redux state is immutable, so === works). */
export function startPersisting(
  storage: KeyValueStorage,
  slices: Record<string, AnyPersistedSliceConfig>,
  store: { getState(): Record<string, unknown>; subscribe(listener: () => void): () => void },
): () => void {
  const lastSaved = new Map<string, unknown>();
  const initial = store.getState();
  for (const name of Object.keys(slices)) if (name in initial) lastSaved.set(name, initial[name]);
  return store.subscribe(() => {
    const state = store.getState();
    for (const [name, config] of Object.entries(slices)) {
      if (!(name in state) || lastSaved.get(name) === state[name]) continue;
      lastSaved.set(name, state[name]);
      saveSlice(storage, name, config.version, state[name]);
    }
  });
}
