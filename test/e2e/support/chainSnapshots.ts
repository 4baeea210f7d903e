/**
 * Every spec file starts from the chains exactly as deployed and seeded. The spec files a worker runs share its
 * three Hardhat nodes and one dev account (#0 by default), so without this a file's approvals, swaps and removed
 * liquidity change what the next file sees (e.g. liquidity's "remove Max" drains a pool the swap specs quote against).
 *
 * Global setup takes an evm_snapshot of each worker's chains after the deploy; the first test of each file reverts
 * to it and takes a fresh one (Hardhat deletes a snapshot when reverting to it). Tests inside one file still see
 * each other's effects, as their authors wrote them. The ids live in a file per worker, so a worker restarted
 * after a failure (same parallel index, same chains) keeps them.
 */
import fs from "fs";
import path from "path";
import { recordBlocks, type RecordedBlock } from "../../../scripts/lib/chainReplay";
import { ROOT, WORKER_INDEX, workerPorts } from "./env";

/** Keyed by the worker's app port: distinct per worker and per run (E2E_APP_PORT). */
function stateFile(index: number): string {
  return path.join(ROOT, ".e2e", `chain-snapshots-${workerPorts(index).app}.json`);
}

interface SnapshotState {
  /** The spec file whose tests run on the current snapshot. */
  file?: string;
  /** Snapshot id per chain id. */
  ids: Record<string, string>;
  /** Head block per chain id right after the deploy: blocks 1..head are the deploy script's, whatever came after. */
  heads?: Record<string, number>;
}

async function rpc<T>(index: number, chainId: number, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${workerPorts(index).chains[chainId]}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method} on chain ${chainId}: ${body.error.message}`);
  return body.result as T;
}

const chainIds = (index: number) => Object.keys(workerPorts(index).chains).map(Number);

async function snapshotAll(index: number): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const chainId of chainIds(index)) ids[chainId] = await rpc<string>(index, chainId, "evm_snapshot");
  return ids;
}

function writeState(index: number, state: SnapshotState): void {
  fs.mkdirSync(path.dirname(stateFile(index)), { recursive: true });
  fs.writeFileSync(stateFile(index), JSON.stringify(state));
}

/** Called by the global setup for each worker's chains, right after they are deployed. */
export async function snapshotDeployedChains(index: number): Promise<void> {
  const heads: Record<string, number> = {};
  for (const chainId of chainIds(index)) heads[chainId] = Number(BigInt(await rpc<string>(index, chainId, "eth_blockNumber")));
  writeState(index, { ids: await snapshotAll(index), heads });
}

function readState(index: number): SnapshotState {
  return JSON.parse(fs.readFileSync(stateFile(index), "utf8")) as SnapshotState;
}

/** Puts this worker's chains back to the deployed state when a new spec file starts. */
export async function startFileOnDeployedChains(file: string): Promise<void> {
  const index = WORKER_INDEX;
  const state = readState(index);
  if (state.file === file) return;
  for (const chainId of chainIds(index)) {
    const reverted = await rpc<boolean>(index, chainId, "evm_revert", [state.ids[chainId]]);
    if (!reverted) throw new Error(`could not revert chain ${chainId} to the deployed state`);
    // A file that paused automining (to watch a transaction pending) and failed before resuming it.
    await rpc(index, chainId, "evm_setAutomine", [true]);
  }
  writeState(index, { file, ids: await snapshotAll(index), heads: state.heads });
}

/**
 * The deploy script's blocks of this worker's chain, to replay into a fresh node of the same chain id
 * (scripts/lib/chainReplay.ts): the same contracts, addresses and balances as a new deploy, without loading
 * Hardhat to run the script again. Read from the worker's own node, where they stay below any later block.
 */
export async function deployedBlocks(chainId: number): Promise<RecordedBlock[]> {
  const head = readState(WORKER_INDEX).heads?.[chainId];
  if (head === undefined) throw new Error(`no deployed head recorded for chain ${chainId}`);
  return recordBlocks(`http://127.0.0.1:${workerPorts(WORKER_INDEX).chains[chainId]}`, head);
}
