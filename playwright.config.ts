import fs from "fs";
import { defineConfig } from "@playwright/test";
import { APP_URL, RUN_APP_PORT } from "./test/e2e/support/env";

/**
 * End-to-end tests: the production build against real Hardhat chains (global setup), in Debian's Chromium
 * (Playwright cannot download its own browser here). Each worker has its own three chains and app server
 * (test/e2e/support/workerStacks.ts), so spec files run in parallel; the tests of one file run in order in one
 * worker, as they build on each other.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The scripted-wallet tests run in Debian's chromium-headless-shell: the same Chromium build as a headless shell,
 * without the full browser's windowing layers. Playwright 1.48 asks a full Chromium for old headless, which this
 * Chromium no longer has, so it ran the full browser. The whole project, idle 2-core machine, back to back: 483 s
 * and 860 CPU-s in the full browser, 395 s and 683 CPU-s in the shell (the browser process 154 → 77 CPU-s, the
 * renderers 400 → 291). The MetaMask project needs the full browser for its extension (metamask/driver.ts).
 * Where the shell is missing, the full browser runs the tests, slower.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// One id per `playwright test` run: set here in the runner process, inherited by every worker it starts (also
// the ones it restarts after a failure), so the MetaMask project onboards once per run, not once per worker.
process.env.PENSWAP_E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;

/**
 * Three workers by default: a worker spends much of its time waiting on blocks, polls, timers and the relay, and a
 * third fills those waits on a 2-core machine — the whole scripted-wallet project, idle machine, back to back: 488 s
 * with two, 428 s with three, at the same CPU (749 / 746 CPU-s; README, "Tests"). E2E_WORKERS changes it; every
 * worker costs three more Hardhat nodes. The MetaMask project is best run in a single worker: each of its spec files
 * starts a Chromium with MetaMask, and two at once took longer than one after the other on two cores. Playwright
 * 1.48 cannot limit one project's workers, so PENSWAP_E2E_METAMASK=1 (set by `npm test`'s MetaMask part and by
 * `npm run test:e2e:metamask`) makes the whole run one worker unless E2E_WORKERS says otherwise.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.PENSWAP_E2E_METAMASK === "1" ? 1 : 3));

if (!fs.existsSync(CHROMIUM)) {
  console.warn(`[e2e] ${CHROMIUM} not found: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`);
}
const HEADLESS_SHELL_FOUND = fs.existsSync(HEADLESS_SHELL);
if (!HEADLESS_SHELL_FOUND) {
  console.warn(
    `[e2e] ${HEADLESS_SHELL} not found: the scripted-wallet tests run in the full Chromium, slower; install it with ` +
      "'apt-get install -y chromium-headless-shell' (or set CHROMIUM_HEADLESS_SHELL_PATH).",
  );
}

/**
 * Screenshots, traces and timelines of failed tests. Per run (its app port), so a second run on other ports
 * (E2E_PORT_BASE/E2E_APP_PORT) never deletes this one's; and per project, because `npm test` runs the two projects
 * one after the other on the same port and Playwright empties a project's folder when it starts: with one folder
 * the MetaMask part deleted the scripted-wallet part's failure screenshots. Not per worker: the runner and the
 * workers must agree on it.
 */
function outputDirFor(project: string): string {
  return `test-results/e2e-${RUN_APP_PORT}-${project}`;
}

export default defineConfig({
  testDir: "test/e2e",
  globalSetup: "./test/e2e/global-setup.ts",
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    // Read in each worker process: that worker's own app server.
    baseURL: APP_URL,
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: "headless-wallet",
      testIgnore: /metamask\//,
      outputDir: outputDirFor("headless-wallet"),
      use: {
        launchOptions: { executablePath: HEADLESS_SHELL_FOUND ? HEADLESS_SHELL : CHROMIUM, args: CHROMIUM_FLAGS },
        // A failure saves a screenshot of the page as it ended. Traces are recorded only when E2E_TRACE=1 asks
        // (then kept for failures): this suite is CPU-bound on a 2-core machine, and recording one for every test
        // cost a sixth of its CPU even without the screencast (swap.spec alone: 132 CPU-s with, 111 without; the
        // DOM snapshot taken at each action is most of it). The screencast is left out either way: it was a
        // quarter of the browser's and the test process's CPU.
        trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false } : "off",
        screenshot: "only-on-failure",
      },
    },
    {
      // Real MetaMask 13.13.1 (see test/e2e/metamask/extension.ts for where it is looked for). Without it the
      // project's tests are skipped with the reason, and `npm test` prints one loud line about it. Each spec file
      // launches its own Chromium with the extension; MetaMask under load is slow, hence the long limits.
      name: "metamask-extension",
      testMatch: /metamask\/.*\.spec\.ts/,
      outputDir: outputDirFor("metamask-extension"),
      timeout: 900_000,
      expect: { timeout: 30_000 },
      // A spec file's tests share one MetaMask browser, and Playwright's per-test trace chunks of a context that
      // outlives its test broke its zip: a test's only errors were "end of central directory record signature not
      // found". The project's own timeline file and failure screenshot (metamask/fixtures.ts) stand in for it.
      use: { trace: "off" },
    },
  ],
});
