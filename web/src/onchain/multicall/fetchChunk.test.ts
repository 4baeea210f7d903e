import { describe, expect, it } from "vitest";
import { Multicall__factory } from "../../../../typechain-types/factories/contracts/Multicall__factory";
import type { Call } from "./callKeys";
import { decodeChunk, encodeChunk, fetchChunk } from "./fetchChunk";
import { fetchOutdatedCalls } from "./fetchOutdated";
import { RetryableError } from "./retry";
import { RpcUnavailableError, isRpcUnavailableError } from "../rpc";

const iface = Multicall__factory.createInterface();
const MULTICALL = "0x5BA1e12693Dc8F9c48aAD8770482f4739bEeD696";
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

/** A node answering tryBlockAndAggregate: each call's result is a function of its calldata; "0xdead" reverts. */
function fakeNode(blockNumber: number) {
  const requests: string[] = [];
  const ethCall = async ({ data }: { to: string; data: string }) => {
    requests.push(data);
    const [, calls] = iface.decodeFunctionData("tryBlockAndAggregate", data) as unknown as [boolean, [string, string][]];
    const results = calls.map(([, callData]) => (callData === "0xdead" ? [false, "0x"] : [true, callData + "00"]));
    return iface.encodeFunctionResult("tryBlockAndAggregate", [blockNumber, "0x" + "00".repeat(32), results]);
  };
  return { ethCall, requests };
}

describe("fetchChunk", () => {
  it("encodes calls and decodes per-call results; a failing call yields null without failing the chunk", async () => {
    const calls: Call[] = [
      { address: addr(1), callData: "0x01" },
      { address: addr(2), callData: "0xdead" },
    ];
    const node = fakeNode(7);
    const result = await fetchChunk(node.ethCall, MULTICALL, calls, 7);
    expect(result).toEqual({ blockNumber: 7, results: ["0x0100", null] });
    expect(node.requests).toEqual([encodeChunk(calls)]);
  });

  it("throws RetryableError for an answer from an older block or a failed request", async () => {
    await expect(fetchChunk(fakeNode(6).ethCall, MULTICALL, [{ address: addr(1), callData: "0x01" }], 7)).rejects.toBeInstanceOf(RetryableError);
    await expect(
      fetchChunk(async () => { throw new Error("socket hang up"); }, MULTICALL, [{ address: addr(1), callData: "0x01" }], 7),
    ).rejects.toThrow("Multicall request failed: socket hang up");
  });

  it("a chain outage stays recognisable through the RetryableError (the block poll backs off on it)", async () => {
    const outage = new RpcUnavailableError(555555, ["http://a: HTTP 500"]);
    const error = await fetchChunk(async () => { throw outage; }, MULTICALL, [{ address: addr(1), callData: "0x01" }], 7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryableError);
    expect((error as Error).cause).toBe(outage);
    expect(isRpcUnavailableError(error)).toBe(true);
    expect(isRpcUnavailableError(new RetryableError("Fetched for old block number 6 < 7"))).toBe(false);
  });

  it("rejects a result of the wrong length", () => {
    const data = iface.encodeFunctionResult("tryBlockAndAggregate", [1, "0x" + "00".repeat(32), []]);
    expect(() => decodeChunk(data, 1)).toThrow("Multicall returned 0 results for 1 calls");
  });
});

describe("fetchOutdatedCalls", () => {
  it("marks calls fetching, sends one request per chunk and stores results keyed address-calldata", async () => {
    const node = fakeNode(5);
    const actions: { type: string; payload: unknown }[] = [];
    const keys = Array.from({ length: 5 }, (_, i) => `${addr(i + 1)}-0x0${i}`);
    fetchOutdatedCalls({
      chainId: 555555, latestBlockNumber: 5, outdatedCallKeys: keys, multicallAddress: MULTICALL,
      ethCall: node.ethCall, dispatch: (a) => { actions.push(a as never); return a; }, maxChunkSize: 2,
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(node.requests.length).toBe(3);
    expect(actions[0].type).toBe("multicall/fetchingMulticallResults");
    const updates = actions.filter((a) => a.type === "multicall/updateMulticallResults");
    expect(updates.length).toBe(3);
    const merged = Object.assign({}, ...updates.map((u) => (u.payload as { results: object }).results));
    expect(merged).toEqual(Object.fromEntries(keys.map((k) => [k, k.split("-")[1] + "00"])));
  });

  it("a cancelled fetch stores no answer after cancel, and clears its calls' fetching mark", async () => {
    let release: (v: string) => void = () => {};
    const actions: string[] = [];
    const [cancel] = fetchOutdatedCalls({
      chainId: 1, latestBlockNumber: 5, outdatedCallKeys: [`${addr(1)}-0x01`], multicallAddress: MULTICALL,
      ethCall: () => new Promise((r) => (release = r)), dispatch: (a) => { actions.push(a.type); return a; },
    });
    cancel();
    release(await fakeNode(5).ethCall({ to: MULTICALL, data: encodeChunk([{ address: addr(1), callData: "0x01" }]) }));
    await new Promise((r) => setTimeout(r, 0));
    // Not an answer, nor an error: only the mark goes, so that the calls are asked again (not left "being fetched").
    expect(actions).toEqual(["multicall/fetchingMulticallResults", "multicall/stoppedFetchingMulticallResults"]);
  });
});
