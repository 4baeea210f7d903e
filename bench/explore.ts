/**
 * Explore benchmark: `#/explore` pools tab on a busy chain, in Chromium, against the bare reads it cannot avoid.
 *
 *   npm run bench:explore      (BENCH_EXPLORE_POOLS=200 BENCH_EXPLORE_SWAPS=20000 BENCH_EXPLORE_RUNS=7
 *                               BENCH_EXPLORE_BLOCKS=20 BENCH_EXPLORE_PORT_BASE=19745 change it;
 *                               BENCH_EXPLORE_REUSE_NODE=1 keeps the node for the next run, see below)
 *
 * Set-up: a Hardhat node for 555555 (deployed by the repo's deploy script) on PORT_BASE, then a market of
 * BENCH_EXPLORE_POOLS pools in all and BENCH_EXPLORE_SWAPS swaps over the 24 h of block time before the head, seeded
 * by the bulk seeder (bench/lib/bulkMarket.ts: 120 real pair swaps per transaction, the blocks spread over the window). The app, built with its RPC URL
 * on a counting proxy (PORT_BASE + 2), is served by `vite preview` (PORT_BASE + 1) and opened without a wallet.
 *
 * Measured in one run:
 * - reference: in the same browser, the bare reads the pools tab needs: the 24 h window's Swap and Sync logs in
 *   chunked eth_getLogs (the ranges the app's first market scan asks for: its chunk size, cut in at least
 *   HISTORY_SCAN_MIN_REQUESTS requests; ≤ 4 in flight) and one multicall of every pool's getReserves;
 * - cold: a fresh browser profile (empty IndexedDB) on `#/swap`, then `#/explore?tab=pools` until its rows and 24 h
 *   figures are on screen; the figure is the median of BENCH_EXPLORE_RUNS cold / reference pairs (budget ≤ 1.3),
 *   printed with each visit's timeline, its requests (start-end, ms after the hash change), milestones and long frames;
 * - warm: back to `#/swap` and to Explore again in the same page (time and HTTP requests; budget ≤ 100 ms, ≤ 2;
 *   with the functions that took its CPU, from Chromium's profiler), and a reload of Explore in the same profile (cached logs in IndexedDB; printed beside it, no budget);
 * - per new block while Explore is open: BENCH_EXPLORE_BLOCKS blocks with no trade, one a second, then as many with a
 *   swap in each (HTTP requests per block; budget ≤ 1.1 without trades);
 * - then one more cold visit with the profiler on (not counted): the functions that took the cold visit's CPU.
 * A figure, not a pass/fail test.
 *
 * Seeding 20,000 swaps takes 10-15 minutes on a small machine. With BENCH_EXPLORE_REUSE_NODE=1 the bench uses a node
 * you started on PORT_BASE (`HARDHAT_CHAIN_ID=555555 npx hardhat --config hardhat.node.config.ts node --port <base>`)
 * and never stops it: it deploys and seeds it when its factory has fewer than BENCH_EXPLORE_POOLS pools, and uses
 * the market as it is otherwise, so one seeding serves many runs. The 24 h window follows the node's clock: a reused
 * market's oldest swaps leave the window as the hours pass, and each run adds its traded blocks.
 */
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { id as topicOf, Interface } from "ethers";
import deployment from "../deployments/555555.json";
import { deployLocalChains, startLocalChains } from "../scripts/lib/localChains";
import { headOf, jsonRpc } from "../scripts/lib/market/blockMiner";
import type { DeploymentRecord } from "../scripts/lib/deploymentRecord";
import { Multicall__factory, PenRouter__factory } from "../typechain-types";
import { chunkRanges, DEFAULT_CHUNK_BLOCKS, HISTORY_SCAN_MIN_REQUESTS, MAX_IN_FLIGHT } from "../web/src/features/insight/logs/scanLogs";
import { TIMELINE_PREFIX } from "../web/src/features/insight/logs/timeline";
import { benchPorts, CHROMIUM, CHROMIUM_FLAGS, HOST, median, ROOT, startPreview, viteBuild } from "./lib/previewApp";
import { loadNote } from "./lib/pairedRuns";
import { newTraffic, startCountingProxy } from "./lib/countingProxy";
import { factoryPairCount, factoryPairsBetween, seedBulkMarket } from "./lib/bulkMarket";

