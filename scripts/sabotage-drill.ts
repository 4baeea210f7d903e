/**
 * Sabotage drill for the end-to-end suite: proves the e2e specs catch a broken exchange. It copies the app to a
 * temporary folder (node_modules linked, not copied), then for each sabotage in turn restores the copy, applies
 * that one realistic bug (app code or contract), runs the specs that should notice with the caller's e2e ports,
 * and prints which test caught it. A sabotage no test catches, or one whose code no longer matches (the drill
 * must be kept in step with the app), is a failure: the process exits non-zero.
 *
 *   E2E_PORT_BASE=20800 E2E_APP_PORT=20850 npx tsx scripts/sabotage-drill.ts [--only=name,name] [--baseline]
 *
 * --check only verifies that every sabotage still applies to the current code (no chains, no browser).
 * --baseline first runs the same specs unsabotaged (they must pass, or the drill proves nothing). Each run starts
 * its own chains and builds the app, so a full drill takes a while; it is not part of `npm test`.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

interface Edit {
  file: string;
  find: string;
  replace: string;
}

interface Sabotage {
  name: string;
  bug: string;
  edits: Edit[];
  specs: string[];
  /** Limits the run to the tests that should notice (a regular expression over test titles). */
  grep: string;
}

const ROOT = path.resolve(__dirname, "..");

export const SABOTAGES: Sabotage[] = [
  {
    name: "amountOutMin-zero",
    bug: "exact-input swaps send amountOutMin 0 (no slippage protection)",
    edits: [
      { file: "web/src/sdk/router.ts", find: "args: [amountOut, path, to, deadline], value: amountIn };\n      const outName", replace: 'args: ["0x0", path, to, deadline], value: amountIn };\n      const outName' },
      { file: "web/src/sdk/router.ts", find: "args: [amountIn, amountOut, path, to, deadline], value: ZERO_HEX };\n    }\n    invariant(!fot", replace: 'args: [amountIn, "0x0", path, to, deadline], value: ZERO_HEX };\n    }\n    invariant(!fot' },
    ],
    specs: ["test/e2e/swap/swap.spec.ts"],
    grep: "slippage tolerance|reverts on chain",
  },
  {
    name: "slippage-ignored",
    bug: "the user's slippage setting is ignored (always the 0.5 % default)",
    edits: [{ file: "web/src/features/swap/hooks/useDerivedSwapInfo.ts", find: "useAppSelector((state) => state.user.userSlippageTolerance)", replace: "useAppSelector(() => 50)" }],
    specs: ["test/e2e/swap/swap.spec.ts"],
    grep: "fee-on-transfer|slippage tolerance",
  },
  {
    name: "output-to-router",
    bug: "swap output is sent to the router instead of the recipient",
    edits: [{ file: "web/src/features/swap/logic/swapCalls.ts", find: "const base = { allowedSlippage, recipient: options.recipient,", replace: "const base = { allowedSlippage, recipient: options.router," }],
    specs: ["test/e2e/swap/swap.spec.ts"],
    grep: "exact input token|recipient by ENS",
  },
  {
    name: "approval-one-wei-short",
    bug: "the exact approval is one wei short of the amount needed",
    edits: [{ file: "web/src/features/transactions/useApproveCallback.ts", find: "approvalAmounts(mode, amountToApprove.quotient, unlimited)", replace: "approvalAmounts(mode, amountToApprove.quotient - 1n, unlimited)" }],
    specs: ["test/e2e/swap/swap.spec.ts"],
    grep: "exact-amount approval",
  },
  {
    name: "success-toast-on-revert",
    bug: "a reverted transaction's toast says it was confirmed",
    edits: [{ file: "web/src/features/transactions/TransactionUpdater.tsx", find: "success: receiptSucceeded(outcome.receipt),", replace: "success: true," }],
    specs: ["test/e2e/swap/swap.spec.ts"],
    grep: "reverts on chain",
  },
  {
    name: "remove-pays-one-token",
    bug: "removing token/PEN liquidity pays out the PEN but keeps the token in the router",
    edits: [{ file: "contracts/PenRouter.sol", find: "        TransferHelper.safeTransfer(token, to, amountToken);\n        IWETH(WPEN).withdraw(amountPEN);", replace: "        IWETH(WPEN).withdraw(amountPEN);" }],
    specs: ["test/e2e/liquidity/remove.spec.ts"],
    grep: "permit path",
  },
  {
    name: "migrate-no-refund",
    bug: "migration keeps what the V2 price did not take instead of refunding it",
    edits: [
      { file: "contracts/PenMigrator.sol", find: "if (amountTokenV1 > amountTokenV2) {", replace: "if (amountTokenV1 > amountTokenV2 && false) {" },
      { file: "contracts/PenMigrator.sol", find: "} else if (amountPENV1 > amountPENV2) {", replace: "} else if (amountPENV1 > amountPENV2 && false) {" },
    ],
    specs: ["test/e2e/migrate/migrate.spec.ts"],
    grep: "migrates the BARK position",
  },
  {
    name: "permit-wrong-chain",
    bug: "the permit's EIP-712 domain carries the wrong chain id",
    edits: [{ file: "web/src/features/liquidity/logic/permit.ts", find: "chainId: req.chainId,", replace: "chainId: req.chainId + 1," }],
    specs: ["test/e2e/liquidity/remove.spec.ts"],
    grep: "permit path",
  },
];

