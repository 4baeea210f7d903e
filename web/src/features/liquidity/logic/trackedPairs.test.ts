import { describe, expect, it } from "vitest";
import { Token } from "@/sdk";
import { BARK, CHAIN, FIVE, USDT, WPEN } from "./testTokens";
import { trackedTokenPairs } from "./trackedPairs";

const names = (pairs: [Token, Token][]) => pairs.map(([a, b]) => `${a.symbol}/${b.symbol}`);

describe("tracked token pairs", () => {
  it("bases with bases and tokens, once each, without same-token pairs", () => {
    const pairs = trackedTokenPairs(CHAIN, [WPEN, BARK], [BARK, FIVE], []);
    expect(names(pairs)).toEqual(["WPEN/BARK", "WPEN/FIVE", "BARK/FIVE"]);
  });
  it("adds saved pairs and ignores duplicates in either order", () => {
    const pairs = trackedTokenPairs(CHAIN, [WPEN], [], [[FIVE, USDT], [USDT, FIVE], [WPEN, WPEN]]);
    expect(names(pairs)).toEqual(["FIVE/USDT"]);
  });
  it("drops tokens of other chains", () => {
    const other = new Token(3344, BARK.address, 18, "X");
    expect(trackedTokenPairs(CHAIN, [WPEN], [other], [[other, BARK]])).toEqual([]);
    // Either side of another chain is dropped, also when the addresses differ.
    expect(trackedTokenPairs(CHAIN, [], [], [[other, FIVE], [FIVE, other]])).toEqual([]);
  });
});
