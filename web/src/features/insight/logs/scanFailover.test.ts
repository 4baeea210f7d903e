import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FailoverTransport, isRpcUnavailableError, type TransportEvents } from "@/onchain/rpc";
import { clearBlockTimeMemory, knownBlockTimes } from "./blockTimeCache";
import { clearMemoryCache, syncLogs } from "./logCache";
import { forgetGenesis, openScan } from "./scanSession";
import { memoryStore } from "./store";

const CHAIN = 555555;
const PAIR = "0x00000000000000000000000000000000000000aa";
const TOPIC = `0x${"11".repeat(32)}`;
const HEAD = 2_000;
/** One log in every 7th block. */
const LOG_BLOCKS = Array.from({ length: HEAD + 1 }, (_, b) => b).filter((b) => b % 7 === 3);
const hex = (n: number) => `0x${n.toString(16)}`;

type Mode = "ok" | "http500" | "hang" | "otherChain";
type Call = { id: unknown; method: string; params: unknown[] };

/**
 * A JSON-RPC node of chain 555555 on a free port, holding HEAD blocks (timestamp 1000 + n) and one log of PAIR in
 * every 7th block. It refuses a getLogs range wider than `maxRange` blocks like geth does, with HTTP `refusalStatus`
 * (some nodes send 5xx with the JSON-RPC error), or misbehaves as `mode` says. Records what it was asked.
 */
async function node() {
  const state = { mode: "ok" as Mode, maxRange: Infinity, refusalStatus: 200, getLogs: [] as Array<[number, number]>, requests: 0, inFlight: 0, mostInFlight: 0 };
  const answer = (c: Call) => {
    if (c.method === "eth_chainId") return { result: hex(state.mode === "otherChain" ? 1 : CHAIN) };
    if (c.method === "eth_getBlockByNumber") {
      const n = Number(c.params[0]);
      return { result: n > HEAD ? null : { number: hex(n), hash: `0x${"ab".repeat(31)}${n.toString(16).padStart(2, "0").slice(-2)}`, timestamp: hex(1000 + n) } };
    }
    if (c.method === "eth_getLogs") {
      const filter = c.params[0] as { fromBlock: string; toBlock: string; address?: string };
      const from = Number(filter.fromBlock);
      const to = Number(filter.toBlock);
      state.getLogs.push([from, to]);
      if (to - from + 1 > state.maxRange) return { error: { code: -32005, message: `query returned more than 10000 results` } };
      const logs = filter.address?.toLowerCase() === PAIR ? LOG_BLOCKS.filter((b) => b >= from && b <= to) : [];
      return { result: logs.map((b) => ({ blockNumber: hex(b), logIndex: "0x0", transactionHash: `0x${b.toString(16).padStart(64, "0")}`, address: PAIR, topics: [TOPIC], data: "0x" })) };
    }
    return { error: { code: -32601, message: "method not found" } };
  };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      state.requests += 1;
      if (state.mode === "hang") return;
      if (state.mode === "http500") return void res.writeHead(500).end("upstream failed");
      const parsed = JSON.parse(body) as Call | Call[];
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      const answers = calls.map((c) => ({ jsonrpc: "2.0", id: c.id, ...answer(c) }));
      const refused = answers.some((a) => "error" in a && /more than/.test(String(a.error?.message)));
      const isLogs = calls.some((c) => c.method === "eth_getLogs");
      if (isLogs) state.mostInFlight = Math.max(state.mostInFlight, ++state.inFlight);
      // getLogs answer a moment later, so requests overlap as on a real node.
      setTimeout(() => {
        if (isLogs) state.inFlight -= 1;
        res.writeHead(refused ? state.refusalStatus : 200, { "content-type": "application/json" }).end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]));
      }, isLogs ? 5 : 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
});
beforeEach(() => {
  forgetGenesis();
  clearMemoryCache();
  clearBlockTimeMemory();
});

function health() {
  const log = { ok: new Set<string>(), allFailed: 0, wrongChain: [] as Array<[string, number]> };
  const events: TransportEvents = { onOk: (url) => log.ok.add(url), onAllFailed: () => (log.allFailed += 1), onWrongChain: (url, id) => log.wrongChain.push([url, id]) };
  return { log, events };
}

/** A cold scan of PAIR's logs and the times of the blocks it found, as the pool page reads them. */
async function scanPool(transport: FailoverTransport, logTimeoutMs?: number) {
  const ctx = await openScan(transport, { chainId: CHAIN, startBlock: 0, head: HEAD, store: memoryStore(), chunkBlocks: 500 }, { logTimeoutMs });
  const { logs } = await syncLogs(ctx, { address: PAIR, topics: [TOPIC] });
  const blocks = logs.map((l) => l.blockNumber);
  const times = await knownBlockTimes(ctx, [...blocks.slice(-5), HEAD]);
  return { ctx, logs, blocks, times };
}