const CHAIN_ID = 555555;
const { node: NODE_PORT, app: APP_PORT, proxy: PROXY_PORT } = benchPorts("BENCH_EXPLORE_PORT_BASE", 19745);
const POOLS = Number(process.env.BENCH_EXPLORE_POOLS ?? 200);
const SWAPS = Number(process.env.BENCH_EXPLORE_SWAPS ?? 20_000);
const RUNS = Number(process.env.BENCH_EXPLORE_RUNS ?? 7);
const BLOCKS = Number(process.env.BENCH_EXPLORE_BLOCKS ?? 20);
const BLOCK_INTERVAL_MS = 1000;
const REUSE_NODE = process.env.BENCH_EXPLORE_REUSE_NODE === "1";
const DAY = 24 * 60 * 60;
const OUT_DIR = join(ROOT, "node_modules", ".cache", "bench-explore");
const NODE_URL = `http://${HOST}:${NODE_PORT}`;
const PROXY_URL = `http://${HOST}:${PROXY_PORT}`;
const APP = `http://${HOST}:${APP_PORT}/`;
const SWAP_TOPIC = topicOf("Swap(address,uint256,uint256,uint256,uint256,address)");
const SYNC_TOPIC = topicOf("Sync(uint112,uint112)");

const say = (s: string) => console.log(`bench:explore: ${s}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** HTTP POSTs the proxy forwarded (one per JSON-RPC request or batch) and the calls in them by method. */
const traffic = newTraffic();
function resetTraffic() {
  traffic.posts = 0;
  traffic.methods.clear();
}
const methodsText = (per = 1) =>
  [...traffic.methods]
    .sort((a, b) => b[1] - a[1])
    .map(([m, n]) => `${m} ${(n / per).toFixed(2)}`)
    .join(", ") || "none";

/** The first block whose time is at or after `time` (binary search over the node's block times). */
async function firstBlockAtOrAfter(rpc: ReturnType<typeof jsonRpc>, time: number, low: number, high: number): Promise<number> {
  let lo = low;
  let hi = high + 1;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    const block = await rpc.call<{ timestamp: string }>("eth_getBlockByNumber", [`0x${mid.toString(16)}`, false]);
    if (Number(block.timestamp) >= time) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

async function main(): Promise<void> {
  const cleanups: Array<() => unknown> = [];
  const cleanup = async () => {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));
  try {
    say(`node 555555 on :${NODE_PORT}, ${POOLS} pools, ${SWAPS} swaps over the last 24 h of block time`);
    // A node this process starts dies with it: to keep one for the next run, start it yourself (see above).
    const chains = await startLocalChains({ [CHAIN_ID]: NODE_PORT }, { reuseRunning: REUSE_NODE });
    cleanups.push(() => chains.stop());
    const rpc = jsonRpc(NODE_URL);
    const accounts = await rpc.call<string[]>("eth_accounts");
    const seeded = (REUSE_NODE && (await seededMarketOn(rpc))) || (await deployAndSeed(rpc, accounts));
    const head = await headOf(rpc);
    const pairs = [...deployment.pairs.map((p) => p.address), ...seeded.pairs];
    console.log(`\n  ${seeded.note}: ${pairs.length} pools, head ${head.number}`);
    // The traded blocks' swap: native coin into the first new pool (the wrapped coin and a bulk token), no approval needed.
    const tradedPath = await wrappedFirstPath(rpc, seeded.pairs[0], deployment.contracts.wrappedNative);

    say("building the app (RPC through the counting proxy)");
    viteBuild("web", OUT_DIR, { [`VITE_RPC_URL_${CHAIN_ID}`]: PROXY_URL });
    const proxy = await startCountingProxy({ host: HOST, port: PROXY_PORT, upstreamPort: NODE_PORT, traffic });
    cleanups.push(() => new Promise<void>((r) => proxy.close(() => r())));
    const preview: ChildProcess = await startPreview(OUT_DIR, APP_PORT);
    cleanups.push(() => preview.kill("SIGTERM"));
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
    cleanups.push(() => browser.close());

    // The reference's reads: the 24 h window's logs of the pools, chunked as the app chunks, and one reserves multicall.
    const dayStart = await firstBlockAtOrAfter(rpc, head.timestamp - DAY, deployment.deployBlock, head.number);
    const multicall = Multicall__factory.createInterface();
    const pairInterface = new Interface(["function getReserves() view returns (uint112,uint112,uint32)"]);
    const reservesCall = multicall.encodeFunctionData("tryAggregate", [false, pairs.map((p) => ({ target: p, callData: pairInterface.encodeFunctionData("getReserves") }))]);
    // The app's ranges for this span: its chunk size, cut in as many requests as its first market scan.
    const ranges = chunkRanges(dayStart, head.number, DEFAULT_CHUNK_BLOCKS, HISTORY_SCAN_MIN_REQUESTS);
    const reference = { url: PROXY_URL, ranges, inFlight: MAX_IN_FLIGHT, pairs, topics: [[SWAP_TOPIC, SYNC_TOPIC]], multicall: deployment.contracts.multicall, reservesCall };

    const colds: number[] = [];
    const refs: number[] = [];
    let coldDetail = "";
    const coldTimelines: string[] = [];
    let warm = { ms: 0, posts: 0, methods: "" };
    let reload = { ms: 0, posts: 0, methods: "" };
    let warmProfile = "";
    let warmBreakdown = "";
    const loadBefore = loadNote();
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      // tsx names functions with a helper (__name) that the page does not have: the evaluated code needs it defined.
      await context.addInitScript("window.__name = (f) => f;");
      const page = await context.newPage();
      await page.goto(`${APP}#/swap`);
      await page.locator("#swap-currency-output").waitFor({ timeout: 60_000 });
      await sleep(1500);

      // Reference: in this page, straight to the node through the same proxy.
      const refMs = await page.evaluate(async (r) => {
        const post = (body: unknown) => fetch(r.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((res) => res.json());
        const t0 = performance.now();
        const ranges = r.ranges;
        let next = 0;
        const worker = async () => {
          while (next < ranges.length) {
            const [a, b] = ranges[next++];
            await post({ jsonrpc: "2.0", id: 1, method: "eth_getLogs", params: [{ address: r.pairs, topics: r.topics, fromBlock: `0x${a.toString(16)}`, toBlock: `0x${b.toString(16)}` }] });
          }
        };
        await Promise.all([...Array.from({ length: r.inFlight }, worker), post({ jsonrpc: "2.0", id: 2, method: "eth_call", params: [{ to: r.multicall, data: r.reservesCall }, "latest"] })]);
        return performance.now() - t0;
      }, reference);

      // Cold: Explore's pools tab from a fresh profile, until its rows and 24 h figures show.
      resetTraffic();
      const { ms: coldMs, timeline } = await openExploreTimed(page);
      coldDetail = `${traffic.posts} HTTP requests: ${methodsText()}`;
      // The same visit's requests (start-end), milestones and long frames: what the rows waited for.
      coldTimelines.push(`${timeline}\n      ${await visitBreakdown(page)}`);
      colds.push(coldMs);
      refs.push(refMs);
      say(`run ${run + 1}: reference ${refMs.toFixed(0)} ms, cold ${coldMs.toFixed(0)} ms (${loadNote()})`);
      say(`  cold timeline (ms after the hash change): ${coldTimelines[coldTimelines.length - 1]}`);

      if (run === RUNS - 1) {
        const backToSwap = async () => {
          await page.evaluate(() => (location.hash = "#/swap"));
          await page.locator("#swap-currency-output").waitFor({ timeout: 60_000 });
        };
        // Measured without the profiler (its sampling slows the page down), then once more profiled, not counted.
        await backToSwap();
        resetTraffic();
        const warmMs = await openExplore(page);
        warmBreakdown = await visitBreakdown(page);
        await sleep(500);
        warm = { ms: warmMs, posts: traffic.posts, methods: methodsText() };
        await backToSwap();
        const profiler = await startProfile(page);
        await openExplore(page);
        warmProfile = await profiler.stop();
        resetTraffic();
        const t0 = Date.now();
        await page.reload();
        await page.locator("[data-activity-head]").waitFor({ timeout: 120_000 });
        reload = { ms: Date.now() - t0, posts: traffic.posts, methods: methodsText() };

        // Requests per new block while Explore stays open.
        const perBlock = async (trade: boolean) => {
          await sleep(3000);
          const from = (await headOf(rpc)).number;
          resetTraffic();
          for (let i = 0; i < BLOCKS; i++) {
            if (trade) await sendSwap(rpc, accounts[16], tradedPath);
            else await rpc.call("evm_mine");
            await sleep(BLOCK_INTERVAL_MS);
          }
          const blocks = (await headOf(rpc)).number - from;
          return { perBlock: traffic.posts / blocks, blocks, methods: methodsText(blocks) };
        };
        const quiet = await perBlock(false);
        const traded = await perBlock(true);
        const coldProfile = await profiledColdVisit(browser);
        const ratio = median(colds.map((c, i) => c / refs[i]));
        console.log("");
        console.log(`explore (${pairs.length} pools, ${seeded.swaps} swaps in the last 24 h; ${loadBefore} before, ${loadNote()} after)`);
        console.log(`  reference (24 h chunked eth_getLogs + one reserves multicall)  ${median(refs).toFixed(0)} ms (median of ${RUNS})`);
        console.log(`  cold #/explore pools tab, data ready                           ${median(colds).toFixed(0)} ms (median); cold / reference ${ratio.toFixed(2)} x (budget ≤ 1.3); per run ${colds.map((c, i) => (c / refs[i]).toFixed(2)).join(", ")}`);
        console.log(`    cold requests: ${coldDetail}`);
        coldTimelines.forEach((t, i) => console.log(`    cold timeline, run ${i + 1} (ms after the hash change): ${t}`));
        console.log(`    cold CPU by function (one more cold visit, profiled, not counted; self time, top ${PROFILE_TOP}): ${coldProfile}`);
        console.log(`  warm (back to Explore in the same page)                        ${warm.ms.toFixed(0)} ms (budget ≤ 100 ms), ${warm.posts} HTTP requests (budget ≤ 2): ${warm.methods}`);
        console.log(`    warm CPU by function (a second warm visit, profiled, not counted; self time, top ${PROFILE_TOP}): ${warmProfile}`);
        console.log(`    warm ${warmBreakdown}`);
        console.log(`  reload of Explore (logs cached in IndexedDB)                   ${reload.ms.toFixed(0)} ms, ${reload.posts} HTTP requests: ${reload.methods}`);
        console.log(`  per new block, no trade: ${quiet.perBlock.toFixed(2)} HTTP requests (budget ≤ 1.1; ${quiet.blocks} blocks); per block by method: ${quiet.methods}`);
        console.log(`  per new block, a swap in each: ${traded.perBlock.toFixed(2)} HTTP requests (${traded.blocks} blocks); per block by method: ${traded.methods}`);
      }
      await context.close();
    }
  } finally {
    await cleanup();
  }
}

