import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { forgetChainResets, resetChain } from "@/onchain/chainReset";
import { FailoverTransport } from "@/onchain/rpc";
import { chainKey } from "./logCache";
import { openScanOfThisChain } from "./scanContext";
import { forgetGenesis } from "./scanSession";
import { memoryStore } from "./store";

const CHAIN = 555555;
const OLD_GENESIS = `0x${"aa".repeat(32)}`;
const NEW_GENESIS = `0x${"bb".repeat(32)}`;

/**
 * A node of CHAIN whose genesis answers the test holds back while `held` is set: each held request answers, when
 * released, the genesis hash the node had when the request arrived (the old chain's answer, late).
 */
async function slowNode() {
  const state = { genesis: OLD_GENESIS, held: false };
  const waiting: (() => void)[] = [];
  let arrived: () => void = () => undefined;
  const heldArrival = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const parsed = JSON.parse(body) as { id: unknown; method: string } | Array<{ id: unknown; method: string }>;
      const genesis = state.genesis;
      const answer = (c: { id: unknown; method: string }) =>
        c.method === "eth_chainId"
          ? { jsonrpc: "2.0", id: c.id, result: `0x${CHAIN.toString(16)}` }
          : { jsonrpc: "2.0", id: c.id, result: { number: "0x0", hash: genesis, timestamp: "0x1" } };
      const send = () => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
      const asksGenesis = (Array.isArray(parsed) ? parsed : [parsed]).some((c) => c.method === "eth_getBlockByNumber");
      if (state.held && asksGenesis) {
        waiting.push(send);
        arrived();
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const release = () => waiting.splice(0).forEach((send) => send());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state, heldArrival, release };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())))));
});
beforeEach(() => forgetGenesis());
afterEach(() => forgetChainResets());

it("a genesis read begun before a chain reset and answered after it leaves the new chain's cache alone", async () => {
  const node = await slowNode();
  const transport = new FailoverTransport(CHAIN, [node.url]);
  const store = memoryStore();
  const target = { chainId: CHAIN, startBlock: 0, head: 10, store, chunkBlocks: 500 };

  // A scan opens on the old chain; its genesis answer is on its way but late.
  node.state.held = true;
  const beforeReset = openScanOfThisChain(transport, target);
  await node.heldArrival;

  // Meanwhile the block poll sees the chain restarted, and a scan of the new chain reads its genesis and stores logs.
  node.state.genesis = NEW_GENESIS;
  node.state.held = false;
  resetChain(CHAIN);
  const afterReset = await openScanOfThisChain(transport, target);
  expect(afterReset.genesisHash).toBe(NEW_GENESIS);
  const newEntry = chainKey(afterReset, "logs of the new chain");
  await afterReset.store.set(newEntry, { logs: [] });

  // The late answer names the old chain: its cleanup would drop the new chain's entries as another chain's.
  node.release();
  const stale = await beforeReset;
  expect(stale.genesisHash).toBe(OLD_GENESIS);
  expect([...store.map.keys()]).toEqual([newEntry]);

  // Nor does the old scan store anything under the old chain's hash now: the new chain's cleanup has already run.
  await stale.store.set(chainKey(stale, "logs of the old chain"), { logs: [] });
  await stale.store.del(newEntry);
  expect([...store.map.keys()]).toEqual([newEntry]);
});

it("a scan of the chain as it is keeps its cache writes", async () => {
  const node = await slowNode();
  const transport = new FailoverTransport(CHAIN, [node.url]);
  const store = memoryStore();
  const session = await openScanOfThisChain(transport, { chainId: CHAIN, startBlock: 0, head: 10, store, chunkBlocks: 500 });
  const entry = chainKey(session, "logs");
  await session.store.set(entry, { logs: [] });
  expect([...store.map.keys()]).toEqual([entry]);
  await session.store.del(entry);
  expect(store.map.size).toBe(0);
});
