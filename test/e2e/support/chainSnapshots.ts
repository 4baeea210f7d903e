/**
 * Every spec file starts from the chains exactly as deployed and seeded. Spec files share three Hardhat nodes
 * and one dev account (#0 by default), so without this a file's approvals, swaps and removed liquidity change
 * what the next file sees (e.g. liquidity's "remove Max" drains a pool the swap specs quote against).
 *
 * Global setup takes an evm_snapshot of each chain after the deploy; the first test of each file reverts to it
 * and takes a fresh one (Hardhat deletes a snapshot when reverting to it). Tests inside one file still see each
 * other's effects, as their authors wrote them. The ids live in a file, so a restarted worker keeps them.
 */
import fs from "fs";
import path from "path";
import { APP_PORT, E2E_CHAIN_PORTS, ROOT, chainRpcUrl } from "./env";

const STATE_FILE = path.join(ROOT, ".e2e", `chain-snapshots-${APP_PORT}.json`);

interface SnapshotState {
  /** The spec file whose tests run on the current snapshot. */
  file?: string;
  /** Snapshot id per chain id. */
  ids: Record<string, string>;
}

async function rpc<T>(chainId: number, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(chainRpcUrl(chainId), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method} on chain ${chainId}: ${body.error.message}`);
  return body.result as T;
}

const chainIds = () => Object.keys(E2E_CHAIN_PORTS).map(Number);

async function snapshotAll(): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const chainId of chainIds()) ids[chainId] = await rpc<string>(chainId, "evm_snapshot");
  return ids;
}

function writeState(state: SnapshotState): void {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
}

/** Called once by the global setup, right after the deploy. */
export async function snapshotDeployedChains(): Promise<void> {
  writeState({ ids: await snapshotAll() });
}

/** Puts the chains back to the deployed state when a new spec file starts. */
export async function startFileOnDeployedChains(file: string): Promise<void> {
  const state = JSON.parse(fs.readFileSync(STATE_FILE, "utf8")) as SnapshotState;
  if (state.file === file) return;
  for (const chainId of chainIds()) {
    const reverted = await rpc<boolean>(chainId, "evm_revert", [state.ids[chainId]]);
    if (!reverted) throw new Error(`could not revert chain ${chainId} to the deployed state`);
    // A file that paused automining (to watch a transaction pending) and failed before resuming it.
    await rpc(chainId, "evm_setAutomine", [true]);
  }
  writeState({ file, ids: await snapshotAll() });
}
