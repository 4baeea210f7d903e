import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { INIT_CODE_HASH } from "../initCodeHash";

/**
 * Builds the site the way `npm run build` does (no profile variable: production) and greps what it wrote.
 * Independent of the build's own scan: a regression in the guard must not hide the material it should find.
 */
const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const VITE = join(ROOT, "node_modules", "vite", "bin", "vite.js");
const scratch = mkdtempSync(join(tmpdir(), "penswap-prod-build-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Builds under two other CPU-bound processes on a 2-core machine take minutes, not seconds.
const BUILD_TIMEOUT_MS = 600_000;

function build(outDir: string, env: Record<string, string> = {}): { status: number | null; output: string } {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true", ...env };
  delete childEnv.PENSWAP_PROFILE;
  delete childEnv.VITE_ENABLE_TEST_WALLET;
  delete childEnv.VITE_DEFAULT_CHAIN_ID;
  for (const key of Object.keys(childEnv)) if (key.startsWith("VITEST") || key === "NODE_ENV") delete childEnv[key];
  Object.assign(childEnv, env);
  const res = spawnSync(process.execPath, [VITE, "build", "web", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    cwd: ROOT,
    env: childEnv,
    encoding: "utf8",
  });
  return { status: res.status, output: `${res.stdout}\n${res.stderr}` };
}

function allText(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? allText(path) : readFileSync(path, "utf8")))
    .join("\n");
}

function localRecordAddresses(): string[] {
  const dir = join(ROOT, "deployments");
  const files = readdirSync(dir).filter((f) => /^\d+\.json$/.test(f));
  return files.flatMap((f) => JSON.stringify(JSON.parse(readFileSync(join(dir, f), "utf8"))).match(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g) ?? []);
}

function recordsDir(name: string, files: Record<string, unknown>): string {
  const dir = join(scratch, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), JSON.stringify(content));
  return dir;
}

const A = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const goodRecord = {
  chainId: 3344,
  initCodeHash: INIT_CODE_HASH,
  deployBlock: 5,
  contracts: { factory: A(0x1001), router: A(0x1002), wrappedNative: A(0x1003), multicall: A(0x1004) },
  transactions: {},
};

describe("production build", () => {
  it(
    "ships no test key, mnemonic, test wallet, local RPC or local deployment address; lists come from the records",
    () => {
      const outDir = join(scratch, "good");
      const res = build(outDir, { PENSWAP_PRODUCTION_RECORDS_DIR: recordsDir("good-records", { "3344.json": goodRecord }) });
      expect(res.status, res.output).toBe(0);
      const text = allText(outDir).toLowerCase();
      const has = (needle: string) => text.includes(needle.toLowerCase());
      expect(has("test test test test test test test test test test test junk"), "test test test test test test test test test test test junk").toBe(false);
      // Hardhat account #0's key and address (the local deployer)
      expect(has("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"), "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80").toBe(false);
      expect(has("f39fd6e51aad88f6f4ce6ab8827279cfffb92266"), "f39fd6e51aad88f6f4ce6ab8827279cfffb92266").toBe(false);
      expect(has("penswap.testwallet"), "penswap.testwallet").toBe(false);
      expect(has("127.0.0.1:8545"), "127.0.0.1:8545").toBe(false);
      const local = localRecordAddresses();
      expect(local.length).toBeGreaterThan(10);
      expect(local.filter((a) => text.includes(a.slice(2).toLowerCase()))).toEqual([]);
      // the public chain facts and the record's addresses are in
      expect(has("https://rpc.pentagon.games")).toBe(true);
      expect(has(A(0x1002).slice(2))).toBe(true);
      expect(existsSync(join(outDir, "lists", "3344.tokenlist.json"))).toBe(true);
      expect(existsSync(join(outDir, "lists", "555555.tokenlist.json"))).toBe(false);
      const list = JSON.parse(readFileSync(join(outDir, "lists", "3344.tokenlist.json"), "utf8"));
      expect(list.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(["WPC"]);
    },
    BUILD_TIMEOUT_MS,
  );

  it.each([
    ["a chain id that does not match the file", { "5555.json": goodRecord }, "deployments/production/5555.json: chainId 3344 does not match the file name (5555)"],
    ["a malformed address", { "3344.json": { ...goodRecord, contracts: { ...goodRecord.contracts, router: "0xnope" } } }, "contracts.router is not an address"],
    [
      "a local deterministic address (Hardhat account #0's first CREATE)",
      { "3344.json": { ...goodRecord, contracts: { ...goodRecord.contracts, factory: "0x5FbDB2315678afecb367f032d93F642f64180aa3" } } },
      "is a local deterministic deployment address",
    ],
  ])(
    "fails with a clear error and no site for %s",
    (_name, files, message) => {
      const outDir = join(scratch, "bad");
      const res = build(outDir, { PENSWAP_PRODUCTION_RECORDS_DIR: recordsDir("bad-records", files) });
      expect(res.status).not.toBe(0);
      expect(res.output).toContain(message);
      expect(existsSync(join(outDir, "index.html"))).toBe(false);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    "refuses a VITE_DEFAULT_CHAIN_ID without a record, in one line, and leaves no site",
    () => {
      const outDir = join(scratch, "default-chain");
      const res = build(outDir, {
        PENSWAP_PRODUCTION_RECORDS_DIR: recordsDir("default-chain-records", { "3344.json": goodRecord }),
        VITE_DEFAULT_CHAIN_ID: "5555",
      });
      expect(res.status).not.toBe(0);
      const line = "production build: VITE_DEFAULT_CHAIN_ID=5555 has no record in deployments/production/ (recorded: 3344)";
      expect(res.output).toContain(line);
      // The reason is one line of its own (Vite puts the plugin's name before it), not spread over several.
      const first = res.output.split("\n").find((l) => l.includes("VITE_DEFAULT_CHAIN_ID")) ?? "";
      expect(first.endsWith(line), first).toBe(true);
      expect(existsSync(join(outDir, "index.html"))).toBe(false);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    "refuses the local test wallet",
    () => {
      const res = build(join(scratch, "wallet"), { VITE_ENABLE_TEST_WALLET: "true" });
      expect(res.status).not.toBe(0);
      expect(res.output).toContain("VITE_ENABLE_TEST_WALLET=true is not allowed");
    },
    BUILD_TIMEOUT_MS,
  );
});
