/**
 * The pools' new logs read in the block poll's request (blockLogs), against a real Hardhat node (chain 555555 on a
 * port of UNIT_CHAIN_PORTS, default 18649 / 18650, whichever is free) with a real Multicall, V2 factory and pair:
 * the poll is the app's (pollBlock, boardPoll) over the app's read client, and what reaches the node is counted and,
 * to play a node behind the multicall's or one that refuses the read, rewritten on its way.
 */
import { JsonRpcProvider, type JsonRpcSigner } from "ethers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import v2FactoryArtifact from "@uniswap/v2-core/build/UniswapV2Factory.json";
import { IUniswapV2Factory__factory, IUniswapV2Pair__factory, Multicall__factory, TestERC20__factory } from "../../../../../typechain-types";
import type { IUniswapV2Pair, TestERC20 } from "../../../../../typechain-types";
import { deployShippedArtifact } from "../../../../../scripts/lib/core";
import { rpcChainId, startLocalChains } from "../../../../../scripts/lib/localChains";
import { pollBlock } from "@/onchain/multicall";
import { boardPoll } from "@/onchain/pollRiders";
import { FailoverTransport, RpcReadClient } from "@/onchain/rpc";
import { parseRpcLogs, type GetLogs, type RawLog } from "../../insight";
import { followBlockLogs, withPolledLogs } from "./blockLogs";
import { groupQuery } from "./logPlan";

const CHAIN_ID = 555555;
const CANDIDATE_PORTS = (process.env.UNIT_CHAIN_PORTS ?? "18649,18650").split(",").map(Number);

interface Wire {
  method: string;
  params: unknown[];
}

let stopChain: (() => Promise<void>) | undefined;
let url = "";
let node: JsonRpcProvider;
let signer: JsonRpcSigner;
let multicallAddress = "";
let pair: IUniswapV2Pair;
let pairAddress = "";
let token0: TestERC20;
/** The JSON-RPC calls of each HTTP request the read client sent, in order. */
let posts: Wire[][] = [];
/** Rewrites each eth_getLogs on its way to the node (a node behind, a refusal); none by default. */
let rewriteGetLogs: ((filter: Record<string, unknown>) => Record<string, unknown>) | undefined;
let client: RpcReadClient;
let stopFollowing: (() => void) | undefined;

async function startOnFreePort(): Promise<number> {
  for (const port of CANDIDATE_PORTS) {
    if ((await rpcChainId(`http://127.0.0.1:${port}`, 500)) !== undefined) continue;
    stopChain = (await startLocalChains({ [CHAIN_ID]: port })).stop;
    return port;
  }
  throw new Error(`no free test port among ${CANDIDATE_PORTS.join(", ")}`);
}

/** The app's read client for the node, every request counted (and its eth_getLogs rewritten when asked). */
function countingClient(): RpcReadClient {
  const fetchFn: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as Wire | Wire[];
    const calls = Array.isArray(body) ? body : [body];
    posts.push(calls.map((c) => ({ method: c.method, params: c.params })));
    if (rewriteGetLogs) for (const c of calls) if (c.method === "eth_getLogs") c.params = [rewriteGetLogs(c.params[0] as Record<string, unknown>)];
    return fetch(input, { ...init, body: JSON.stringify(body) });
  };
  return new RpcReadClient(new FailoverTransport(CHAIN_ID, [url], {}, { fetchFn }), 50);
}

/** One block poll as the app sends it: the pair's reserves in the multicall, and the riders' reads beside it. */
async function poll(): Promise<number> {
  const polled = pollBlock({
    listeningKeys: [`${pairAddress}-0x0902f1ac`],
    multicallAddress,
    ethCall: (tx) => client.call(tx),
    getBlockNumber: () => client.getBlockNumber(),
  });
  boardPoll(CHAIN_ID, { send: (method, params) => client.send(method, params), poll: polled });
  return (await polled).blockNumber;
}

/** A real swap on the pair (token0 in, a little token1 out), in its own block after the transfer's. */
async function swap(): Promise<void> {
  await (await token0.transfer(pairAddress, 10n ** 18n)).wait();
  await (await pair.swap(0n, 10n ** 15n, await signer.getAddress(), "0x")).wait();
}

