import { describe, expect, it } from "vitest";
import {
  addMulticallListeners,
  errorFetchingMulticallResults,
  fetchingMulticallResults,
  initialState,
  multicallReducer,
  removeMulticallListeners,
  stoppedFetchingMulticallResults,
  updateMulticallResults,
} from "./slice";
import { chainReset } from "../chainReset";
import { activeListeningKeys, keysDueNextBlock, outdatedListeningKeys } from "./outdatedKeys";

const ADDR = "0x6B175474E89094C44Da98b954EedeAC495271d0F";
const call = { address: ADDR, callData: "0x01" };
const key = `${ADDR}-0x01`;

describe("multicall reducer", () => {
  it("counts listeners per blocksPerFetch and removes them", () => {
    let s = multicallReducer(initialState, addMulticallListeners({ chainId: 1, calls: [call, call], options: { blocksPerFetch: 1 } }));
    s = multicallReducer(s, addMulticallListeners({ chainId: 1, calls: [call], options: { blocksPerFetch: 4 } }));
    expect(s.callListeners[1][key]).toEqual({ 1: 2, 4: 1 });
    s = multicallReducer(s, removeMulticallListeners({ chainId: 1, calls: [call], options: { blocksPerFetch: 1 } }));
    s = multicallReducer(s, removeMulticallListeners({ chainId: 1, calls: [call], options: { blocksPerFetch: 4 } }));
    expect(s.callListeners[1][key]).toEqual({ 1: 1 });
    s = multicallReducer(s, removeMulticallListeners({ chainId: 1, calls: [call], options: { blocksPerFetch: 1 } }));
    expect(s.callListeners[1][key]).toBeUndefined();
    // Removing from an unknown chain is a no-op, not a crash.
    expect(multicallReducer(s, removeMulticallListeners({ chainId: 9, calls: [call], options: { blocksPerFetch: 1 } }))).toEqual(s);
  });

  it("stores results with their block number and never goes back to older data", () => {
    let s = multicallReducer(initialState, fetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 10 }));
    expect(s.callResults[1][key]).toEqual({ fetchingBlockNumber: 10 });
    s = multicallReducer(s, updateMulticallResults({ chainId: 1, blockNumber: 10, results: { [key]: "0xaa" } }));
    expect(s.callResults[1][key]).toEqual({ data: "0xaa", blockNumber: 10 });
    s = multicallReducer(s, updateMulticallResults({ chainId: 1, blockNumber: 9, results: { [key]: "0xbb" } }));
    expect(s.callResults[1][key].data).toBe("0xaa");
  });

  it("fetching only moves forward; an error from an older fetch is ignored", () => {
    let s = multicallReducer(initialState, fetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 12 }));
    s = multicallReducer(s, fetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 11 }));
    expect(s.callResults[1][key].fetchingBlockNumber).toBe(12);
    s = multicallReducer(s, errorFetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 11 }));
    expect(s.callResults[1][key]).toEqual({ fetchingBlockNumber: 12 });
    s = multicallReducer(s, errorFetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 12 }));
    expect(s.callResults[1][key]).toEqual({ data: null, blockNumber: 12 });
  });
});

describe("outdated keys", () => {
  it("picks the most demanding listener", () => {
    expect(activeListeningKeys({ 1: { a: { 1: 1, 5: 2 }, b: { 3: 1, 4: 0 } } }, 1)).toEqual({ a: 1, b: 3 });
    expect(activeListeningKeys({}, 1)).toEqual({});
    expect(activeListeningKeys({ 1: { a: { 1: 1 } } }, undefined)).toEqual({});
    // A count down to 0 is no listener: it neither decides the pace nor keeps the call listened to.
    expect(activeListeningKeys({ 1: { d: { 1: 0, 5: 1 }, e: { 2: 0 } } }, 1)).toEqual({ d: 5 });
    // Chain id 0 is no chain.
    expect(activeListeningKeys({ 0: { a: { 1: 1 } } }, 0)).toEqual({});
  });

  it("fetches each key once per block (or per blocksPerFetch)", () => {
    const listening = { a: 1, b: 1, c: 3, d: 1 };
    const results = {
      1: {
        a: { data: "0x", blockNumber: 10 }, // current
        b: { data: "0x", blockNumber: 9 }, // one block old
        c: { data: "0x", blockNumber: 8 }, // within its 3 blocks
        d: { fetchingBlockNumber: 10 }, // first read, already being fetched for this block
        e: { fetchingBlockNumber: 9 }, // first read, being fetched for the block before
        f: { data: "0x", blockNumber: 9, fetchingBlockNumber: 10 }, // read again, being fetched for this block
      },
    };
    const listeningAll = { ...listening, e: 1, f: 1 };
    expect(outdatedListeningKeys(results, listeningAll, 1, 10)).toEqual(["b"]);
    // d's first read for 10 answers at most one block late: not sent again at 11 (e's for 9 is two blocks behind);
    // f has an answer: it is read again at 11.
    expect(outdatedListeningKeys(results, listeningAll, 1, 11).sort()).toEqual(["a", "b", "c", "e", "f"]);
    expect(outdatedListeningKeys(results, listeningAll, 1, 12).sort()).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(outdatedListeningKeys({}, listening, 1, 10).sort()).toEqual(["a", "b", "c", "d"]);
    expect(outdatedListeningKeys(results, listening, 1, undefined)).toEqual([]);
  });

  it("polls the calls due at the next block, not those read once and answered", () => {
    const ONCE = Number.MAX_SAFE_INTEGER;
    const callListeners = { 1: { reserves: { 1: 1 }, token0: { [ONCE]: 1 }, name: { [ONCE]: 1 }, fresh: { [ONCE]: 1 } } };
    const callResults = {
      1: {
        reserves: { data: "0x01", blockNumber: 10 },
        token0: { data: "0x02", blockNumber: 3 },
        name: { data: "0x03", blockNumber: 10 },
        // Listened to since the last block: not read yet, so in the next poll.
      },
    };
    expect(keysDueNextBlock({ callListeners, callResults }, 1, 10).sort()).toEqual(["fresh", "reserves"]);
    // Before the first block every listened call is due.
    expect(keysDueNextBlock({ callListeners, callResults: {} }, 1, undefined).sort()).toEqual(["fresh", "name", "reserves", "token0"]);
    expect(keysDueNextBlock({ callListeners, callResults }, undefined, 10)).toEqual([]);
  });
});

