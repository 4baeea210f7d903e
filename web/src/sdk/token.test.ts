import { describe, expect, it } from "vitest";
import { ChainId } from "./constants";
import { SdkError } from "./errors";
import { Token } from "./token";

const A = "0x0000000000000000000000000000000000000001";
const B = "0x0000000000000000000000000000000000000002";

describe("Token", () => {
  it("checksums its address and keeps metadata", () => {
    const token = new Token(1, "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2", 18, "WETH", "Wrapped Ether", {
      logoURI: "https://x/y.png",
      tags: [{ id: "t", name: "T", description: "d" }],
    });
    expect(token.address).toBe("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
    expect(token.logoURI).toBe("https://x/y.png");
    expect(token.tags?.[0].id).toBe("t");
    expect(token.isToken && !token.isNative).toBe(true);
    expect(token.wrapped).toBe(token);
  });
  it("rejects bad addresses and decimals outside 0-255 (DECIMALS)", () => {
    expect(() => new Token(1, "0x123", 18)).toThrow("is not a valid address.");
    expect(() => new Token(1, A, 256)).toThrow(new SdkError("DECIMALS"));
    expect(() => new Token(1, A, -1)).toThrow("DECIMALS");
    expect(() => new Token(1, A, 1.5)).toThrow("DECIMALS");
    expect(new Token(1, A, 255).decimals).toBe(255);
  });
  it("rejects a non-integer chain id (CHAIN_ID)", () => {
    expect(() => new Token(1.5, A, 18)).toThrow("CHAIN_ID");
  });
  it("is equal by chain and address only", () => {
    expect(new Token(1, A, 18, "A").equals(new Token(1, A, 6, "Other"))).toBe(true);
    expect(new Token(1, A, 18).equals(new Token(3, A, 18))).toBe(false);
    expect(new Token(1, A, 18).equals(new Token(1, B, 18))).toBe(false);
  });
  it("sorts by lowercase address, same chain only (CHAIN_IDS), different addresses (ADDRESSES)", () => {
    const low = new Token(1, "0x00000000000000000000000000000000000000aa", 18);
    const high = new Token(1, "0x00000000000000000000000000000000000000bb", 18);
    expect(low.sortsBefore(high)).toBe(true);
    expect(high.sortsBefore(low)).toBe(false);
    expect(() => low.sortsBefore(new Token(3, B, 18))).toThrow("CHAIN_IDS");
    expect(() => low.sortsBefore(new Token(1, low.address, 6))).toThrow("ADDRESSES");
  });
  it("on chain 3344 does not assert different addresses (exception)", () => {
    const a = new Token(ChainId.PC, A, 18);
    expect(a.sortsBefore(new Token(ChainId.PC, A, 18))).toBe(false);
    expect(() => a.sortsBefore(new Token(ChainId.PEN, B, 18))).toThrow("CHAIN_IDS");
  });
});
