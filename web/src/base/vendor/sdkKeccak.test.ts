import { keccak_256 as nobleKeccak } from "@noble/hashes/sha3";
import { describe, expect, it } from "vitest";
import { keccak_256 } from "./sdkKeccak";

/** Deterministic bytes of a given length (no randomness: a failure must reproduce). */
function bytesOf(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe("the keccak_256 ethers uses in the web build", () => {
  it("equals @noble/hashes' keccak_256 for every length around the 136-byte rate", () => {
    for (let length = 0; length <= 3 * 136 + 1; length++) {
      const data = bytesOf(length, length + 1);
      expect(keccak_256(data), `length ${length}`).toEqual(nobleKeccak(data));
    }
  });
});
