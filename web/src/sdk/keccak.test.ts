import { describe, expect, it } from "vitest";
import { keccak256 as ethersKeccak } from "ethers";
import { bytesToHex, hexToBytes, keccak256 } from "./keccak";

describe("keccak256", () => {
  it("hashes the empty input to the known digest", () => {
    expect(bytesToHex(keccak256(new Uint8Array(0)))).toBe(
      "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470",
    );
  });
  it("equals ethers on lengths around the 136-byte rate", () => {
    for (const n of [1, 20, 32, 85, 135, 136, 137, 271, 272, 273, 1000]) {
      const data = new Uint8Array(n).map((_, i) => (i * 131 + n * 7) & 255);
      expect(bytesToHex(keccak256(data))).toBe(ethersKeccak(data));
    }
  });
  it("round-trips hex", () => {
    expect(bytesToHex(hexToBytes("0x00ff10ab"))).toBe("0x00ff10ab");
  });
  it("reads hex without the 0x prefix as the same bytes", () => {
    expect(Array.from(hexToBytes("00ff10ab"))).toEqual([0x00, 0xff, 0x10, 0xab]);
    expect(Array.from(hexToBytes("0x00ff10ab"))).toEqual([0x00, 0xff, 0x10, 0xab]);
  });
});
