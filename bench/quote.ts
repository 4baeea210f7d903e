/**
 * Quote-latency benchmark (issue 7 speed budget): from a keystroke in the Sell field to the Buy amount on screen,
 * once reserves are loaded, in a real browser against a real chain.
 *
 * Starts a Hardhat node for chain 555555 on a free port, deploys and seeds it with scripts/deploy.ts, builds the app
 * pointed at it, serves it with `vite preview` on another free port and opens /swap for a 3-hop route (CPEN → WPEN → BARK →
 * FIVE) in Chromium. Each keystroke sets a performance mark (keydown, capture phase); the swap page marks every new
 * Buy amount it commits to the DOM. Reference measured in the same run and browser: a bare React page whose
 * controlled input renders the typed value (keystroke → layout effect). Prints the medians over the keystrokes and
 * the ratios to the 50 ms budget and to the reference. A figure, not a pass/fail test.
 *
 *   npm run bench:quote
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { chromium, type Page } from "@playwright/test";
import { deployLocalChains, startLocalChainOnFreePort } from "../scripts/lib/localChains";
import { freePort } from "../scripts/lib/freePort";
import { CHROMIUM, median, ROOT, startPreview, viteBuild } from "./lib/previewApp";

const CHAIN_ID = 555555;
const BUDGET_MS = 50;
const KEYSTROKES = 24;
const SCRATCH = join(ROOT, "node_modules", ".cache", "bench-quote");
const APP_DIST = join(SCRATCH, "app");
const REF_ROOT = join(SCRATCH, "reference");
const KEYSTROKE_MARK = "bench:keystroke";
const BUY_MARK = "swap:buy-amount-rendered"; // BUY_AMOUNT_RENDERED_MARK in web/src/features/swap/SwapPage.tsx
const REF_MARK = "ref:value-rendered";

/** The reference: React's controlled input and nothing else, built by the same Vite. */
function buildReference(): string {
  mkdirSync(REF_ROOT, { recursive: true });
  writeFileSync(
    join(REF_ROOT, "index.html"),
    `<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
  );
  writeFileSync(
    join(REF_ROOT, "main.js"),
    `import { createElement as h, useLayoutEffect, useState } from "react";
import { createRoot } from "react-dom/client";
function App() {
  const [value, setValue] = useState("");
  const [shown, setShown] = useState("");
  useLayoutEffect(() => { if (shown) performance.mark("${REF_MARK}"); }, [shown]);
  return h("div", null,
    h("input", { id: "ref-input", value, onChange: (e) => { setValue(e.target.value); setShown(e.target.value); } }),
    h("output", { id: "ref-output" }, shown));
}
createRoot(document.getElementById("root")).render(h(App));
`,
  );
  const out = join(SCRATCH, "reference-dist");
  viteBuild(REF_ROOT, out);
  return out;
}

/** Types digits into the field one by one; returns keystroke → mark durations (ms) for each key. */
async function measureKeystrokes(page: Page, inputSelector: string, renderedMark: string, count: number): Promise<number[]> {
  await page.evaluate(
    ([selector, mark]) => {
      document.addEventListener(
        "keydown",
        (event) => {
          if ((event.target as HTMLElement).matches(selector)) performance.mark(mark);
        },
        true,
      );
    },
    [inputSelector, KEYSTROKE_MARK] as const,
  );
  const durations: number[] = [];
  const input = page.locator(inputSelector);
  let typed = "";
  for (let i = 0; i < count; i++) {
    if (typed.length >= 3) {
      // Clearing is not measured: start a new number.
      await input.fill("");
      typed = "";
    }
    const digit = String((i % 9) + 1);
    typed += digit;
    const before = await page.evaluate((mark) => performance.getEntriesByName(mark).length, renderedMark);
    await page.keyboard.press(digit);
    await page.waitForFunction(([mark, n]) => performance.getEntriesByName(mark).length > n, [renderedMark, before] as const);
    const duration = await page.evaluate(
      ([keyMark, mark]) => {
        const key = performance.getEntriesByName(keyMark).at(-1)!;
        const rendered = performance.getEntriesByName(mark).find((entry) => entry.startTime >= key.startTime)!;
        return rendered.startTime - key.startTime;
      },
      [KEYSTROKE_MARK, renderedMark] as const,
    );
    durations.push(duration);
  }
  return durations;
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(`[bench:quote] ${line}`);
  // Free ports (the OS picks them): two benches or test runs on one machine never meet.
  const { port: CHAIN_PORT, stop: stopChain } = await startLocalChainOnFreePort(CHAIN_ID, { log });
  const PREVIEW_PORT = await freePort();
  let preview: ChildProcess | undefined;
  let referencePreview: ChildProcess | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    await deployLocalChains({ [CHAIN_ID]: CHAIN_PORT }, log);
    const deployment = JSON.parse(readFileSync(join(ROOT, "deployments", `${CHAIN_ID}.json`), "utf8"));
    const address = (symbol: string) => deployment.tokens.find((t: { symbol: string }) => t.symbol === symbol).address;

    log("building the app and the reference page");
    viteBuild("web", APP_DIST, { [`VITE_RPC_URL_${CHAIN_ID}`]: `http://127.0.0.1:${CHAIN_PORT}` });
    const referenceDist = buildReference();
    preview = await startPreview(APP_DIST, PREVIEW_PORT);

    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PREVIEW_PORT}/#/swap?inputCurrency=${address("CPEN")}&outputCurrency=${address("FIVE")}`);
    const sell = page.locator("#swap-currency-input-amount");
    // Reserves loaded: a first amount gets a quote (not measured).
    await sell.fill("1");
    await page.waitForFunction(() => (document.querySelector("#swap-currency-output-amount") as HTMLInputElement)?.value !== "", null, {
      timeout: 60_000,
    });
    await page.waitForFunction(() => document.querySelector("[data-testid='trade-route']")?.textContent === "CPEN > WPEN > BARK > FIVE");
    await sell.fill("");
    await sell.focus();
    const quote = await measureKeystrokes(page, "#swap-currency-input-amount", BUY_MARK, KEYSTROKES);
    await page.close();
    preview.kill();
    preview = undefined;

    // Same port, same server, same browser for the reference.
    referencePreview = await startPreview(referenceDist, PREVIEW_PORT);
    const refPage = await browser.newPage();
    await refPage.goto(`http://127.0.0.1:${PREVIEW_PORT}/`);
    await refPage.locator("#ref-input").focus();
    const reference = await measureKeystrokes(refPage, "#ref-input", REF_MARK, KEYSTROKES);

    const quoteMedian = median(quote);
    const refMedian = median(reference);
    console.log(`keystroke → Buy amount rendered (3-hop quote), median of ${quote.length}: ${quoteMedian.toFixed(2)} ms`);
    console.log(`reference (bare React controlled input), median of ${reference.length}: ${refMedian.toFixed(2)} ms`);
    console.log(`ratio to the ${BUDGET_MS} ms budget: ${(quoteMedian / BUDGET_MS).toFixed(3)}`);
    console.log(`ratio to the reference: ${(quoteMedian / Math.max(refMedian, 0.01)).toFixed(2)}x`);
  } finally {
    await browser.close();
    preview?.kill();
    referencePreview?.kill();
    await stopChain();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