describe("insight scans over the chain's failover transport", () => {
  it("fail over to the second URL when the first answers HTTP 500, and report the chain healthy", async () => {
    const a = await node();
    const b = await node();
    a.state.mode = "http500";
    const { log, events } = health();
    const transport = new FailoverTransport(CHAIN, [a.url, b.url], events, { baseBackoffMs: 60_000 });
    const { blocks, times } = await scanPool(transport);
    expect(blocks).toEqual(LOG_BLOCKS);
    expect(times.get(HEAD)).toBe(1000 + HEAD);
    expect(times.get(LOG_BLOCKS[LOG_BLOCKS.length - 1])).toBe(1000 + LOG_BLOCKS[LOG_BLOCKS.length - 1]);
    // The first URL failed once and was parked: every getLogs went to the second.
    expect(a.state.requests).toBe(1);
    expect(a.state.getLogs).toEqual([]);
    expect(b.state.getLogs.length).toBe(Math.ceil((HEAD + 1) / 500));
    expect([...log.ok]).toEqual([b.url]);
    expect(log.allFailed).toBe(0);
    expect(transport.activeUrl).toBe(b.url);
  });

  it("fail over to the second URL when the first hangs (the transport's time limit)", async () => {
    const a = await node();
    const b = await node();
    a.state.mode = "hang";
    // Limits with room for a busy machine: the healthy node must never miss them.
    const transport = new FailoverTransport(CHAIN, [a.url, b.url], {}, { timeoutMs: 2_000, baseBackoffMs: 60_000 });
    const { blocks } = await scanPool(transport);
    expect(blocks).toEqual(LOG_BLOCKS);
    expect(transport.activeUrl).toBe(b.url);
  });

  it("fail a getLogs over to the second URL when the first stops answering after the scan began (the getLogs limit)", async () => {
    const a = await node();
    const b = await node();
    const transport = new FailoverTransport(CHAIN, [a.url, b.url], {}, { baseBackoffMs: 60_000 });
    const ctx = await openScan(transport, { chainId: CHAIN, startBlock: 0, head: HEAD, store: memoryStore(), chunkBlocks: 500 }, { logTimeoutMs: 2_000 });
    a.state.mode = "hang";
    const { logs } = await syncLogs(ctx, { address: PAIR, topics: [TOPIC] });
    expect(logs.map((l) => l.blockNumber)).toEqual(LOG_BLOCKS);
    expect(a.state.getLogs).toEqual([]);
    expect(transport.activeUrl).toBe(b.url);
  });

  it("refuse a URL that reports another chain id and never send it a scan", async () => {
    const a = await node();
    const b = await node();
    a.state.mode = "otherChain";
    const { log, events } = health();
    const transport = new FailoverTransport(CHAIN, [a.url, b.url], events);
    const { blocks } = await scanPool(transport);
    expect(blocks).toEqual(LOG_BLOCKS);
    expect(log.wrongChain).toEqual([[a.url, 1]]);
    // Only its chain id was asked.
    expect(a.state.requests).toBe(1);
    expect(a.state.getLogs).toEqual([]);
  });

  for (const status of [200, 500]) {
    it(`narrow a range the node refuses as too large (HTTP ${status}), with no failover and no outage`, async () => {
      const a = await node();
      const b = await node();
      a.state.maxRange = 200;
      a.state.refusalStatus = status;
      const { log, events } = health();
      const transport = new FailoverTransport(CHAIN, [a.url, b.url], events);
      const { blocks } = await scanPool(transport);
      expect(blocks).toEqual(LOG_BLOCKS);
      // Refused ranges were split until they fit; the answers were the node's own.
      expect(a.state.getLogs.some(([f, t]) => t - f + 1 > 200)).toBe(true);
      expect(a.state.getLogs.filter(([f, t]) => t - f + 1 <= 200).length).toBeGreaterThan(0);
      expect(b.state.requests).toBe(0);
      expect(log.allFailed).toBe(0);
      expect(transport.activeUrl).toBe(a.url);
    });
  }

  it("keep at most 4 getLogs in flight", async () => {
    const a = await node();
    const transport = new FailoverTransport(CHAIN, [a.url]);
    const ctx = await openScan(transport, { chainId: CHAIN, startBlock: 0, head: HEAD, store: memoryStore(), chunkBlocks: 50 });
    // Two scans at once share the transport's limit.
    await Promise.all([syncLogs(ctx, { address: PAIR, topics: [TOPIC] }), syncLogs(ctx, { address: PAIR, topics: [null] })]);
    expect(a.state.getLogs.length).toBe(2 * Math.ceil((HEAD + 1) / 50));
    expect(a.state.mostInFlight).toBeLessThanOrEqual(4);
    expect(a.state.mostInFlight).toBeGreaterThan(1);
  });

  it("fail with the transport's RpcUnavailableError and an outage report when no URL answers", async () => {
    const a = await node();
    const b = await node();
    a.state.mode = "http500";
    b.state.mode = "http500";
    const { log, events } = health();
    const transport = new FailoverTransport(CHAIN, [a.url, b.url], events);
    const failure = await scanPool(transport).catch((e: unknown) => e);
    expect(isRpcUnavailableError(failure)).toBe(true);
    expect(log.allFailed).toBeGreaterThan(0);
    // Once a node answers again the same transport scans (what the page's Retry does).
    a.state.mode = "ok";
    transport.resetBackoff();
    expect((await scanPool(transport)).blocks).toEqual(LOG_BLOCKS);
  });
});
