import { loadEthersStack } from "@/onchain/loadEthersStack";

/**
 * Code split out of the first paint of /swap that a click can need soon: the dialogs of the swap screen
 * and the pages of the header's links. Each entry is the same `import()` as the lazy component's, so
 * the bundler maps both to one chunk and the browser's module cache serves the component from this
 * download: once the browser is idle after the first paint, opening any of them shows no loading gap.
 */
import { loadTokenWarning } from "@/features/tokens";

const PREFETCHES: readonly (() => Promise<unknown>)[] = [
  // The ethers providers: wallet sending, ENS names and receipt checks (the read-only ENS provider appears with it).
  loadEthersStack,
  () => import("@/features/settings/SettingsPanel"),
  loadTokenWarning,
  () => import("@/features/swap/components/ConfirmSwapModal"),
  () => import("@/features/liquidity/PoolPage"),
  () => import("@/features/liquidity/AddLiquidityPage"),
  () => import("@/features/insight/activity/ActivityPage"),
];

type IdleScheduler = (callback: () => void) => void;

/** requestIdleCallback where the browser has it (Safari does not), else the next macrotask. */
const whenIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: 2000 });
  else window.setTimeout(callback, 0);
};

/** Starts the downloads one idle period after the first paint; a failed one is simply fetched again on use. */
export function prefetchWhenIdle(schedule: IdleScheduler = whenIdle): void {
  schedule(() => {
    for (const load of PREFETCHES) load().catch((error: unknown) => console.debug("Prefetch failed; the chunk loads on use", error));
  });
}
