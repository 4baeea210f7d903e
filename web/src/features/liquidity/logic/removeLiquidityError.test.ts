import { describe, expect, it } from "vitest";
import { toUserError } from "@/onchain/errors";
import en from "../../../../public/locales/en.json";
import { removeLiquidityError } from "./removeLiquidityError";

describe("removeLiquidityError", () => {
  it("gives a token's revert the removal's own text, with the reason kept", () => {
    const revert = Object.assign(new Error('execution reverted: "ds-math-sub-underflow"'), { code: "CALL_EXCEPTION", reason: "ds-math-sub-underflow" });
    const mapped = removeLiquidityError(toUserError(revert));
    expect(mapped).toEqual({ kind: "revert", messageKey: "errors.revertRemoveLiquidity", params: { reason: "ds-math-sub-underflow" } });
    expect(en.errors.revertRemoveLiquidity).toContain("{{reason}}");
    expect(en.errors.revertRemoveLiquidity).not.toMatch(/swapping/);
  });

  it("leaves every other error as it is", () => {
    for (const error of [
      { kind: "revert" as const, messageKey: "errors.slippage" },
      { kind: "rejected" as const, messageKey: "errors.rejected" },
      { kind: "unknown" as const, messageKey: "errors.unknown", params: { message: "boom" } },
    ]) {
      expect(removeLiquidityError(error)).toBe(error);
    }
  });
});