/** Deploys the repo's contracts on the fresh node and seeds the bulk market on it. */
async function deployAndSeed(rpc: ReturnType<typeof jsonRpc>, accounts: string[]): Promise<{ pairs: string[]; swaps: number; note: string }> {
  await deployLocalChains({ [CHAIN_ID]: NODE_PORT }, () => undefined);
  const seedStarted = Date.now();
  // accounts[10]: the bulk seeder's sender (one the deploy script never used); its swaps pay out to the next five.
  const seeded = await seedBulkMarket(rpc, deployment as DeploymentRecord, { pools: POOLS, swaps: SWAPS, windowSeconds: DAY - 600, accounts: accounts.slice(10, 16) }, (s) =>
    process.stdout.write(`\r  seeding: ${s}          `),
  );
  return { pairs: seeded.pairs, swaps: seeded.swaps, note: `seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s: ${seeded.swaps} swaps in ${seeded.transactions} transactions` };
}

/**
 * The market an earlier run seeded on a reused node: the factory's pools beyond the deployment's own, or undefined
 * when the node has fewer than POOLS pools (not seeded yet: deploy and seed it now).
 */
async function seededMarketOn(rpc: ReturnType<typeof jsonRpc>): Promise<{ pairs: string[]; swaps: number; note: string } | undefined> {
  const factory = deployment.contracts.factory;
  // A node without the deployment answers the count with no data: not seeded.
  const count = await factoryPairCount(rpc, factory).catch(() => 0);
  if (count < POOLS) return undefined;
  const all = await factoryPairsBetween(rpc, factory, 0, count);
  const own = new Set(deployment.pairs.map((p) => p.address.toLowerCase()));
  return { pairs: all.filter((p) => !own.has(p.toLowerCase())), swaps: SWAPS, note: `reused node on :${NODE_PORT} (seeded by an earlier run with BENCH_EXPLORE_SWAPS swaps, assumed ${SWAPS})` };
}

