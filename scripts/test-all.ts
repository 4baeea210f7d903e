/**
 * `npm test`: runs every suite (contracts, web unit, end-to-end, end-to-end with MetaMask) and ends with the single
 * line CI reads: `N passed, N failed, N skipped`. Each suite writes a machine-readable report that we sum,
 * because Mocha's, Vitest's and Playwright's own closing lines differ and CI reads none of them.
 *
 * The contract and unit suites run side by side, after one compile: the contract tests keep about one core busy
 * and the unit tests about one and a half, so together they fill two cores (67.7 s for both against ~78 s one after
 * the other, idle 2-core machine). The contract suite's output is held back and printed when the unit suite ends,
 * so the log reads one suite at a time. The end-to-end suites come after them, alone: anything beside them
 * lengthens every step of their tests.
 */
import { spawn, spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { metamaskSkipReason } from "../test/e2e/metamask/extension";

type Counts = { passed: number; failed: number; skipped: number };
/** `output` is where the suite's runner writes: straight to this terminal, or into a buffer printed later. */
type Suite = { name: string; run: (reportDir: string, output: Output) => Promise<Counts> };
type Output = "inherit" | { held: string[] };

const root = path.resolve(__dirname, "..");
const only = process.argv.slice(2); // e.g. `npm test -- contracts unit`

/** Runs a command to its end; its exit status (1 when it could not start or died of a signal). */
function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}, output: Output = "inherit"): Promise<number> {
  return new Promise((resolve) => {
    const held = output === "inherit" ? undefined : output.held;
    const child = spawn(cmd, args, { cwd: root, stdio: held ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    const keep = (chunk: Buffer) => held?.push(chunk.toString());
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("error", (error) => {
      keep(Buffer.from(`${cmd}: ${error.message}\n`));
      resolve(1);
    });
    child.once("close", (code) => resolve(code ?? 1));
  });
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
    async run(dir, output) {
      const out = path.join(dir, "mocha.json");
      // Compiled before the side-by-side part (see compileFirst).
      const status = await sh("npx", ["hardhat", "test", "--no-compile"], { MOCHA_JSON_REPORT: out }, output);
      const report = readJson<MochaReport>(out);
      if (!report) return crashed("contracts", status);
      return { passed: report.stats.passes, failed: report.stats.failures, skipped: report.stats.pending };
    },
  },
  {
    name: "unit",
    async run(dir, output) {
      const out = path.join(dir, "vitest.json");
      const status = await sh("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${out}`], {}, output);
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
    run: (dir, output) => playwrightProject(dir, "e2e", "headless-wallet", { PENSWAP_E2E_METAMASK: "0" }, output),
  },
  {
    // Real MetaMask in one worker (PENSWAP_E2E_METAMASK=1 says so to the Playwright config): each spec file starts its
    // own Chromium with the extension, and two at once were slower on two cores. It has its own time budget.
    name: "e2e-metamask",
    // When it cannot run, the summary below says why in one line.
    run: async (dir, output) =>
      metamaskSkipped
        ? { passed: 0, failed: 0, skipped: 0 }
        : playwrightProject(dir, "e2e-metamask", "metamask-extension", { PENSWAP_E2E_METAMASK: "1" }, output),
  },
];

/** Runs one Playwright project and reads its JSON report. */
async function playwrightProject(dir: string, name: string, project: string, env: NodeJS.ProcessEnv, output: Output): Promise<Counts> {
  const out = path.join(dir, `playwright-${project}.json`);
  const status = await sh("npx", ["playwright", "test", `--project=${project}`], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out }, output);
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

/**
 * Suites that run side by side: every one but the first has its output held back until the first ends. The unit
 * suite leads (the longest), so its progress is what one watches.
 */
const SIDE_BY_SIDE = ["unit", "contracts"];

/** The contract tests and the unit chain tests deploy the compiled contracts: compile once, before both start. */
function compileFirst(): Counts {
  console.log("\n[test] ── compile ──");
  const res = spawnSync("npx", ["hardhat", "compile", "--quiet"], { cwd: root, stdio: "inherit" });
  if (res.status === 0) return { passed: 0, failed: 0, skipped: 0 };
  console.error(`[test] compile: hardhat compile failed (exit ${res.status}); counted as 1 failed`);
  return { passed: 0, failed: 1, skipped: 0 };
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-test-"));
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function add(c: Counts): void {
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
}

/** Runs one suite and says how it went, with its wall time; held output is printed first. */
async function runSuite(suite: Suite, output: Output): Promise<() => void> {
  if (output === "inherit") console.log(`\n[test] ── ${suite.name} ──`);
  const started = Date.now();
  const c = await suite.run(reportDir, output);
  const line = `[test] ${suite.name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped in ${formatWallTime(Date.now() - started)}`;
  add(c);
  return () => {
    if (output !== "inherit") {
      console.log(`\n[test] ── ${suite.name} (ran beside ${SIDE_BY_SIDE[0]}) ──`);
      process.stdout.write(output.held.join(""));
    }
    console.log(line);
  };
}

async function main(): Promise<void> {
  const selected = suites.filter((suite) => !only.length || only.includes(suite.name));
  const together = SIDE_BY_SIDE.flatMap((name) => selected.filter((suite) => suite.name === name));
  // A failed compile is counted, and the suites still run: the unit tests that need no contracts still say
  // something.
  if (together.some((suite) => suite.name === "contracts")) add(compileFirst());
  const reports = await Promise.all(together.map((suite, index) => runSuite(suite, index === 0 ? "inherit" : { held: [] })));
  for (const report of reports) report();
  for (const suite of selected.filter((s) => !together.includes(s))) (await runSuite(suite, "inherit"))();
  // The MetaMask project runs only where its extension is; when it does not run, that must be seen.
  if ((!only.length || only.includes("e2e-metamask")) && metamaskSkipped) console.log(`[test] ${metamaskSkipped}`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed > 0 ? 1 : 0);
}

void main();
