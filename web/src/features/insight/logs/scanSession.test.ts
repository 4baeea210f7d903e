import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { forgetChainResets, resetChain } from "@/onchain/chainReset";
import { FailoverTransport } from "@/onchain/rpc";
import { forgetGenesis, openScan } from "./scanSession";
import { memoryStore } from "./store";

const CHAIN = 555555;

/** A node of CHAIN whose block 0 hash the test changes, as a local node restarted from genesis would. */
async function restartableNode() {
  const state = { genesis: `0x${"aa".repeat(32)}`, genesisReads: 0 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const parsed = JSON.parse(body) as { id: unknown; method: string } | Array<{ id: unknown; method: string }>;
      const answer = (c: { id: unknown; method: string }) => {
        if (c.method === "eth_chainId") return { jsonrpc: "2.0", id: c.id, result: `0x${CHAIN.toString(16)}` };
        state.genesisReads += 1;
        return { jsonrpc: "2.0", id: c.id, result: { number: "0x0", hash: state.genesis, timestamp: "0x1" } };
      };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())))));
});
beforeEach(() => forgetGenesis());
afterEach(() => forgetChainResets());

const open = (transport: FailoverTransport) => openScan(transport, { chainId: CHAIN, startBlock: 0, head: 10, store: memoryStore(), chunkBlocks: 500 });

it("reads the genesis hash once while the chain stays the same, and again after the block poll saw it restarted", async () => {
  const node = await restartableNode();
  const transport = new FailoverTransport(CHAIN, [node.url]);
  expect((await open(transport)).genesisHash).toBe(node.state.genesis);
  const firstGenesis = node.state.genesis;

  node.state.genesis = `0x${"bb".repeat(32)}`;
  // Until a reset is seen, later scans keep the hash read first (one read per chain, not one per scan).
  expect((await open(transport)).genesisHash).toBe(firstGenesis);
  expect(node.state.genesisReads).toBe(1);

  resetChain(CHAIN);
  expect((await open(transport)).genesisHash).toBe(node.state.genesis);
  expect((await open(transport)).genesisHash).toBe(node.state.genesis);
  expect(node.state.genesisReads).toBe(2);
});
