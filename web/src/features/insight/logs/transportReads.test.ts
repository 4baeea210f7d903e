import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FailoverTransport } from "@/onchain/rpc";
import { transportBatch, transportSender } from "./transportReads";

/**
 * A JSON-RPC endpoint of chain 555555 on a free port: answers a batch in reverse order, refusing block 0x2; refuses
 * batches of one; answers single calls (eth_chainId, a block, or a JSON-RPC error for eth_getLogs).
 */
let server: Server;
let url = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const parsed = JSON.parse(body) as { id: number; method: string; params: string[] } | Array<{ id: number; params: string[] }>;
      res.setHeader("content-type", "application/json");
      if (!Array.isArray(parsed)) {
        if (parsed.method === "eth_chainId") return res.end(JSON.stringify({ jsonrpc: "2.0", id: parsed.id, result: "0x87a23" }));
        if (parsed.method === "eth_getLogs") return res.end(JSON.stringify({ jsonrpc: "2.0", id: parsed.id, error: { code: -32005, message: "query returned more than 10000 results" } }));
        return res.end(JSON.stringify({ jsonrpc: "2.0", id: parsed.id, result: { timestamp: parsed.params[0] } }));
      }
      if (parsed.length === 1) return res.end(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch requests are not supported" } }));
      const answers = parsed.map((c) => (c.params[0] === "0x2" ? { jsonrpc: "2.0", id: c.id, error: { code: -32000, message: "header not found" } } : { jsonrpc: "2.0", id: c.id, result: { timestamp: c.params[0] } }));
      res.end(JSON.stringify(answers.reverse()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (n: number) => ({ method: "eth_getBlockByNumber", params: [`0x${n.toString(16)}`, false] });

describe("transportBatch", () => {
  it("matches answers to calls by id and keeps each call's error", async () => {
    const batch = transportBatch(new FailoverTransport(555555, [url]));
    const answers = await batch([call(1), call(2), call(3)]);
    expect(answers[0]).toEqual({ result: { timestamp: "0x1" } });
    expect("error" in answers[1] && answers[1].error.message).toBe("eth_getBlockByNumber: header not found");
    expect(answers[2]).toEqual({ result: { timestamp: "0x3" } });
    // Ids keep counting between batches.
    expect(await batch([call(4), call(5)])).toEqual([{ result: { timestamp: "0x4" } }, { result: { timestamp: "0x5" } }]);
  });

  it("throws when the node refuses the batch as a whole", async () => {
    await expect(transportBatch(new FailoverTransport(555555, [url]))([call(1)])).rejects.toThrow("batch requests are not supported");
  });
});

describe("transportSender", () => {
  it("returns a call's result and throws the node's JSON-RPC error with the error object kept", async () => {
    const sender = transportSender(new FailoverTransport(555555, [url]));
    expect(await sender.send("eth_getBlockByNumber", ["0x7", false])).toEqual({ timestamp: "0x7" });
    const refusal = await sender.send("eth_getLogs", [{}]).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ message: "eth_getLogs: query returned more than 10000 results", error: { code: -32005 } });
  });
});
