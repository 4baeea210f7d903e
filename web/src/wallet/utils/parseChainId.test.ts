import { describe, expect, it } from "vitest";
import { parseChainId, toHexChainId } from "./parseChainId";

describe("parseChainId", () => {
  it("reads hex strings, decimal strings, numbers and bigints", () => {
    expect(parseChainId("0x87a23")).toBe(555555);
    expect(parseChainId("0X87A23")).toBe(555555);
    expect(parseChainId("3344")).toBe(3344);
    expect(parseChainId(5555)).toBe(5555);
    expect(parseChainId(1n)).toBe(1);
  });

  it("rejects garbage instead of guessing", () => {
    for (const bad of ["", "0x", "abc", -1, 0, 1.5, null, undefined, {}]) {
      expect(() => parseChainId(bad)).toThrow("Invalid chain id");
    }
  });

  it("round-trips through hex", () => {
    expect(parseChainId(toHexChainId(3344))).toBe(3344);
    expect(toHexChainId(555555)).toBe("0x87a23");
  });
});
