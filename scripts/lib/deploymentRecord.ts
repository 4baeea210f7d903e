/**
 * deployments/<chainId>.json: the addresses the deploy script produced (format agreed in notes/interfaces.md).
 * Read, written and compared here; checked against a live chain in deployCheck.ts.
 */
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
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as DeploymentRecord;
  } catch (err) {
    throw new Error(`${path.relative(process.cwd(), file)} is not valid JSON (${(err as Error).message})`, { cause: err });
  }
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
