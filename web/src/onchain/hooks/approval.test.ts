import { MaxUint256 } from "ethers";
import { describe, expect, it } from "vitest";
import { CurrencyAmount, nativeOnChain, Token } from "@/sdk";
import { approvalState, ApprovalState, isUnlimitedAllowance, ROUTER_UNLIMITED_APPROVAL, unlimitedApprovalAmount } from "./approval";

const token = new Token(555555, "0x0000000000000000000000000000000000000001", 18, "BARK", "Bark");
const spender = "0x0000000000000000000000000000000000000002";
const amount = CurrencyAmount.fromRawAmount(token, 100n);

describe("approvalState", () => {
  it("is UNKNOWN without an amount, a spender or a known allowance", () => {
    expect(approvalState(undefined, spender, CurrencyAmount.fromRawAmount(token, 0n), false)).toBe(ApprovalState.UNKNOWN);
    expect(approvalState(amount, undefined, CurrencyAmount.fromRawAmount(token, 0n), false)).toBe(ApprovalState.UNKNOWN);
    expect(approvalState(amount, spender, undefined, false)).toBe(ApprovalState.UNKNOWN);
  });
  it("treats the native coin as always approved", () => {
    expect(approvalState(CurrencyAmount.fromRawAmount(nativeOnChain(555555), 5n), spender, undefined, false)).toBe(ApprovalState.APPROVED);
  });
  it("is NOT_APPROVED below the amount, PENDING while an approval is unconfirmed, APPROVED at or above", () => {
    expect(approvalState(amount, spender, CurrencyAmount.fromRawAmount(token, 99n), false)).toBe(ApprovalState.NOT_APPROVED);
    expect(approvalState(amount, spender, CurrencyAmount.fromRawAmount(token, 99n), true)).toBe(ApprovalState.PENDING);
    expect(approvalState(amount, spender, CurrencyAmount.fromRawAmount(token, 100n), true)).toBe(ApprovalState.APPROVED);
  });
});

describe("unlimitedApprovalAmount", () => {
  it("uses 10^36 for the router and the uint256 maximum for anything else", () => {
    expect(unlimitedApprovalAmount(spender.toUpperCase().replace("0X", "0x"), spender)).toBe(ROUTER_UNLIMITED_APPROVAL);
    expect(unlimitedApprovalAmount(spender, "0x0000000000000000000000000000000000000003")).toBe(MaxUint256);
  });
});

describe("isUnlimitedAllowance", () => {
  it("counts the router's own 10^36 approval as unlimited, also once a swap has spent from it", () => {
    expect(isUnlimitedAllowance(ROUTER_UNLIMITED_APPROVAL)).toBe(true);
    expect(isUnlimitedAllowance(ROUTER_UNLIMITED_APPROVAL - 10n ** 24n)).toBe(true);
    expect(isUnlimitedAllowance(MaxUint256)).toBe(true);
  });
  it("shows any amount a user could hold as a number", () => {
    expect(isUnlimitedAllowance(ROUTER_UNLIMITED_APPROVAL / 2n - 1n)).toBe(false);
    expect(isUnlimitedAllowance(ROUTER_UNLIMITED_APPROVAL / 2n)).toBe(true);
    expect(isUnlimitedAllowance(123n * 10n ** 18n)).toBe(false);
    expect(isUnlimitedAllowance(0n)).toBe(false);
  });
});