/** The pair's Swap and Sync logs of blocks from..to, straight from the node. */
async function nodeLogs(from: number, to: number): Promise<RawLog[]> {
  const query = groupQuery([pairAddress]);
  return parseRpcLogs(await node.send("eth_getLogs", [{ address: query.address, topics: query.topics, fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` }]));
}

/** A getLogs that records the ranges it is asked for and reads them from the node. */
function recordingGetLogs(asked: Array<[number, number]>): GetLogs {
  return async (_query, from, to) => {
    asked.push([from, to]);
    return nodeLogs(from, to);
  };
}

beforeAll(async () => {
  url = `http://127.0.0.1:${await startOnFreePort()}`;
  node = new JsonRpcProvider(url, CHAIN_ID, { staticNetwork: true, cacheTimeout: -1 });
  signer = await node.getSigner(0);
  const me = await signer.getAddress();
  multicallAddress = await (await (await new Multicall__factory(signer).deploy()).waitForDeployment()).getAddress();
  const factory = IUniswapV2Factory__factory.connect(await deployShippedArtifact(v2FactoryArtifact, signer, [me]), signer);
  const a = await (await new TestERC20__factory(signer).deploy("Alpha", "A", 18, 10n ** 24n)).waitForDeployment();
  const b = await (await new TestERC20__factory(signer).deploy("Beta", "B", 18, 10n ** 24n)).waitForDeployment();
  await (await factory.createPair(await a.getAddress(), await b.getAddress())).wait();
  pairAddress = (await factory.getPair(await a.getAddress(), await b.getAddress())).toLowerCase();
  pair = IUniswapV2Pair__factory.connect(pairAddress, signer);
  await (await a.transfer(pairAddress, 10n ** 21n)).wait();
  await (await b.transfer(pairAddress, 10n ** 21n)).wait();
  await (await pair.mint(me)).wait();
  token0 = (await pair.token0()).toLowerCase() === (await a.getAddress()).toLowerCase() ? a : b;
}, 180_000);

afterAll(async () => {
  node?.destroy();
  await stopChain?.();
});

beforeEach(() => {
  posts = [];
  rewriteGetLogs = undefined;
  client = countingClient();
  stopFollowing = followBlockLogs(CHAIN_ID, [pairAddress]);
});

afterEach(() => stopFollowing?.());

describe("the pools' new logs in the block poll's request", () => {
  it("brings a traded block's logs in the poll's one HTTP request, and serves that block's read from them", async () => {
    await poll(); // The first poll only marks where the logs start.
    await swap();
    posts = [];
    const head = await poll();
    expect(posts).toHaveLength(1);
    expect(posts[0].map((c) => c.method)).toEqual(["eth_call", "eth_getLogs"]);
    expect((posts[0][1].params[0] as { toBlock: string }).toBlock).toBe("latest");

    const asked: Array<[number, number]> = [];
    const logs = await withPolledLogs(CHAIN_ID, recordingGetLogs(asked))(groupQuery([pairAddress]), head - 1, head);
    expect(asked).toEqual([]);
    expect(logs).toEqual(await nodeLogs(head - 1, head));
    expect(logs.map((l) => l.blockNumber)).toEqual([head, head]); // the swap's Sync and Swap
    expect(posts).toHaveLength(1);
  });

  it("keeps serving over quiet blocks, and asks the node for what lies before the polls' logs", async () => {
    const start = await poll();
    await node.send("evm_mine", []);
    await poll();
    await swap();
    const head = await poll();
    const asked: Array<[number, number]> = [];
    const getLogs = withPolledLogs(CHAIN_ID, recordingGetLogs(asked));
    expect(await getLogs(groupQuery([pairAddress]), start + 1, head)).toEqual(await nodeLogs(start + 1, head));
    expect(asked).toEqual([]);
    expect(await getLogs(groupQuery([pairAddress]), start, head)).toEqual(await nodeLogs(start, head));
    expect(asked).toEqual([[start, head]]);
  });

  it("does not take an answer that stops before the multicall's block (a node behind it): the read goes to the node", async () => {
    await poll();
    // The node that answers the log read has only the first new block (the transfer's), not the swap's.
    rewriteGetLogs = (filter) => ({ ...filter, toBlock: filter.fromBlock });
    await swap();
    const head = await poll();
    const asked: Array<[number, number]> = [];
    const logs = await withPolledLogs(CHAIN_ID, recordingGetLogs(asked))(groupQuery([pairAddress]), head, head);
    expect(asked).toEqual([[head, head]]);
    expect(logs).toHaveLength(2);
  });

  it("after a refused log read, asks the node for that block and takes the polls' logs again from the next", async () => {
    await poll();
    rewriteGetLogs = (filter) => ({ ...filter, fromBlock: "not a block" });
    await swap();
    const failedAt = await poll();
    const asked: Array<[number, number]> = [];
    const getLogs = withPolledLogs(CHAIN_ID, recordingGetLogs(asked));
    expect(await getLogs(groupQuery([pairAddress]), failedAt, failedAt)).toHaveLength(2);
    expect(asked).toEqual([[failedAt, failedAt]]);

    rewriteGetLogs = undefined;
    await swap();
    const head = await poll();
    expect(await getLogs(groupQuery([pairAddress]), failedAt + 1, head)).toEqual(await nodeLogs(failedAt + 1, head));
    expect(asked).toEqual([[failedAt, failedAt]]);
  });

  it("starts over when the chain goes back, and never serves the blocks it had before", async () => {
    const snapshot = await node.send("evm_snapshot", []);
    await poll();
    await swap();
    const head = await poll();
    await node.send("evm_revert", [snapshot]);
    const back = await poll();
    expect(back).toBeLessThan(head);
    const asked: Array<[number, number]> = [];
    await withPolledLogs(CHAIN_ID, recordingGetLogs(asked))(groupQuery([pairAddress]), back, back);
    expect(asked).toEqual([[back, back]]);
  });

  it("answers reads of other pools or other events from the node", async () => {
    await poll();
    await swap();
    const head = await poll();
    const asked: Array<[number, number]> = [];
    const getLogs = withPolledLogs(CHAIN_ID, recordingGetLogs(asked));
    await getLogs({ address: [pairAddress, "0x00000000000000000000000000000000000000aa"], topics: groupQuery([]).topics }, head, head);
    await getLogs({ address: [pairAddress], topics: [null] }, head, head);
    expect(asked).toEqual([
      [head, head],
      [head, head],
    ]);
  });

  it("carries no log read in a poll more than a minute after the last (a hidden tab's), reads that range from the node, and rides again at the next poll", async () => {
    await poll();
    // The clock jumps a minute and a bit, as for a tab hidden meanwhile; it keeps running from there (a frozen clock
    // would also stop the read client's short caches from expiring).
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + 61_000);
    try {
      await swap();
      posts = [];
      const head = await poll();
      expect(posts.flat().map((c) => c.method)).toEqual(["eth_call"]);
      const asked: Array<[number, number]> = [];
      const getLogs = withPolledLogs(CHAIN_ID, recordingGetLogs(asked));
      expect(await getLogs(groupQuery([pairAddress]), head - 1, head)).toEqual(await nodeLogs(head - 1, head));
      expect(asked).toEqual([[head - 1, head]]);

      // The next poll follows within the minute: its request carries the log read again, and serves the next read.
      await swap();
      posts = [];
      const next = await poll();
      expect(posts).toHaveLength(1);
      expect(posts[0].map((c) => c.method)).toEqual(["eth_call", "eth_getLogs"]);
      expect(await getLogs(groupQuery([pairAddress]), head + 1, next)).toEqual(await nodeLogs(head + 1, next));
      expect(asked).toEqual([[head - 1, head]]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("reads no logs in the poll once no page follows them", async () => {
    stopFollowing?.();
    await poll();
    await swap();
    posts = [];
    await poll();
    expect(posts.flat().map((c) => c.method)).toEqual(["eth_call"]);
  });
});
