import { describe, expect, it } from "vitest";
import { blockNumberReducer, updateBlockNumber } from "./blockNumberSlice";

describe("blockNumber slice", () => {
  it("starts without blocks and keeps the highest block per chain", () => {
    expect(blockNumberReducer(undefined, { type: "init" })).toEqual({});
    let state = blockNumberReducer(undefined, updateBlockNumber({ chainId: 555555, blockNumber: 10 }));
    state = blockNumberReducer(state, updateBlockNumber({ chainId: 555555, blockNumber: 7 }));
    state = blockNumberReducer(state, updateBlockNumber({ chainId: 3344, blockNumber: 3 }));
    expect(state).toEqual({ 555555: 10, 3344: 3 });
    state = blockNumberReducer(state, updateBlockNumber({ chainId: 555555, blockNumber: 11 }));
    expect(state[555555]).toBe(11);
  });
});
