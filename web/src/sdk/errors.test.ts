import { describe, expect, it } from "vitest";
import { InsufficientInputAmountError, InsufficientReservesError, invariant, SdkError } from "./errors";

describe("errors", () => {
  it("carry the assertion code as code and message", () => {
    const error = new SdkError("TTL");
    expect(error.code).toBe("TTL");
    expect(error.message).toBe("TTL");
    expect(error).toBeInstanceOf(Error);
    expect(() => invariant(false, "PATH")).toThrow(SdkError);
    expect(() => invariant(1, "PATH")).not.toThrow();
  });
  it("mark the two insufficient-* errors so searches can skip them", () => {
    expect(new InsufficientReservesError().isInsufficientReservesError).toBe(true);
    expect(new InsufficientInputAmountError().isInsufficientInputAmountError).toBe(true);
    expect(new InsufficientInputAmountError()).toBeInstanceOf(Error);
  });
  it("say what they are where they are logged or reported (String(error) is '<name>: <message>')", () => {
    expect(String(new SdkError("TTL"))).toBe("SdkError: TTL");
    expect(String(new InsufficientReservesError())).toBe("InsufficientReservesError: Insufficient reserves");
    expect(String(new InsufficientInputAmountError())).toBe("InsufficientInputAmountError: Insufficient input amount");
  });
});
