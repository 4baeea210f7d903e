import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { INIT_CODE_HASH } from "../initCodeHash.ts";
import { parseProductionRecord, type ProductionRecord } from "../productionRecord.ts";
import { HARDHAT_MNEMONIC, type LocalSecrets } from "./localSecrets.ts";

/**
 * Build-time only (Node). Reads every deployments/production/<chainId>.json and validates it; any problem
 * (chain id not matching the file name, malformed or zero address, a local deterministic address, a
 * non-canonical init code hash) throws, which fails `vite build` before a site exists.
 */
export function readProductionRecords(productionDir: string, secrets: LocalSecrets): ProductionRecord[] {
  let files: string[];
  try {
    files = readdirSync(productionDir).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  return files.map((file) => {
    const match = /^(\d+)\.json$/.exec(file);
    if (!match) throw new Error(`deployments/production/${file}: the file name must be <chainId>.json`);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(productionDir, file), "utf8"));
    } catch (error) {
      throw new Error(`deployments/production/${file}: not valid JSON (${(error as Error).message})`, { cause: error });
    }
    return parseProductionRecord(raw, Number(match[1]), secrets.addresses, INIT_CODE_HASH);
  });
}

/** Marker strings of the local test wallet's code (its storage key): present only if the wallet is bundled. */
const TEST_WALLET_MARKERS = ["penswap.testWallet"];

interface Finding {
  file: string;
  what: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Scans every file of a built site for the local profile's test material: the mnemonic, the dev private
 * keys, the local test wallet and any local deterministic address. Returns what it found (empty = clean).
 */
export function scanBuiltSite(outDir: string, secrets: LocalSecrets): Finding[] {
  const findings: Finding[] = [];
  const ADDRESS = /0x([0-9a-fA-F]{40})(?![0-9a-fA-F])/g;
  for (const path of walk(outDir)) {
    if (!/\.(js|mjs|css|html|json|txt|map|svg|webmanifest|conf|_headers)$/i.test(path) && !path.endsWith("_headers")) continue;
    const text = readFileSync(path, "utf8");
    const lower = text.toLowerCase();
    const file = relative(outDir, path);
    if (lower.includes(HARDHAT_MNEMONIC)) findings.push({ file, what: "the Hardhat test mnemonic" });
    for (const key of secrets.privateKeys) if (lower.includes(key)) findings.push({ file, what: `test private key 0x${key.slice(0, 8)}…` });
    for (const marker of TEST_WALLET_MARKERS) if (text.includes(marker)) findings.push({ file, what: "the local test wallet" });
    for (const m of text.matchAll(ADDRESS)) {
      const address = `0x${m[1].toLowerCase()}`;
      if (secrets.addresses.has(address)) findings.push({ file, what: `local deterministic address ${address}` });
    }
  }
  return findings;
}
