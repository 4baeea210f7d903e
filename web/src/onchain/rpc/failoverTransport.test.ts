import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { FailoverTransport, RpcUnavailableError, isRpcUnavailableError } from "./failoverTransport";
import { FailoverJsonRpcProvider } from "./FailoverJsonRpcProvider";
import { RpcAnswerError, RpcReadClient } from "./readClient";
import { Network } from "ethers";
import { toUserError } from "../errors";

type Mode = "ok" | "http500" | "http429" | "malformed" | "hang" | "drop" | "rpcError" | "slow" | "http500RpcError";

/**
 * A local JSON-RPC stand-in for a node: answers eth_chainId with its chain id and eth_blockNumber with a
 * fixed block, or misbehaves like a real endpoint can. Real HTTP on a free port, so the transport's
 * fetch, timeout and header handling are exercised for real.
 */
async function fakeNode(chainId: number, block = 42) {
  const state = { mode: "ok" as Mode, requests: 0, retryAfter: "7", slowMs: 0 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      state.requests += 1;
      switch (state.mode) {
        case "hang":
          return;
        case "drop":
          req.socket.destroy();
          return;
        case "http500":
          res.writeHead(500).end("boom");
          return;
        case "http429":
          res.writeHead(429, { "retry-after": state.retryAfter }).end("slow down");
          return;
        case "malformed":
          res.writeHead(200, { "content-type": "application/json" }).end("{not json");
          return;
      }
      const parsed = JSON.parse(body);
      if (state.mode === "http500RpcError") {
        res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", id: parsed.id, error: { code: -32000, message: "query timeout exceeded" } }));
        return;
      }
      const answer = (p: { id: unknown; method: string }) => {
        if (state.mode === "rpcError") return { jsonrpc: "2.0", id: p.id, error: { code: -32000, message: "execution reverted" } };
        if (p.method === "eth_chainId") return { jsonrpc: "2.0", id: p.id, result: `0x${chainId.toString(16)}` };
        if (p.method === "eth_blockNumber") return { jsonrpc: "2.0", id: p.id, result: `0x${block.toString(16)}` };
        return { jsonrpc: "2.0", id: p.id, error: { code: -32601, message: "method not found" } };
      };
      const reply = () => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
      if (state.mode === "slow") setTimeout(reply, state.slowMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { url, state };
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

const blockNumber = { jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] };

function events() {
  const log = { ok: [] as string[], allFailed: 0, wrongChain: [] as [string, number][] };
  return {
    log,
    handlers: {
      onOk: (url: string) => log.ok.push(url),
      onAllFailed: () => (log.allFailed += 1),
      onWrongChain: (url: string, id: number) => log.wrongChain.push([url, id]),
    },
  };
}

describe("RpcUnavailableError as the user reads it", () => {
  it.each([["HTTP 500"], ["HTTP 502"], ["HTTP 503"], ["invalid JSON"], ["fetch failed"]])(
    "no URL answered (%s) is 'can't reach the network', whatever the cause's words",
    (cause) => {
      const mapped = toUserError(new RpcUnavailableError(555555, [cause]));
      expect(mapped).toEqual({ kind: "rpcUnreachable", messageKey: "errors.rpcUnreachable" });
      expect(toUserError(new Error("multicall failed", { cause: new RpcUnavailableError(3344, [cause]) })).kind).toBe("rpcUnreachable");
    },
  );
});

describe("FailoverTransport", () => {
  it("answers from the first URL when it is healthy", async () => {
    const a = await fakeNode(555555);
    const b = await fakeNode(555555);
    const t = new FailoverTransport(555555, [a.url, b.url]);
    expect(await t.send(blockNumber)).toMatchObject({ result: "0x2a" });
    expect(b.state.requests).toBe(0);
  });

  for (const mode of ["http500", "malformed", "drop", "http429"] as const) {
    it(`fails over to the backup on ${mode} and remembers it`, async () => {
      const a = await fakeNode(555555);
      const b = await fakeNode(555555);
      a.state.mode = mode;
      const { log, handlers } = events();
      const t = new FailoverTransport(555555, [a.url, b.url], handlers, { baseBackoffMs: 60_000 });
      expect(await t.send(blockNumber)).toMatchObject({ result: "0x2a" });
      expect(t.activeUrl).toBe(b.url);
      const before = a.state.requests;
      expect(await t.send(blockNumber)).toMatchObject({ result: "0x2a" });
      // The failed URL is parked: the second read does not touch it.
      expect(a.state.requests).toBe(before);
      expect(log.ok).toEqual([b.url, b.url]);
    });
  }

  it("gives up on a URL that does not answer within the timeout", async () => {
    const a = await fakeNode(555555);
    const b = await fakeNode(555555);
    a.state.mode = "hang";
    // The backup must answer within the same limit: 300 ms failed on a loaded machine (this process starved of CPU).
    const t = new FailoverTransport(555555, [a.url, b.url], {}, { timeoutMs: 3_000 });
    expect(await t.send(blockNumber)).toMatchObject({ result: "0x2a" });
    expect(t.activeUrl).toBe(b.url);
  });

  it("honours Retry-After on 429: the URL is parked for that long", async () => {
    let now = 1_000_000;
    const a = await fakeNode(555555);
    const b = await fakeNode(555555);
    a.state.mode = "http429";
    a.state.retryAfter = "30";
    const t = new FailoverTransport(555555, [a.url, b.url], {}, { now: () => now, baseBackoffMs: 1 });
    await t.send(blockNumber);
    a.state.mode = "ok";
    now += 29_000;
    await t.send(blockNumber);
    // Still parked (and no background probe before its time).
    expect(a.state.requests).toBe(1);
    now += 2_000;
    await t.send(blockNumber);
    // The background probe found the primary healthy again: it serves the next request.
    await expect.poll(() => t.activeUrl).toBe(a.url);
  });

  /**
   * Two nodes and a transport with a 1.5 s limit whose first URL, once the chain id is verified, answers after
   * `slowMs`. Limits far apart, with room for a busy machine: the healthy node never misses the short one by accident.
   */
  async function slowFirstUrl(slowMs: number) {
    const a = await fakeNode(555555);
    const b = await fakeNode(555555);
    const t = new FailoverTransport(555555, [a.url, b.url], {}, { timeoutMs: 1_500, baseBackoffMs: 60_000 });
    await t.send(blockNumber); // verifies the chain id while the node answers at once
    a.state.mode = "slow";
    a.state.slowMs = slowMs;
    return { a, b, t };
  }

  it("takes a per-call time limit: a slow answer within it is kept, one the URL misses fails over", async () => {
    const { a, b, t } = await slowFirstUrl(3_000);
    // A long eth_getLogs may take longer than a small read: it gets its own limit and stays on the first URL.
    expect(await t.send(blockNumber, { timeoutMs: 20_000 })).toMatchObject({ result: "0x2a" });
    expect(b.state.requests).toBe(0);
    expect(t.activeUrl).toBe(a.url);
    // A per-call limit the slow URL misses fails over as the transport's own limit does.
    expect(await t.send(blockNumber, { timeoutMs: 1_500 })).toMatchObject({ result: "0x2a" });
    expect(t.activeUrl).toBe(b.url);
  });

  it("lets a small read wait past its limit while a longer-limited request of its own holds the URL (a one-request-at-a-time node)", async () => {
    const { a, b, t } = await slowFirstUrl(6_000);
    expect(t.hasLongRequestPending()).toBe(false);
    const scan = t.send(blockNumber, { timeoutMs: 20_000 });
    await expect.poll(() => a.state.requests).toBe(3);
    // Answered after twice its limit, while the long request is still under way: kept, no failover.
    a.state.slowMs = 3_000;
    expect(await t.send(blockNumber)).toMatchObject({ result: "0x2a" });
    expect(b.state.requests).toBe(0);
    expect(t.activeUrl).toBe(a.url);
    expect(t.hasLongRequestPending()).toBe(true);
    await scan;
    expect(t.hasLongRequestPending()).toBe(false);
    // With no long request under way the limit holds again.
    expect(await t.send(blockNumber)).toMatchObject({ result: "0x2a" });
    expect(t.activeUrl).toBe(b.url);
  });

  it("keeps a JSON-RPC error sent with HTTP 5xx as the answer only when the caller accepts it", async () => {
    const a = await fakeNode(555555);
    const b = await fakeNode(555555);
    const { log, handlers } = events();
    const t = new FailoverTransport(555555, [a.url, b.url], handlers, { baseBackoffMs: 60_000 });
    await t.send(blockNumber);
    a.state.mode = "http500RpcError";
    const accept = (error: { message?: unknown }) => /query timeout/.test(String(error.message));
    expect(await t.send(blockNumber, { acceptServerError: accept })).toMatchObject({ error: { message: "query timeout exceeded" } });
    expect(b.state.requests).toBe(0);
    expect(t.activeUrl).toBe(a.url);
    // Without the caller's say-so it is a failing URL like any other 5xx.
    expect(await t.send(blockNumber)).toMatchObject({ result: "0x2a" });
    expect(t.activeUrl).toBe(b.url);
    expect(log.allFailed).toBe(0);
  });

  it("passes JSON-RPC errors through as answers (no failover)", async () => {
    const a = await fakeNode(555555);
    const b = await fakeNode(555555);
    const t = new FailoverTransport(555555, [a.url, b.url]);
    await t.send(blockNumber); // verifies the chain id while the node answers normally
    a.state.mode = "rpcError";
    expect(await t.send(blockNumber)).toMatchObject({ error: { message: "execution reverted" } });
    expect(b.state.requests).toBe(0);
  });

  it("refuses a URL reporting another chain id, reports it, and never uses it", async () => {
    const wrong = await fakeNode(1);
    const right = await fakeNode(555555);
    const { log, handlers } = events();
    const t = new FailoverTransport(555555, [wrong.url, right.url], handlers);
    expect(await t.send(blockNumber)).toMatchObject({ result: "0x2a" });
    expect(log.wrongChain).toEqual([[wrong.url, 1]]);
    await t.send(blockNumber);
    t.resetBackoff();
    await t.send(blockNumber);
    expect(wrong.state.requests).toBe(1); // only the chain id question
  });

  it("throws RpcUnavailableError naming each URL's fault when none answers", async () => {
    const a = await fakeNode(555555);
    const b = await fakeNode(555555);
    a.state.mode = "http500";
    b.state.mode = "malformed";
    const { log, handlers } = events();
    const t = new FailoverTransport(555555, [a.url, b.url], handlers);
    const error = (await t.send(blockNumber).catch((e: unknown) => e)) as RpcUnavailableError;
    expect(error).toBeInstanceOf(RpcUnavailableError);
    expect(isRpcUnavailableError(error)).toBe(true);
    expect(error.message).toContain("HTTP 500");
    expect(error.message).toContain("malformed");
    expect(log.allFailed).toBe(1);
    // Every URL parked: the next read still tries them (the caller paces its retries), and recovers.
    a.state.mode = "ok";
    expect(await t.send(blockNumber)).toMatchObject({ result: "0x2a" });
  });

  it("rejects an empty URL list at construction", () => {
    expect(() => new FailoverTransport(1, [])).toThrow(/No RPC URL/);
  });
});

describe("RpcReadClient", () => {
  it("sends requests made together as one JSON-RPC batch and answers each with its own result", async () => {
    const a = await fakeNode(555555, 9);
    const client = new RpcReadClient(new FailoverTransport(555555, [a.url]), 10);
    await client.getBlockNumber(); // the URL's chain id check happens on the first use
    const before = a.state.requests;
    const [n, missing] = await Promise.all([client.getBlockNumber(), client.send("eth_unknown").catch((e) => e)]);
    expect(n).toBe(9);
    expect(missing).toBeInstanceOf(RpcAnswerError);
    expect((missing as RpcAnswerError).code).toBe(-32601);
    expect(a.state.requests - before).toBe(1);
  });

  it("rejects every request of a batch with RpcUnavailableError when no URL answers", async () => {
    const a = await fakeNode(555555);
    const client = new RpcReadClient(new FailoverTransport(555555, [a.url]), 10);
    a.state.mode = "drop";
    const errors = await Promise.all([client.getBlockNumber().catch((e) => e), client.getBlockHash(0).catch((e) => e)]);
    expect(errors.every(isRpcUnavailableError)).toBe(true);
  });
});

describe("FailoverJsonRpcProvider", () => {
  it("reads through ethers over the read client, and surfaces RpcUnavailableError unchanged", async () => {
    const a = await fakeNode(555555, 7);
    const network = new Network("test", 555555);
    const client = new RpcReadClient(new FailoverTransport(555555, [a.url]), 10);
    const provider = new FailoverJsonRpcProvider(client, network, { staticNetwork: network, batchStallTime: 0, cacheTimeout: -1 });
    // ethers' requests share the client's batch with the app's own reads (ids are kept apart on the wire).
    const [fromEthers, fromClient] = await Promise.all([provider.getBlockNumber(), client.getBlockNumber()]);
    expect([fromEthers, fromClient]).toEqual([7, 7]);
    a.state.mode = "drop";
    const error = await provider.getBlockNumber().catch((e) => e);
    expect(isRpcUnavailableError(error)).toBe(true);
    provider.destroy();
  });
});
