/**
 * deployments/<chainId>.json: the addresses the deploy script produced (format agreed in notes/interfaces.md).
 * Read, written and compared here; checked against a live chain in deployCheck.ts.
 */
import { getAddress } from "ethers";
import fs from "fs";
import path from "path";
import type { TokenKind } from "./chainConfig";

export interface DeploymentRecord {
  chainId: number;
  initCodeHash: string;
  deployBlock: number;
  contracts: {
    wrappedNative: string;
    factory: string;
    router: string;
    multicall: string;
    v1Factory: string;
    v1ExchangeTemplate: string;
    migrator: string;
    ensRegistry?: string;
    ensResolver?: string;
  };
  tokens: { address: string; symbol: string; name: string; decimals: number; kind: TokenKind }[];
  pairs: { address: string; token0: string; token1: string }[];
  v1Exchanges: { token: string; exchange: string }[];
  ensNames?: Record<string, string>;
}

export const DEPLOYMENTS_DIR = path.resolve(__dirname, "../../deployments");

export function recordPath(chainId: number, dir = DEPLOYMENTS_DIR): string {
  return path.join(dir, `${chainId}.json`);
}

/** The committed record, or undefined when there is none yet. A corrupt file is an error, not "none". */
export function readRecord(chainId: number, dir = DEPLOYMENTS_DIR): DeploymentRecord | undefined {
  const file = recordPath(chainId, dir);
  if (!fs.existsSync(file)) return undefined;
  const shown = path.relative(process.cwd(), file);
  let record: DeploymentRecord;
  try {
    record = JSON.parse(fs.readFileSync(file, "utf8")) as DeploymentRecord;
  } catch (err) {
    throw new Error(`${shown} is not valid JSON (${(err as Error).message})`, { cause: err });
  }
  const bad = badAddress(record);
  if (bad) throw new Error(`${shown} is corrupt: ${bad}`);
  return record;
}

/** The first entry of a record that is not a checksummed address, e.g. "contracts.router: bad address checksum". */
export function badAddress(record: DeploymentRecord): string | undefined {
  const entries: [string, unknown][] = [
    ...Object.entries(record.contracts ?? {}).map(([k, v]) => [`contracts.${k}`, v] as [string, unknown]),
    ...(record.tokens ?? []).map((t, i) => [`tokens[${i}].address`, t.address] as [string, unknown]),
    ...(record.pairs ?? []).flatMap((p, i) => [[`pairs[${i}].address`, p.address], [`pairs[${i}].token0`, p.token0], [`pairs[${i}].token1`, p.token1]] as [string, unknown][]),
    ...(record.v1Exchanges ?? []).flatMap((e, i) => [[`v1Exchanges[${i}].token`, e.token], [`v1Exchanges[${i}].exchange`, e.exchange]] as [string, unknown][]),
    ...Object.entries(record.ensNames ?? {}).map(([k, v]) => [`ensNames.${k}`, v] as [string, unknown]),
  ];
  for (const [at, value] of entries) {
    try {
      if (typeof value !== "string" || getAddress(value) !== value) return `${at}: ${JSON.stringify(value)} is not a checksummed address`;
    } catch (err) {
      return `${at}: ${(err as { shortMessage?: string }).shortMessage ?? String(err)}`;
    }
  }
  return undefined;
}

export function writeRecord(record: DeploymentRecord, dir = DEPLOYMENTS_DIR): string {
  const file = recordPath(record.chainId, dir);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

/** The first path where two records differ (e.g. "contracts.router: 0xA… ≠ 0xB…"), or undefined when equal. */
export function firstDifference(expected: unknown, actual: unknown, at = ""): string | undefined {
  if (typeof expected !== "object" || expected === null || typeof actual !== "object" || actual === null) {
    return expected === actual ? undefined : `${at || "(root)"}: ${JSON.stringify(expected)} ≠ ${JSON.stringify(actual)}`;
  }
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    const diff = firstDifference(
      (expected as Record<string, unknown>)[key],
      (actual as Record<string, unknown>)[key],
      at ? `${at}.${key}` : key,
    );
    if (diff) return diff;
  }
  return undefined;
}
