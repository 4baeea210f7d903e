/**
 * `npm run chains`: runs the three local chains in the foreground on 127.0.0.1 —
 * 555555 on :8545, 3344 on :8546, 5555 on :8547 — until Ctrl-C.
 * It does not deploy: run `npm run deploy` (555555) or `npm run dev` (all chains + the app) for that.
 * A chain already running on its port is reused and left running on exit.
 */
import { DEV_PORTS, startLocalChains } from "./lib/localChains";

async function main(): Promise<void> {
  const chains = await startLocalChains(DEV_PORTS, { reuseRunning: true, log: (s) => console.log(`chains: ${s}`) });
  console.log("chains: running; press Ctrl-C to stop");
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nchains: stopping");
    await chains.stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  // Keep the event loop alive until a signal arrives.
  setInterval(() => undefined, 1 << 30);
}

main().catch((err: unknown) => {
  console.error(`chains: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
