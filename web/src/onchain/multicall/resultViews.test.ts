import { describe, expect, it } from "vitest";
import { INVALID_RESULT } from "./callState";
import { sameStoredResults, selectStoredResults, toResultViews } from "./resultViews";

const stored = {
  "0xa-0x01": { data: "0x05", blockNumber: 7 },
  "0xb-0x01": { data: null, blockNumber: 7, fetchingBlockNumber: 8 },
};

describe("multicall result selection", () => {
  it("selects the stored result of each key; none for a call that could not be formed or has no result", () => {
    const keys = ["0xa-0x01", undefined, "0xc-0x01"];
    expect(selectStoredResults(stored, keys)).toEqual([stored["0xa-0x01"], undefined, undefined]);
    expect(selectStoredResults(undefined, keys)).toEqual([undefined, undefined, undefined]);
  });

  it("views: an unformed call is invalid, a call without a result is valid and empty", () => {
    const keys = ["0xb-0x01", undefined, "0xc-0x01"];
    expect(toResultViews(keys, selectStoredResults(stored, keys))).toEqual([
      { valid: true, data: null, blockNumber: 7 },
      INVALID_RESULT,
      { valid: true, data: undefined, blockNumber: undefined },
    ]);
  });

  it("two selections are the same when each result has the same data and block, whatever is being fetched", () => {
    const before = [{ data: "0x05", blockNumber: 7 }, undefined];
    expect(sameStoredResults(before, [{ data: "0x05", blockNumber: 7, fetchingBlockNumber: 8 }, undefined])).toBe(true);
    expect(sameStoredResults(before, [{ data: "0x06", blockNumber: 7 }, undefined])).toBe(false);
    expect(sameStoredResults(before, [{ data: "0x05", blockNumber: 8 }, undefined])).toBe(false);
    expect(sameStoredResults(before, [{ data: "0x05", blockNumber: 7 }, { data: "0x01", blockNumber: 7 }])).toBe(false);
    expect(sameStoredResults(before, [{ data: "0x05", blockNumber: 7 }])).toBe(false);
    expect(sameStoredResults([undefined], [undefined])).toBe(true);
  });
});
