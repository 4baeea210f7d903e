import { describe, expect, it } from "vitest";
import { Token } from "@/sdk";
import { commonBases, tradePairCandidates } from "./commonBases";
import { BARK, CHAIN, FIVE, WPEN } from "./testFixtures";

// The everyday bases and candidates are in logic.test.ts; these are the chains without bases and the tokens of
// two chains.

/** No wrapped token and no routing symbols are registered for this chain id. */
const UNKNOWN_CHAIN = 424242;

describe("commonBases on a chain the app does not know", () => {
  it("has no bases, whatever is deployed there", () => {
    expect(commonBases(UNKNOWN_CHAIN)).toEqual([]);
    expect(commonBases(UNKNOWN_CHAIN, [{ address: BARK.address, symbol: "USDT", name: "Tether", decimals: 6 }])).toEqual([]);
  });
});

describe("tradePairCandidates across chains", () => {
  it("gives nothing for two tokens of different chains", () => {
    const elsewhere = new Token(CHAIN + 1, FIVE.address, 18, "FIVE");
    expect(tradePairCandidates(BARK, elsewhere, [WPEN])).toEqual([]);
    expect(tradePairCandidates(undefined, FIVE, [WPEN])).toEqual([]);
  });
});