/** Goes to Explore's pools tab in `page` and returns the milliseconds until its rows and 24 h figures are on screen. */
async function openExplore(page: import("playwright-core").Page): Promise<number> {
  return (await openExploreTimed(page)).ms;
}


/**
 * openExplore, with the app's timeline of the visit: each step's first and last mark (ms after the hash change, up
 * to data ready) and how many times it was marked, in the order first seen.
 */
async function openExploreTimed(page: import("playwright-core").Page): Promise<{ ms: number; timeline: string }> {
  await recordVisit(page);
  // Waited for by a MutationObserver, then the next animation frame (the one that draws them): Playwright's polling
  // on every frame kept the page drawing 60 frames a second through the visit, CPU the node serving it shares on a
  // small machine and the reference, measured without it, does not pay.
  const { t0, end } = await page.evaluate(
    () =>
      new Promise<{ t0: number; end: number }>((resolve, reject) => {
        const ready = () => document.querySelector("[data-activity-head]") && document.querySelector('[data-testid="explore-pools-row"]');
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve({ t0, end: performance.now() }));
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error("Explore's rows and 24 h figures did not show within 300 s"));
        }, 300_000);
        const t0 = performance.now();
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        location.hash = "#/explore?tab=pools";
        (window as unknown as { __visit: { t0: number } }).__visit.t0 = t0;
      }),
  );
  const marks = await page.evaluate((prefix) => performance.getEntriesByType("mark").filter((m) => m.name.startsWith(prefix)).map((m) => ({ name: m.name.slice(prefix.length), at: m.startTime })), TIMELINE_PREFIX);
  const steps = new Map<string, { first: number; last: number; count: number }>();
  for (const m of marks.filter((x) => x.at >= t0 && x.at <= end).sort((a, b) => a.at - b.at)) {
    const step = steps.get(m.name) ?? { first: m.at - t0, last: m.at - t0, count: 0 };
    step.last = m.at - t0;
    step.count++;
    steps.set(m.name, step);
  }
  const timeline = [...steps].map(([name, s]) => (s.count === 1 ? `${name} ${s.first.toFixed(0)}` : `${name} ${s.first.toFixed(0)}..${s.last.toFixed(0)} (${s.count}x)`)).join(", ");
  return { ms: end - t0, timeline: `${timeline || "no marks"}; data ready ${(end - t0).toFixed(0)}` };
}

