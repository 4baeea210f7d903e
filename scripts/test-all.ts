/**
 * `npm test`: runs every suite (contracts, web unit, end-to-end, end-to-end with MetaMask) one after another and ends with the single
 * line CI reads: `N passed, N failed, N skipped`. Each suite writes a machine-readable report that we sum,
 * because Mocha's, Vitest's and Playwright's own closing lines differ and CI reads none of them.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { metamaskSkipReason } from "../test/e2e/metamask/extension";

type Counts = { passed: number; failed: number; skipped: number };
type Suite = { name: string; run: (reportDir: string) => Counts };

const root = path.resolve(__dirname, "..");
const only = process.argv.slice(2); // e.g. `npm test -- contracts unit`

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return res.status ?? 1;
}

/** The fields read from each runner's JSON report (mocha-json, vitest json, playwright json). */
interface MochaReport {
  stats: { passes: number; failures: number; pending: number };
}
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  success?: boolean;
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
  /** Failures outside any test: global setup, config, a worker crash. */
  errors?: unknown[];
}

/** A report the runner wrote; a missing or unreadable one is undefined (the suite then counts as crashed). */
function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** A suite that crashed before writing its report counts as one failure, never as silently green. */
function crashed(name: string, status: number): Counts {
  console.error(`[test] ${name}: no report written (exit ${status}); counted as 1 failed`);
  return { passed: 0, failed: 1, skipped: 0 };
}

/** Why the MetaMask project cannot run here, read once for its part and the summary. */
const metamaskSkipped = metamaskSkipReason();

const suites: Suite[] = [
  {
    name: "contracts",
    run(dir) {
      const out = path.join(dir, "mocha.json");
      const status = sh("npx", ["hardhat", "test"], { MOCHA_JSON_REPORT: out });
      const report = readJson<MochaReport>(out);
      if (!report) return crashed("contracts", status);
      return { passed: report.stats.passes, failed: report.stats.failures, skipped: report.stats.pending };
    },
  },
  {
    name: "unit",
    run(dir) {
      const out = path.join(dir, "vitest.json");
      const status = sh("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${out}`]);
      const report = readJson<VitestReport>(out);
      if (!report) return crashed("unit", status);
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
        skipped: report.numPendingTests + (report.numTodoTests ?? 0),
      };
    },
  },
  {
    // The scripted-wallet suite, in parallel workers; the MetaMask project is its own part below.
    name: "e2e",
    run: (dir) => playwrightProject(dir, "e2e", "headless-wallet", { PENSWAP_E2E_METAMASK: "0" }),
  },
  {
    // Real MetaMask in one worker (PENSWAP_E2E_METAMASK=1 says so to the Playwright config): each spec file starts its
    // own Chromium with the extension, and two at once were slower on two cores. It has its own time budget.
    name: "e2e-metamask",
    // When it cannot run, the summary below says why in one line.
    run: (dir) =>
      metamaskSkipped
        ? { passed: 0, failed: 0, skipped: 0 }
        : playwrightProject(dir, "e2e-metamask", "metamask-extension", { PENSWAP_E2E_METAMASK: "1" }),
  },
];

/** Runs one Playwright project and reads its JSON report. */
function playwrightProject(dir: string, name: string, project: string, env: NodeJS.ProcessEnv): Counts {
  const out = path.join(dir, `playwright-${project}.json`);
  const status = sh("npx", ["playwright", "test", `--project=${project}`], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  const report = readJson<PlaywrightReport>(out);
  if (!report) return crashed(name, status);
  const s = report.stats;
  // A run that failed outside the tests (e.g. its global setup could not start the chains) reports no failed
  // test and must still not pass.
  const failedOutsideTests = (report.errors?.length ?? 0) > 0 || (status !== 0 && s.unexpected === 0);
  if (failedOutsideTests) console.error(`[test] ${name}: failed outside the tests (exit ${status}); counted as 1 failed`);
  return { passed: s.expected + s.flaky, failed: s.unexpected + (failedOutsideTests ? 1 : 0), skipped: s.skipped };
}

/** "4 min 05 s": each part's wall time, so the suite's time budget can be read from any run's log. */
function formatWallTime(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-test-"));
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n[test] ── ${suite.name} ──`);
  const started = Date.now();
  const c = suite.run(reportDir);
  console.log(`[test] ${suite.name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped in ${formatWallTime(Date.now() - started)}`);
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
}
// The MetaMask project runs only where its extension is; when it does not run, that must be seen.
if ((!only.length || only.includes("e2e-metamask")) && metamaskSkipped) console.log(`[test] ${metamaskSkipped}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
