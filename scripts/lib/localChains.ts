/**
 * Starts, probes and deploys PenSwap's three local Hardhat chains (555555, 3344, 5555).
 * Used by `npm run chains`, scripts/dev.ts and the e2e global setup; the ports are the caller's choice
 * (DEV_PORTS for development, TEST_PORTS for tests) so dev and test chains never collide.
 */
import { ChildProcess, spawn } from "child_process";
import net from "net";
import path from "path";
import { freePort } from "./freePort";

export const CHAIN_IDS = [555555, 3344, 5555] as const;
export const DEV_PORTS: Record<number, number> = { 555555: 8545, 3344: 8546, 5555: 8547 };
export const TEST_PORTS: Record<number, number> = { 555555: 18545, 3344: 18546, 5555: 18547 };

const ROOT = path.resolve(__dirname, "../..");
/** Hardhat's own CLI entry; spawning it with this Node avoids npx's extra process and PATH lookups. */
const HARDHAT_CLI = require.resolve("hardhat/internal/cli/bootstrap.js", { paths: [ROOT] });
/** The nodes start with the network-only config: the full one's plugins cost each start 1.5 CPU-s more. */
const NODE_CONFIG = path.join(ROOT, "hardhat.node.config.ts");
const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 60_000;

export function rpcUrl(port: number): string {
  return `http://${HOST}:${port}`;
}

/** The chain id a JSON-RPC endpoint reports, or undefined when nothing (or nothing JSON-RPC) answers. */
export async function rpcChainId(url: string, timeoutMs = 2000): Promise<number | undefined> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json()) as { result?: unknown };
    return typeof body.result === "string" ? Number(BigInt(body.result)) : undefined;
  } catch {
    return undefined;
  }
}

export async function isChainRunning(url: string, chainId: number): Promise<boolean> {
  return (await rpcChainId(url)) === chainId;
}

/** True when something accepts TCP connections on the port (a node, a web server, anything). */
function isPortTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface StartedNode {
  chainId: number;
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
  /** True once this node itself printed that it listens: another node answering on the port is not it. */
  listening(): boolean;
  /** The last of its output, so a node that dies during startup can say why. */
  tail(): string;
}