/** What the page did during one visit, each time in ms after the address changed (see recordVisit). */
interface VisitRecord {
  t0: number;
  /** When each of MILESTONES first showed. */
  seen: Record<string, number>;
  /** JSON-RPC requests: their methods, start and end. */
  rpc: { methods: string; start: number; end?: number }[];
  /** Chromium's long animation frames: total, and the parts spent in script and in style and layout. */
  frames: { start: number; duration: number; script: number; layout: number }[];
}

// The page's states on the way to the rows, in order: the lazy page mounted (its panel), its loading text, a row, the 24 h figures' block.
const MILESTONES: Record<string, string> = {
  "page mounted": "#explore-panel",
  "loading shown": '[data-testid="explore-loading"]',
  "first row": '[data-testid="explore-pools-row"]',
  "24 h figures": "[data-activity-head]",
};

/**
 * Starts recording, in `page`, when each milestone first shows (a MutationObserver: the moment React commits it),
 * every JSON-RPC request (fetch wrapped) and every long animation frame with its script and layout parts, for the
 * next visit: where a visit's time goes.
 */
async function recordVisit(page: import("playwright-core").Page): Promise<void> {
  // As the init script of the measured runs: the helper tsx names functions with (a string, so tsx leaves it alone).
  await page.evaluate("window.__name = window.__name || ((f) => f)");
  await page.evaluate((milestones) => {
    const w = window as unknown as { __visit: VisitRecord; __visitStop?: () => void; __fetchWrapped?: boolean };
    w.__visitStop?.();
    const visit: VisitRecord = { t0: performance.now(), seen: {}, rpc: [], frames: [] };
    w.__visit = visit;
    if (!w.__fetchWrapped) {
      w.__fetchWrapped = true;
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        let methods = "?";
        try {
          const body = JSON.parse(String(init?.body ?? "null")) as { method: string } | { method: string }[];
          methods = (Array.isArray(body) ? body : [body]).map((b) => b.method).join("+");
        } catch {
          // not JSON-RPC
        }
        const entry: VisitRecord["rpc"][number] = { methods, start: performance.now() };
        w.__visit.rpc.push(entry);
        try {
          return await original(input, init);
        } finally {
          entry.end = performance.now();
        }
      };
    }
    const check = () => {
      for (const [name, selector] of Object.entries(milestones)) if (visit.seen[name] === undefined && document.querySelector(selector)) visit.seen[name] = performance.now();
    };
    const mutations = new MutationObserver(check);
    mutations.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-activity-head", "data-testid"] });
    const frames = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { startTime: number; duration: number; renderStart: number; styleAndLayoutStart: number; scripts: { duration: number }[] }[]) {
        const layout = e.styleAndLayoutStart > 0 ? e.startTime + e.duration - e.styleAndLayoutStart : 0;
        visit.frames.push({ start: e.startTime, duration: e.duration, script: e.scripts.reduce((sum, s) => sum + s.duration, 0), layout });
      }
    });
    try {
      frames.observe({ type: "long-animation-frame" });
    } catch {
      // a Chromium without long animation frames: milestones and requests only
    }
    w.__visitStop = () => {
      mutations.disconnect();
      frames.disconnect();
    };
  }, MILESTONES);
}