describe("calls being fetched", () => {
  const listening = { callListeners: { 1: { [key]: { 1: 1 } } } };
  const due = (s: typeof initialState, knownBlock: number) => keysDueNextBlock({ ...listening, callResults: s.callResults }, 1, knownBlock);

  it("the block poll leaves out a call's first read still being fetched for the known block, and carries it after its answer", () => {
    // A page's new listener: the multicall updater fetches it for block 10. The poll at 10 would only queue the same
    // read a second time on the node.
    let s = multicallReducer(initialState, fetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 10 }));
    expect(due(s, 10)).toEqual([]);
    // Still under way when block 11 comes: its answer for 10 is at most one block late, so it is not asked again...
    expect(outdatedListeningKeys(s.callResults, { [key]: 1 }, 1, 11)).toEqual([]);
    // ...until it is two blocks behind.
    expect(due(s, 11)).toEqual([key]);
    expect(outdatedListeningKeys(s.callResults, { [key]: 1 }, 1, 12)).toEqual([key]);
    s = multicallReducer(s, updateMulticallResults({ chainId: 1, blockNumber: 10, results: { [key]: "0x10" } }));
    expect(s.callResults[1][key]).toEqual({ data: "0x10", blockNumber: 10 });
    expect(due(s, 10)).toEqual([key]);
  });

  it("a call with an answer, fetched again for the known block, stays in the poll", () => {
    // Waiting for such a fetch could leave the call one block late at every block: each late answer fetched again on
    // its own, still under way when the next poll goes.
    let s = multicallReducer(initialState, updateMulticallResults({ chainId: 1, blockNumber: 10, results: { [key]: "0x10" } }));
    s = multicallReducer(s, fetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 11 }));
    expect(due(s, 11)).toEqual([key]);
    // The updater itself does not send it twice for one block.
    expect(outdatedListeningKeys(s.callResults, { [key]: 1 }, 1, 11)).toEqual([]);
  });

  it("a fetch stopped without an answer (cancelled, or failed and waiting to retry) leaves its call due again", () => {
    let s = multicallReducer(initialState, fetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 10 }));
    expect(due(s, 10)).toEqual([]);
    // Stopping an older fetch leaves the newer one's mark alone.
    s = multicallReducer(s, stoppedFetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 9 }));
    expect(due(s, 10)).toEqual([]);
    s = multicallReducer(s, stoppedFetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 10 }));
    expect(s.callResults[1][key]).toEqual({});
    expect(due(s, 10)).toEqual([key]);
    // A chain never read, or another chain: nothing to stop, no crash.
    expect(multicallReducer(initialState, stoppedFetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 10 }))).toEqual(initialState);
  });

  it("an answer for an older block keeps the mark of a fetch for a later one", () => {
    let s = multicallReducer(initialState, fetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 11 }));
    s = multicallReducer(s, updateMulticallResults({ chainId: 1, blockNumber: 10, results: { [key]: "0x10" } }));
    expect(s.callResults[1][key]).toEqual({ data: "0x10", blockNumber: 10, fetchingBlockNumber: 11 });
    expect(outdatedListeningKeys(s.callResults, { [key]: 1 }, 1, 11)).toEqual([]);
    s = multicallReducer(s, updateMulticallResults({ chainId: 1, blockNumber: 11, results: { [key]: "0x11" } }));
    expect(s.callResults[1][key]).toEqual({ data: "0x11", blockNumber: 11 });
  });

  it("a chain reset drops the marks with the results", () => {
    let s = multicallReducer(initialState, fetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: 10 }));
    s = multicallReducer(s, chainReset({ chainId: 1 }));
    expect(due(s, 10)).toEqual([key]);
  });
});
