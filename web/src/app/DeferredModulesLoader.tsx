import { useEffect } from "react";
import { loadEnsNormalize } from "@/base/vendor/deferredEnsNormalize";
import { loadSecp256k1 } from "@/base/vendor/deferredSecp256k1";
import { prefetchWhenIdle } from "./idlePrefetch";

/**
 * Starts downloading code that the first paint does not need but a user action soon might (ENS name
 * normalization and the secp256k1 curve, see vendor/deferred*.ts; the swap screen's dialogs and the
 * header's pages, see idlePrefetch.ts). An effect runs after the first commit, so these chunks never
 * delay the first paint; they are simply there by the time someone types a name or clicks.
 */
export function DeferredModulesLoader() {
  useEffect(() => {
    loadEnsNormalize().catch((error) => console.debug("ENS normalization could not be loaded yet", error));
    loadSecp256k1().catch((error) => console.debug("The secp256k1 curve could not be loaded yet", error));
    prefetchWhenIdle();
  }, []);
  return null;
}
