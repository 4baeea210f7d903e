import { useEffect } from "react";
import { loadEnsNormalize } from "./vendor/deferredEnsNormalize";

/**
 * Starts downloading code that the first paint does not need but a user action soon might (ENS name
 * normalization, see vendor/deferredEnsNormalize.ts). An effect runs after the first commit, so these
 * chunks never delay the first paint; they are simply there by the time someone types a name.
 */
export function DeferredModulesLoader() {
  useEffect(() => {
    loadEnsNormalize().catch((error) => console.debug("ENS normalization could not be loaded yet", error));
  }, []);
  return null;
}