/** The recorded visit as one line: milestones, requests (and whether the rows waited for them), long frames. */
async function visitBreakdown(page: import("playwright-core").Page): Promise<string> {
  const visit = await page.evaluate(() => {
    const w = window as unknown as { __visit: VisitRecord; __visitStop?: () => void };
    w.__visitStop?.();
    return w.__visit;
  });
  const at = (t: number) => `${(t - visit.t0).toFixed(0)}`;
  const seen = Object.entries(visit.seen).sort((a, b) => a[1] - b[1]).map(([name, t]) => `${name} ${at(t)}`).join(", ");
  const done = Math.max(...Object.values(visit.seen));
  const requests = visit.rpc.filter((r) => r.start >= visit.t0 && r.start <= done);
  const rpc = requests.map((r) => `${r.methods} ${at(r.start)}-${r.end === undefined ? "…" : at(r.end)}${r.end !== undefined && r.end <= done ? " (before the rows were done)" : ""}`).join("; ") || "none";
  const frames = visit.frames.filter((f) => f.start + f.duration >= visit.t0 && f.start <= done);
  const sum = (pick: (f: VisitRecord["frames"][number]) => number) => frames.reduce((s, f) => s + pick(f), 0).toFixed(0);
  const frameList = frames.map((f) => `${at(f.start)}+${f.duration.toFixed(0)} (script ${f.script.toFixed(0)}, layout ${f.layout.toFixed(0)})`).join(", ");
  return `milestones (ms after the address changed): ${seen}\n    requests before the rows were done: ${rpc}\n    long frames: ${frames.length}, ${sum((f) => f.duration)} ms (script ${sum((f) => f.script)}, style+layout ${sum((f) => f.layout)}): ${frameList || "none"}`;
}

