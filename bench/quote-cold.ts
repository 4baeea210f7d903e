/**
 * Quote speed from cold: from opening a swap link `#/swap?inputCurrency=…&outputCurrency=…&exactAmount=…` in a
 * fresh browser context (empty cache, empty storage, no wallet) to the Buy amount on screen, on a local build
 * against a real chain. Budget 1.0 s.
 *
 * Starts a Hardhat node for chain 555555 on a free port, deploys and seeds it with scripts/deploy.ts, builds the
 * app pointed at it and serves it with `vite preview` on another free port. The swap page sets a performance mark
 * each time a Buy amount reaches the DOM; the first one's startTime is the time since navigation start. The route
 * is the 3-hop CPEN → WPEN → BARK → FIVE (the slowest quote: every pair of the route must be read first).
 * Reference, measured in the same run, browser and server, interleaved with the app's runs: the bare page load of
 * a React page built by the same Vite (navigation start → its first render committed). Prints the medians, the
 * ratio to the budget and to the reference, and the timeline of the median run (scripts, JSON-RPC requests with
 * their methods, other fetches) to show where the time goes. A figure, not a pass/fail test.
 *
 *   npm run bench:quote-cold            (BENCH_COLD_RUNS=n changes the number of runs, default 9)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { chromium, type Browser, type Request } from "@playwright/test";
import { deployLocalChains, startLocalChainOnFreePort } from "../scripts/lib/localChains";
import { freePort } from "../scripts/lib/freePort";
import { CHROMIUM, median, ROOT, startPreview, viteBuild } from "./lib/previewApp";

const CHAIN_ID = 555555;
const BUDGET_MS = 1000;
const RUNS = Math.max(1, Number(process.env.BENCH_COLD_RUNS) || 9);
const SCRATCH = join(ROOT, "node_modules", ".cache", "bench-quote-cold");
const BUY_MARK = "swap:buy-amount-rendered"; // BUY_AMOUNT_RENDERED_MARK in web/src/features/swap/SwapPage.tsx
const REF_MARK = "ref:first-render";
// Generous: a loaded machine must slow a run down, not fail it.
const QUOTE_TIMEOUT_MS = 120_000;

/** One network request of a run, in ms since navigation start. */
interface TimelineEntry {
  start: number;
  end: number;
  what: string;
}

interface Run {
  ms: number;
  timeline: TimelineEntry[];
}

