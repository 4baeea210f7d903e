import { describe, expect, it } from "vitest";
import { getAddress } from "ethers";
import { parseAddress, validateAndParseAddress, type Address } from "./address";

describe("validateAndParseAddress", () => {
  it("checksums lowercase and uppercase input like ethers", () => {
    for (let i = 0; i < 50; i++) {
      const hex = Array.from({ length: 40 }, (_, j) => ((i * 7 + j * 13) % 16).toString(16)).join("");
      expect(validateAndParseAddress("0x" + hex)).toBe(getAddress("0x" + hex));
      expect(validateAndParseAddress("0x" + hex.toUpperCase())).toBe(getAddress("0x" + hex));
    }
  });
  it("accepts a correct checksum", () => {
    expect(validateAndParseAddress("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2")).toBe(
      "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
    );
  });
  it("rejects a wrong checksum", () => {
    expect(() => validateAndParseAddress("0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2")).toThrow("is not checksummed.");
  });
  it("rejects malformed addresses", () => {
    for (const bad of ["", "0x", "0x123", "C02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", "0xZ02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"]) {
      expect(() => validateAndParseAddress(bad)).toThrow("is not a valid address.");
    }
  });
  it("rejects a non-string even when it reads as an address (untyped data, e.g. a one-element JSON array)", () => {
    const lower = "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2";
    expect(() => validateAndParseAddress([lower] as unknown as string)).toThrow(`${lower} is not a valid address.`);
  });
});

describe("parseAddress", () => {
  it("gives the checksummed Address, or undefined for anything that is not one", () => {
    const lower = "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2";
    expect(parseAddress(lower)).toBe(getAddress(lower));
    for (const bad of [undefined, null, 42, {}, "", "0x123", "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756cc2"]) expect(parseAddress(bad)).toBeUndefined();
  });

  it("is the only way to an Address: a raw string does not type-check as one", () => {
    // @ts-expect-error a string that was not parsed is not an Address
    const raw: Address = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
    expect(parseAddress(raw)).toBe(raw);
  });
});
