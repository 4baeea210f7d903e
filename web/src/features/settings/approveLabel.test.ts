import { describe, expect, it } from "vitest";
import { CurrencyAmount, Token } from "@/sdk";
import { exactApproveParams } from "./approveLabel";

const CPEN = new Token(555555, "0x0000000000000000000000000000000000000001", 18, "CPEN", "Pentagon Coin");

describe("exactApproveParams", () => {
  it("is nothing in unlimited mode, so the page keeps 'Approve <symbol>'", () => {
    expect(exactApproveParams("unlimited", CurrencyAmount.fromRawAmount(CPEN, 125n * 10n ** 17n))).toBeUndefined();
  });
  it("shows the amount being approved in exact mode", () => {
    expect(exactApproveParams("exact", CurrencyAmount.fromRawAmount(CPEN, 125n * 10n ** 17n))).toEqual({ amount: "12.5", symbol: "CPEN" });
  });
  it("is nothing without an amount", () => {
    expect(exactApproveParams("exact", undefined)).toBeUndefined();
  });
});
