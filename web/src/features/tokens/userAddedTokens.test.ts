import { describe, expect, it } from "vitest";
import { INVALID_CALL_STATE, LOADING_CALL_STATE } from "@/onchain/multicall";
import { isMissingToken } from "./userAddedTokens";

describe("isMissingToken", () => {
  it("only a finished, failed decimals() read means the contract is not there", () => {
    expect(isMissingToken({ valid: true, loading: false, syncing: false, error: true, value: undefined })).toBe(true);
    expect(isMissingToken({ valid: true, loading: false, syncing: false, error: false, value: 18n })).toBe(false);
    expect(isMissingToken(LOADING_CALL_STATE)).toBe(false);
    expect(isMissingToken(INVALID_CALL_STATE)).toBe(false);
    expect(isMissingToken(undefined)).toBe(false);
  });
});
