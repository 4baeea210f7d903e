/**
 * Every Playwright worker's own chains and app server, started by the global setup for as many workers as the
 * run may use (parallel indexes 0..workers-1). They live as long as the run, not the worker process: a worker
 * restarted after a failed test gets the same parallel index and finds its chains and their deployed-state
 * snapshots where the previous one left them, exactly as a single worker always did. Fixtures that call
 * support/env and support/chainSnapshots directly (WalletConnect, MetaMask) need nothing more than that.
 *
 * Worker 0's chains get the deploy script; the others get a replay of its blocks (scripts/lib/chainReplay.ts),
 * which yields the same addresses, balances, logs and block numbers in a fraction of the time.
 */
import type http from "http";
import { recordBlocks, replayBlocks } from "../../../scripts/lib/chainReplay";
import { compileContracts, deployLocalChains, rpcUrl, startLocalChains } from "../../../scripts/lib/localChains";
import { snapshotDeployedChains } from "./chainSnapshots";
import { DIST_DIR, workerPorts, type WorkerPorts } from "./env";
import { PRODUCTION_POLICY_PARAM, productionPolicy } from "./productionPolicy";
import { serveStatic } from "./staticServer";

type Log = (line: string) => void;

async function stopAll(stoppers: (() => Promise<void>)[]): Promise<void> {
  await Promise.allSettled(stoppers.map((stop) => stop()));
}

/** The first rejection of settled promises, after all of them settled (so nothing is left half-started). */
function firstError(results: PromiseSettledResult<unknown>[]): unknown {
  return results.find((r): r is PromiseRejectedResult => r.status === "rejected")?.reason;
}

/**
 * Starts three Hardhat nodes per worker, deploys worker 0's with the deploy script, replays them into the other
 * workers' and snapshots every chain as deployed. Worker 0's deploy starts as soon as its own nodes answer and
 * the contracts are compiled; the other nodes start meanwhile. On any failure every node started is stopped
 * before it throws.
 */
export async function startWorkerChains(workers: number, log: Log): Promise<{ stop(): Promise<void> }> {
  const begun = Date.now();
  const ports = Array.from({ length: workers }, (_, index) => workerPorts(index).chains);
  const starting = ports.map((p) => startLocalChains(p, { log }));
  const stoppers: (() => Promise<void>)[] = [];
  const stop = () => stopAll(stoppers);
  const settled = Promise.allSettled(starting).then((results) => {
    for (const r of results) if (r.status === "fulfilled") stoppers.push(r.value.stop);
    return results;
  });
  try {
    const [compiled, first] = await Promise.allSettled([compileContracts(), starting[0]]);
    if (compiled.status === "rejected") throw compiled.reason;
    if (first.status === "rejected") throw first.reason;
    await deployLocalChains(ports[0], log, { compiled: true });
    const startError = firstError(await settled);
    if (startError) throw startError;
    const chainIds = Object.keys(ports[0]).map(Number);
    for (const chainId of chainIds) {
      const blocks = await recordBlocks(rpcUrl(ports[0][chainId]));
      const replayed = Date.now();
      await Promise.all(ports.slice(1).map((p) => replayBlocks(rpcUrl(p[chainId]), blocks)));
      if (workers > 1) log(`chain ${chainId}: ${blocks.length} blocks replayed into ${workers - 1} more worker(s) in ${((Date.now() - replayed) / 1000).toFixed(1)} s`);
    }
    for (let index = 0; index < workers; index++) await snapshotDeployedChains(index);
    log(`chains of ${workers} worker(s) deployed in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  } catch (error) {
    // Every start has settled (its nodes are up or already stopped) before anything is stopped.
    await settled;
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * Rewrites the ports of worker 0's chains and relay, as baked into the build, to another worker's. Only whole
 * `//host:port` origins of the two host names the build uses are touched, so no other number can change.
 */
export function retargetPorts(from: WorkerPorts, to: WorkerPorts): (text: string) => string {
  const map = new Map<string, string>();
  for (const chainId of Object.keys(from.chains).map(Number)) map.set(String(from.chains[chainId]), String(to.chains[chainId]));
  map.set(String(from.wcRelay), String(to.wcRelay));
  const pattern = new RegExp(`(//(?:127\\.0\\.0\\.1|localhost):)(${[...map.keys()].join("|")})(?!\\d)`, "g");
  return (text) => text.replace(pattern, (_match, origin: string, port: string) => origin + map.get(port));
}

/**
 * One static server of the run's build per worker, each pointing the app at that worker's chains and relay. A page
 * requested with PRODUCTION_POLICY_PARAM comes with the production build's security policy for them.
 */
export async function serveWorkerApps(workers: number): Promise<{ stop(): Promise<void> }> {
  const servers = await Promise.allSettled(
    Array.from({ length: workers }, (_, index) => {
      const policy = { "content-security-policy": productionPolicy(index) };
      const headersFor = (url: URL) => (url.searchParams.has(PRODUCTION_POLICY_PARAM) ? policy : {});
      return serveStatic(DIST_DIR, workerPorts(index).app, index === 0 ? undefined : retargetPorts(workerPorts(0), workerPorts(index)), headersFor);
    }),
  );
  const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  const stop = () => stopAll(servers.flatMap((r) => (r.status === "fulfilled" ? [() => close(r.value)] : [])));
  const error = firstError(servers);
  if (error) {
    await stop();
    throw error;
  }
  return { stop };
}
