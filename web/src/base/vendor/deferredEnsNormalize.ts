import type * as EnsNormalize from "@adraffy/ens-normalize";

/**
 * ethers v6 imports @adraffy/ens-normalize statically (hash/namehash.js), and every provider class reaches
 * it through its ENS methods, so the ~25 KB gzipped normalization tables would sit in the first paint of
 * every page although only ENS names need them. In the web build (web/vite.config.mts) ethers' import of
 * that package resolves to this module instead: the same function, backed by the real package once it
 * has loaded in its own chunk.
 *
 * Names are only ever normalized after a user or a list asks for one. The app starts loading the package
 * right after the first paint (app/DeferredModulesLoader), and its own ENS callers (wallet name lookup,
 * list ENS URLs) await `loadEnsNormalize()` first, so a normalization before the load is not expected;
 * should one happen anyway, it fails like an invalid name would and the load is already under way.
 */
let loaded: typeof EnsNormalize | undefined;
let loading: Promise<void> | undefined;

export function loadEnsNormalize(): Promise<void> {
  loading ??= import("@adraffy/ens-normalize").then(
    (module) => {
      loaded = module;
    },
    (error: unknown) => {
      loading = undefined; // a failed download (offline) may be retried by the next caller
      throw error;
    },
  );
  return loading;
}

export function ens_normalize(name: string): string {
  if (!loaded) {
    void loadEnsNormalize().catch(() => undefined);
    throw new Error("ENS name normalization is still loading");
  }
  return loaded.ens_normalize(name);
}