/** Copies the repository's sources (not dependencies, builds or reports) and links node_modules. */
function copyApp(dest: string): void {
  const skip = new Set(["node_modules", ".git", ".e2e", "test-results", "playwright-report", "reports", ".stryker-tmp", "dist", "cache"]);
  fs.cpSync(ROOT, dest, { recursive: true, filter: (src) => !skip.has(path.basename(src)) });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dest, "node_modules"), "dir");
}

/** Puts every file any sabotage touches back to the original, then applies this one's edits. */
function applyOnly(copy: string, sabotage: Sabotage | undefined): void {
  for (const file of new Set(SABOTAGES.flatMap((s) => s.edits.map((e) => e.file)))) {
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  for (const edit of sabotage?.edits ?? []) {
    const target = path.join(copy, edit.file);
    const text = fs.readFileSync(target, "utf8");
    const count = text.split(edit.find).length - 1;
    if (count !== 1) throw new Error(`${sabotage!.name}: expected the code to sabotage once in ${edit.file}, found it ${count} times`);
    fs.writeFileSync(target, text.replace(edit.find, edit.replace));
  }
}

interface RunResult {
  failing: string[];
  passed: number;
  crashed?: string;
}

interface JsonSuite {
  title: string;
  specs?: { title: string; ok: boolean; tests: { results: { status: string }[] }[] }[];
  suites?: JsonSuite[];
}

function collect(suite: JsonSuite, prefix: string[], out: { title: string; ok: boolean }[]): void {
  const here = suite.title && !suite.title.endsWith(".ts") ? [...prefix, suite.title] : prefix;
  for (const spec of suite.specs ?? []) out.push({ title: [...here, spec.title].join(" › "), ok: spec.ok });
  for (const child of suite.suites ?? []) collect(child, here, out);
}

function runSpecs(copy: string, sabotage: Sabotage, reportFile: string): RunResult {
  const res = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/@playwright/test/cli.js"), "test", ...sabotage.specs, "--project=headless-wallet", "--grep", sabotage.grep],
    // One worker unless asked otherwise: a sabotage runs a handful of tests, and every further worker would start
    // three more Hardhat nodes and replay the deployment into them first.
    { cwd: copy, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, E2E_WORKERS: process.env.E2E_WORKERS ?? "1", PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } },
  );
  if (!fs.existsSync(reportFile)) return { failing: [], passed: 0, crashed: `playwright exited ${res.status} without a report` };
  const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as { suites: JsonSuite[]; errors?: { message?: string }[] };
  const tests: { title: string; ok: boolean }[] = [];
  for (const suite of report.suites) collect(suite, [], tests);
  if (tests.length === 0) return { failing: [], passed: 0, crashed: report.errors?.[0]?.message?.split("\n")[0] ?? "no tests ran" };
  return { failing: tests.filter((t) => !t.ok).map((t) => t.title), passed: tests.filter((t) => t.ok).length };
}

function main(): void {
  if (process.argv.includes("--check")) {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-sabotage-check-"));
    try {
      for (const file of new Set(SABOTAGES.flatMap((s) => s.edits.map((e) => e.file)))) {
        fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      }
      for (const s of SABOTAGES) applyOnly(copy, s);
      console.log(`[drill] all ${SABOTAGES.length} sabotages apply`);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
    return;
  }
  if (!process.env.E2E_PORT_BASE || !process.env.E2E_APP_PORT) {
    throw new Error("Set E2E_PORT_BASE and E2E_APP_PORT: the drill starts its own chains and app server on those ports.");
  }
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length).split(",");
  const baseline = process.argv.includes("--baseline");
  const chosen = only ? SABOTAGES.filter((s) => only.includes(s.name)) : SABOTAGES;
  if (only && chosen.length !== only.length) throw new Error(`unknown sabotage in --only; known: ${SABOTAGES.map((s) => s.name).join(", ")}`);

  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-sabotage-"));
  console.log(`[drill] copy of the app: ${copy}`);
  copyApp(copy);
  const rows: { name: string; bug: string; verdict: string; caughtBy: string }[] = [];
  try {
    if (baseline) {
      applyOnly(copy, undefined);
      for (const s of chosen) {
        const result = runSpecs(copy, s, path.join(copy, `baseline-${s.name}.json`));
        if (result.crashed || result.failing.length) {
          throw new Error(`baseline for ${s.name} is not green: ${result.crashed ?? result.failing.join("; ")}`);
        }
      }
    }
    for (const s of chosen) {
      console.log(`\n[drill] sabotage ${s.name}: ${s.bug}`);
      const started = Date.now();
      let verdict: string;
      let caughtBy = "";
      try {
        applyOnly(copy, s);
        const result = runSpecs(copy, s, path.join(copy, `report-${s.name}.json`));
        if (result.crashed) verdict = `NOT RUN (${result.crashed})`;
        else if (result.failing.length) [verdict, caughtBy] = ["caught", result.failing.join("; ")];
        else verdict = `MISSED (${result.passed} tests passed)`;
      } catch (error) {
        verdict = `NOT APPLIED (${(error as Error).message})`;
      }
      rows.push({ name: s.name, bug: s.bug, verdict: `${verdict} in ${Math.round((Date.now() - started) / 1000)} s`, caughtBy });
    }
  } finally {
    applyOnly(copy, undefined);
  }

  console.log("\n| sabotage | bug | result | caught by |\n|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.name} | ${r.bug} | ${r.verdict} | ${r.caughtBy} |`);
  fs.rmSync(copy, { recursive: true, force: true });
  if (rows.some((r) => !r.verdict.startsWith("caught"))) process.exit(1);
}

if (require.main === module) main();
