import { describe, expect, it } from "vitest";
import { blockNumberReducer, updateBlockNumber } from "./blockNumberSlice";
import { transactionsReducer, addTransaction, finalizeTransaction } from "@/features/transactions";
import { chainReset, isChainReset } from "./chainReset";
import { multicallReducer, updateMulticallResults } from "./multicall";

describe("isChainReset", () => {
  it("is a reset when the block number goes backwards or block 0's hash changes", () => {
    expect(isChainReset({ blockNumber: 120 }, { blockNumber: 3 })).toBe(true);
    expect(isChainReset({ blockNumber: 120, genesisHash: "0xaa" }, { blockNumber: 130, genesisHash: "0xbb" })).toBe(true);
  });
  it("is no reset on the first poll, on progress, or without a new genesis reading", () => {
    expect(isChainReset({}, { blockNumber: 3, genesisHash: "0xaa" })).toBe(false);
    expect(isChainReset({ blockNumber: 3, genesisHash: "0xaa" }, { blockNumber: 3, genesisHash: "0xaa" })).toBe(false);
    expect(isChainReset({ blockNumber: 3, genesisHash: "0xaa" }, { blockNumber: 9 })).toBe(false);
  });
});

describe("chainReset in the slices", () => {
  it("forgets the chain's block number so a lower one is accepted again", () => {
    let state = blockNumberReducer(undefined, updateBlockNumber({ chainId: 555555, blockNumber: 120 }));
    state = blockNumberReducer(state, updateBlockNumber({ chainId: 3344, blockNumber: 50 }));
    state = blockNumberReducer(state, chainReset({ chainId: 555555 }));
    state = blockNumberReducer(state, updateBlockNumber({ chainId: 555555, blockNumber: 4 }));
    expect(state).toEqual({ 555555: 4, 3344: 50 });
  });

  it("drops the chain's multicall results (older block numbers would never replace them)", () => {
    let state = multicallReducer(undefined, updateMulticallResults({ chainId: 555555, blockNumber: 120, results: { "0xa-0x1": "0x01" } }));
    state = multicallReducer(state, updateMulticallResults({ chainId: 3344, blockNumber: 7, results: { "0xa-0x1": "0x02" } }));
    state = multicallReducer(state, chainReset({ chainId: 555555 }));
    state = multicallReducer(state, updateMulticallResults({ chainId: 555555, blockNumber: 4, results: { "0xa-0x1": "0x03" } }));
    expect(state.callResults[555555]["0xa-0x1"]).toEqual({ data: "0x03", blockNumber: 4 });
    expect(state.callResults[3344]["0xa-0x1"].data).toBe("0x02");
  });

  it("marks the chain's unmined transactions dropped and keeps mined ones and other chains' as they were", () => {
    let state = transactionsReducer(undefined, addTransaction({ chainId: 555555, hash: "0x1", from: "0xf", addedTime: 1 }));
    state = transactionsReducer(state, addTransaction({ chainId: 555555, hash: "0x2", from: "0xf", addedTime: 1 }));
    state = transactionsReducer(state, addTransaction({ chainId: 3344, hash: "0x3", from: "0xf", addedTime: 1 }));
    const receipt = { blockHash: "0xb", blockNumber: 5, contractAddress: null, from: "0xf", status: 1, to: "0xt", transactionHash: "0x2", transactionIndex: 0 };
    state = transactionsReducer(state, finalizeTransaction({ chainId: 555555, hash: "0x2", receipt, confirmedTime: 2 }));
    state = transactionsReducer(state, chainReset({ chainId: 555555 }));
    expect(state[555555]["0x1"].lost).toEqual({ reason: "dropped" });
    expect(state[555555]["0x2"].lost).toBeUndefined();
    expect(state[555555]["0x2"].receipt).toEqual(receipt);
    expect(state[3344]["0x3"].lost).toBeUndefined();
  });
});