/** Kills the node's whole process group (it runs detached so a terminal Ctrl-C does not race our own stop). */
function killNode(node: StartedNode, signal: NodeJS.Signals = "SIGTERM"): void {
  if (node.child.exitCode !== null || node.child.signalCode !== null || node.child.pid === undefined) return;
  try {
    process.kill(-node.child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopNode(node: StartedNode): Promise<void> {
  killNode(node, "SIGTERM");
  const timedOut = await Promise.race([node.exited.then(() => false), sleep(5000).then(() => true)]);
  if (timedOut) {
    killNode(node, "SIGKILL");
    await node.exited;
  }
}

function spawnNode(chainId: number, port: number, log: (s: string) => void): StartedNode {
  const child = spawn(process.execPath, [HARDHAT_CLI, "--config", NODE_CONFIG, "node", "--hostname", HOST, "--port", String(port)], {
    cwd: ROOT,
    env: { ...process.env, HARDHAT_CHAIN_ID: String(chainId) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // Keep the last output so a node that dies during startup can say why.
  let tail = "";
  let listening = false;
  const keep = (chunk: Buffer) => {
    const text = tail + chunk.toString();
    listening ||= text.includes("Started HTTP and WebSocket JSON-RPC server");
    tail = text.slice(-2000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", (code, signal) => {
    if (code !== 0 && signal === null) log(`chain ${chainId} (port ${port}) exited with code ${code}: ${lastLine(tail)}`);
  });
  return { chainId, port, child, exited, listening: () => listening, tail: () => tail };
}

function lastLine(text: string): string {
  const lines = text.trim().split("\n").filter(Boolean);
  return lines[lines.length - 1] ?? "(no output)";
}

async function waitUntilServing(node: StartedNode): Promise<void> {
  const url = rpcUrl(node.port);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null || node.child.signalCode !== null) {
      throw new Error(`chain ${node.chainId} on port ${node.port} exited during startup: ${lastLine(node.tail())}`);
    }
    // Our own node's word as well as an answer: two processes that picked the same free port at once would
    // otherwise both take the first node to answer for theirs, and share one chain.
    if (node.listening() && (await isChainRunning(url, node.chainId))) return;
    await sleep(200);
  }
  throw new Error(`chain ${node.chainId} on port ${node.port} did not answer eth_chainId within ${START_TIMEOUT_MS / 1000} s`);
}

/** Why a port cannot be used for chainId, or undefined when it is free. "reuse" when a matching node may be reused. */
async function checkPort(chainId: number, port: number, reuseRunning: boolean): Promise<"free" | "reuse"> {
  const running = await rpcChainId(rpcUrl(port));
  if (running === chainId) {
    if (reuseRunning) return "reuse";
    throw new Error(`port ${port} already serves chain ${chainId} (a node started elsewhere); stop it or reuse it`);
  }
  if (running !== undefined) throw new Error(`port ${port} is taken by a node of chain ${running}, not ${chainId}`);
  if (await isPortTaken(port)) throw new Error(`port ${port} is taken by another program (not a chain ${chainId} node)`);
  return "free";
}

/**
 * Starts one Hardhat node per entry of `ports` (chain id → port) on 127.0.0.1 and resolves once every one
 * answers eth_chainId with its id. With reuseRunning, a node already serving the right chain on its port is
 * used as is (and left running by stop()). Any other occupant of a port is an error; nothing is left running.
 */
export async function startLocalChains(
  ports: Record<number, number>,
  opts: { reuseRunning?: boolean; log?: (s: string) => void } = {},
): Promise<{ stop(): Promise<void> }> {
  const log = opts.log ?? (() => undefined);
  const entries = Object.entries(ports).map(([id, port]) => [Number(id), port] as const);

  const plans = await Promise.all(entries.map(async ([chainId, port]) => [chainId, port, await checkPort(chainId, port, !!opts.reuseRunning)] as const));

  const started: StartedNode[] = [];
  const killAllSync = () => started.forEach((n) => killNode(n, "SIGKILL"));
  // If our process dies without calling stop(), do not leave orphaned nodes holding the ports.
  process.once("exit", killAllSync);
  const stop = async () => {
    process.removeListener("exit", killAllSync);
    await Promise.all(started.map(stopNode));
  };

  try {
    for (const [chainId, port, plan] of plans) {
      if (plan === "reuse") {
        log(`chain ${chainId}: reusing the node already running at ${rpcUrl(port)}`);
        continue;
      }
      started.push(spawnNode(chainId, port, log));
    }
    await Promise.all(started.map(waitUntilServing));
  } catch (err) {
    await stop();
    throw err;
  }
  for (const node of started) log(`chain ${node.chainId}: ready at ${rpcUrl(node.port)}`);
  return { stop };
}

/**
 * One chain on a port the OS reports free. Another process can take the same port between that report and the
 * node's start (the unit tests' chain files start theirs side by side): the node that loses exits at startup, and
 * the start is tried again on a new port.
 */
export async function startLocalChainOnFreePort(
  chainId: number,
  opts: { log?: (s: string) => void } = {},
): Promise<{ port: number; stop(): Promise<void> }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const { stop } = await startLocalChains({ [chainId]: port }, opts);
      return { port, stop };
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

function runHardhat(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [HARDHAT_CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.once("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `hardhat compile --quiet`: nothing to do (a few seconds of Hardhat loading) when the artifacts are current. */
export async function compileContracts(): Promise<void> {
  const compiled = await runHardhat(["compile", "--quiet"], {});
  if (compiled.code !== 0) throw new Error(`hardhat compile failed: ${lastLine(compiled.output)}`);
}

/**
 * Runs scripts/deploy.ts against each running chain (idempotent: an already-deployed chain is left as is).
 * Compiles once up front so the per-chain runs do not race on the artifacts cache (unless the caller already did,
 * e.g. while its nodes were starting), then deploys in parallel.
 */
export async function deployLocalChains(
  ports: Record<number, number>,
  log: (s: string) => void = console.log,
  opts: { compiled?: boolean } = {},
): Promise<void> {
  if (!opts.compiled) await compileContracts();
  const results = await Promise.all(
    Object.entries(ports).map(async ([chainId, port]) => {
      const res = await runHardhat(["run", "--no-compile", "--network", "localhost", "scripts/deploy.ts"], {
        HARDHAT_CHAIN_ID: chainId,
        HARDHAT_RPC_URL: rpcUrl(port),
      });
      return { chainId, ...res };
    }),
  );
  for (const r of results) log(`chain ${r.chainId}: ${lastLine(r.output)}`);
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length) throw new Error(failed.map((r) => `chain ${r.chainId}: ${lastLine(r.output)}`).join("; "));
}
