import { describe, expect, it } from "vitest";
import { isAddress } from "./address";

const checksummed = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

describe("isAddress", () => {
  it("returns the checksummed form for valid input", () => {
    expect(isAddress(checksummed)).toBe(checksummed);
    expect(isAddress(checksummed.toLowerCase())).toBe(checksummed);
  });
  it("rejects a wrong checksum, wrong length, missing 0x and non-strings", () => {
    expect(isAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).toBe(false);
    expect(isAddress(checksummed.slice(0, 41))).toBe(false);
    expect(isAddress(checksummed.slice(2))).toBe(false);
    expect(isAddress(`${checksummed} `)).toBe(false);
    expect(isAddress(undefined)).toBe(false);
    expect(isAddress(42)).toBe(false);
  });
});