const PROFILE_TOP = 8;

/**
 * One more cold visit (a fresh profile) with the profiler on: where the cold visit spends its CPU. Apart from the
 * measured runs, since sampling slows the page down.
 */
async function profiledColdVisit(browser: import("playwright-core").Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${APP}#/swap`);
    await page.locator("#swap-currency-output").waitFor({ timeout: 60_000 });
    const profiler = await startProfile(page);
    await openExplore(page);
    return await profiler.stop();
  } finally {
    await context.close();
  }
}

/**
 * Starts Chromium's sampling profiler on `page`; `stop` returns the functions that took the most CPU meanwhile
 * (self time, by name and chunk: where a warm visit spends its time when it makes no request).
 */
async function startProfile(page: import("playwright-core").Page): Promise<{ stop(): Promise<string> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  return {
    async stop() {
      const { profile } = await cdp.send("Profiler.stop");
      const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
      const spent = new Map<string, number>();
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, i) => {
        const frame = byNode.get(id)?.callFrame;
        if (!frame) return;
        // Line and column: a minified chunk is a few long lines.
        const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop() || ""}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
        spent.set(name, (spent.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
      });
      await cdp.detach();
      return [...spent].sort((a, b) => b[1] - a[1]).slice(0, PROFILE_TOP).map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join("; ");
    },
  };
}

const ROUTER = PenRouter__factory.createInterface();
const PAIR_TOKENS = new Interface(["function token0() view returns (address)", "function token1() view returns (address)"]);

/** The swap path [wrapped native, other token] through `pair`, one of whose tokens is the wrapped native coin. */
async function wrappedFirstPath(rpc: ReturnType<typeof jsonRpc>, pair: string, wrappedNative: string): Promise<[string, string]> {
  const tokenOf = async (fn: "token0" | "token1") =>
    PAIR_TOKENS.decodeFunctionResult(fn, await rpc.call<string>("eth_call", [{ to: pair, data: PAIR_TOKENS.encodeFunctionData(fn) }, "latest"]))[0] as string;
  const [token0, token1] = await Promise.all([tokenOf("token0"), tokenOf("token1")]);
  if (token0.toLowerCase() === wrappedNative.toLowerCase()) return [token0, token1];
  if (token1.toLowerCase() === wrappedNative.toLowerCase()) return [token1, token0];
  throw new Error(`pool ${pair} holds no wrapped native coin`);
}

/** One small swap of the native coin for the path's other token by `from` (automined: one block). */
async function sendSwap(rpc: ReturnType<typeof jsonRpc>, from: string, path: [string, string]): Promise<void> {
  const data = ROUTER.encodeFunctionData("swapExactPENForTokens", [0n, path, from, 2n ** 64n]);
  await rpc.call("eth_sendTransaction", [{ from, to: deployment.contracts.router, data, value: "0x2386f26fc10000", gas: "0x40000" }]);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:explore: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
