import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "@/sdk";
import { findOutcome, isPoolEmpty } from "./findOutcome";
import { ACCOUNT, BARK, E18, FIVE, pairOf } from "./testTokens";

const pair = pairOf(BARK, E18, FIVE, 2n * E18);
const emptyPair = pairOf(BARK, 0n, FIVE, 0n);
const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(pair.liquidityToken, raw);
const base = { account: ACCOUNT, bothSelected: true, lookup: "EXISTS" as const, pair, position: lp(5n) };

describe("/find outcome", () => {
  it("prompts first", () => {
    expect(findOutcome({ ...base, account: undefined })).toBe("connectWallet");
    expect(findOutcome({ ...base, bothSelected: false })).toBe("selectToken");
  });
  it("found / no liquidity yet", () => {
    expect(findOutcome(base)).toBe("found");
    expect(findOutcome({ ...base, position: lp(0n) })).toBe("noLiquidityYet");
    expect(findOutcome({ ...base, position: undefined })).toBe("loading");
  });
  it("no pool for a missing or empty pool", () => {
    expect(findOutcome({ ...base, lookup: "NOT_EXISTS", pair: null })).toBe("noPool");
    expect(findOutcome({ ...base, pair: emptyPair })).toBe("noPool");
  });
  it("invalid and loading", () => {
    expect(findOutcome({ ...base, lookup: "INVALID", pair: null })).toBe("invalid");
    expect(findOutcome({ ...base, lookup: "LOADING", pair: null })).toBe("loading");
    // A pair and position still known from before do not count while the lookup is loading again.
    expect(findOutcome({ ...base, lookup: "LOADING" })).toBe("loading");
  });
  it("empty pool rule", () => {
    expect(isPoolEmpty("EXISTS", pair)).toBe(false);
    expect(isPoolEmpty("EXISTS", emptyPair)).toBe(true);
    expect(isPoolEmpty("NOT_EXISTS", null)).toBe(true);
    expect(isPoolEmpty("LOADING", null)).toBe(false);
  });
  it("a pool with one empty reserve is not empty", () => {
    expect(isPoolEmpty("EXISTS", pairOf(BARK, 0n, FIVE, E18))).toBe(false);
    expect(isPoolEmpty("EXISTS", pairOf(BARK, E18, FIVE, 0n))).toBe(false);
  });
  it("an empty pair is only read as empty once the lookup says it exists", () => {
    expect(isPoolEmpty("LOADING", emptyPair)).toBe(false);
    expect(isPoolEmpty("INVALID", emptyPair)).toBe(false);
    expect(isPoolEmpty("EXISTS", null)).toBe(false);
  });
  it("an existing pool whose pair is not read yet is loading, even with a known position", () => {
    expect(findOutcome({ ...base, pair: null })).toBe("loading");
    expect(findOutcome({ ...base, pair: undefined })).toBe("loading");
  });
});
