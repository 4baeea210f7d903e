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
  });
  it("empty pool rule", () => {
    expect(isPoolEmpty("EXISTS", pair)).toBe(false);
    expect(isPoolEmpty("EXISTS", emptyPair)).toBe(true);
    expect(isPoolEmpty("NOT_EXISTS", null)).toBe(true);
    expect(isPoolEmpty("LOADING", null)).toBe(false);
  });
});
