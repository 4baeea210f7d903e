import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRpcBatch } from "./rpcGetLogs";

/** A JSON-RPC endpoint on a free port: answers a batch in reverse order, refusing block 0x2; refuses batches of one. */
let server: Server;
let url = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const calls = JSON.parse(body) as Array<{ id: number; params: string[] }>;
      res.setHeader("content-type", "application/json");
      if (calls.length === 1) return res.end(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch requests are not supported" } }));
      const answers = calls.map((c) => (c.params[0] === "0x2" ? { jsonrpc: "2.0", id: c.id, error: { code: -32000, message: "header not found" } } : { jsonrpc: "2.0", id: c.id, result: { timestamp: c.params[0] } }));
      res.end(JSON.stringify(answers.reverse()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchRpcBatch", () => {
  it("matches answers to calls by id and keeps each call's error", async () => {
    const batch = fetchRpcBatch(url);
    const call = (n: number) => ({ method: "eth_getBlockByNumber", params: [`0x${n.toString(16)}`, false] });
    const answers = await batch([call(1), call(2), call(3)]);
    expect(answers[0]).toEqual({ result: { timestamp: "0x1" } });
    expect("error" in answers[1] && answers[1].error.message).toBe("eth_getBlockByNumber: header not found");
    expect(answers[2]).toEqual({ result: { timestamp: "0x3" } });
    // Ids keep counting between batches.
    expect(await batch([call(4), call(5)])).toEqual([{ result: { timestamp: "0x4" } }, { result: { timestamp: "0x5" } }]);
  });

  it("throws when the node refuses the batch as a whole", async () => {
    await expect(fetchRpcBatch(url)([{ method: "eth_getBlockByNumber", params: ["0x1", false] }])).rejects.toThrow("batch requests are not supported");
  });
});