/** The reference: a React page that renders one line, built by the same Vite. */
function buildReference(): string {
  const src = join(SCRATCH, "reference-src");
  mkdirSync(src, { recursive: true });
  writeFileSync(
    join(src, "index.html"),
    `<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
  );
  writeFileSync(
    join(src, "main.js"),
    `import { createElement as h, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
function App() {
  useLayoutEffect(() => { performance.mark("${REF_MARK}"); }, []);
  return h("output", null, "1.2345");
}
createRoot(document.getElementById("root")).render(h(App));
`,
  );
  const out = join(SCRATCH, "reference");
  viteBuild(src, out);
  return out;
}

/** What a request was: the JSON-RPC methods of its body (batches listed), else its path. */
function describe(request: Request): string {
  const body = request.postData();
  if (body) {
    try {
      const parsed: unknown = JSON.parse(body);
      const calls = (Array.isArray(parsed) ? parsed : [parsed]) as { method?: unknown }[];
      const methods = calls.map((call) => String(call.method));
      if (methods.every((method) => method !== "undefined")) return `rpc ${methods.join(",")}`;
    } catch {
      // not JSON: described by its URL below
    }
  }
  const url = new URL(request.url());
  return `${request.resourceType()} ${url.pathname.split("/").pop() || url.pathname}`;
}

/** Opens `url` in a fresh context and returns the startTime of the first `mark` (ms since navigation start). */
async function coldRun(browser: Browser, url: string, mark: string): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await page.goto(url);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: QUOTE_TIMEOUT_MS, polling: 50 });
    const [ms, timeOrigin] = await page.evaluate((name) => [performance.getEntriesByName(name)[0].startTime, performance.timeOrigin], mark);
    const timeline: TimelineEntry[] = [];
    for (const request of requests) {
      const timing = request.timing();
      if (timing.startTime <= 0) continue;
      const start = timing.startTime - timeOrigin;
      // responseEnd is relative to startTime, -1 while a response is still under way.
      const end = timing.responseEnd >= 0 ? start + timing.responseEnd : Number.NaN;
      if (start <= ms) timeline.push({ start, end, what: describe(request) });
    }
    timeline.sort((a, b) => a.start - b.start);
    return { ms, timeline };
  } finally {
    await context.close();
  }
}

function printTimeline(run: Run): void {
  const fmt = (n: number) => (Number.isNaN(n) ? "  …" : n.toFixed(0)).padStart(5);
  for (const entry of run.timeline) console.log(`  ${fmt(entry.start)} → ${fmt(entry.end)} ms  ${entry.what}`);
  console.log(`  ${fmt(run.ms)}          Buy amount on screen`);
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(`[bench:quote-cold] ${line}`);
  // Free ports (the OS picks them): two benches or test runs on one machine never meet.
  const { port: chainPort, stop: stopChain } = await startLocalChainOnFreePort(CHAIN_ID, { log });
  const servers: ChildProcess[] = [];
  let browser: Browser | undefined;
  try {
    await deployLocalChains({ [CHAIN_ID]: chainPort }, log);
    const deployment = JSON.parse(readFileSync(join(ROOT, "deployments", `${CHAIN_ID}.json`), "utf8"));
    const address = (symbol: string) => deployment.tokens.find((t: { symbol: string }) => t.symbol === symbol).address;

    log("building the app and the reference page");
    const appDist = join(SCRATCH, "app");
    viteBuild("web", appDist, { [`VITE_RPC_URL_${CHAIN_ID}`]: `http://127.0.0.1:${chainPort}` });
    const referenceDist = buildReference();
    const appPort = await freePort();
    servers.push(await startPreview(appDist, appPort));
    const referencePort = await freePort();
    servers.push(await startPreview(referenceDist, referencePort));

    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
    const swapUrl = `http://127.0.0.1:${appPort}/#/swap?inputCurrency=${address("CPEN")}&outputCurrency=${address("FIVE")}&exactAmount=1`;
    const referenceUrl = `http://127.0.0.1:${referencePort}/`;
    // One unmeasured run of each warms the servers and the browser process (not the page: every run is a new context).
    await coldRun(browser, swapUrl, BUY_MARK);
    await coldRun(browser, referenceUrl, REF_MARK);
    const app: Run[] = [];
    const reference: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Interleaved, so a burst of load on the machine hits both series alike.
      app.push(await coldRun(browser, swapUrl, BUY_MARK));
      reference.push(await coldRun(browser, referenceUrl, REF_MARK));
      log(`run ${i + 1}/${RUNS}: quote ${app[i].ms.toFixed(0)} ms, reference ${reference[i].ms.toFixed(0)} ms`);
    }

    const appMedian = median(app.map((run) => run.ms));
    const referenceMedian = median(reference.map((run) => run.ms));
    const medianRun = [...app].sort((a, b) => Math.abs(a.ms - appMedian) - Math.abs(b.ms - appMedian))[0];
    console.log(`Timeline of the median run (ms since navigation start):`);
    printTimeline(medianRun);
    console.log(`cold swap link → Buy amount on screen (3-hop quote), median of ${RUNS}: ${appMedian.toFixed(0)} ms`);
    console.log(`reference (bare React page load → first render), median of ${RUNS}: ${referenceMedian.toFixed(0)} ms`);
    console.log(`ratio to the ${BUDGET_MS} ms budget: ${(appMedian / BUDGET_MS).toFixed(3)}`);
    console.log(`ratio to the reference: ${(appMedian / Math.max(referenceMedian, 1)).toFixed(2)}x`);
  } finally {
    await browser?.close();
    for (const server of servers) server.kill();
    await stopChain();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
