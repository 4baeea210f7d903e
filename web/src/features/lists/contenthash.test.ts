import { describe, expect, it } from "vitest";
import { base58btc, contenthashToUri, hexToUint8Array, readVarint } from "./contenthash";

describe("hexToUint8Array", () => {
  it("decodes with or without 0x", () => {
    expect(Array.from(hexToUint8Array("0x0aff"))).toEqual([10, 255]);
    expect(Array.from(hexToUint8Array("0aff"))).toEqual([10, 255]);
    expect(Array.from(hexToUint8Array("0x"))).toEqual([]);
  });
  it("rejects an odd length", () => {
    expect(() => hexToUint8Array("0xabc")).toThrow("hex must have length that is multiple of 2");
  });
  it("rejects non-hex digits", () => {
    expect(() => hexToUint8Array("0xzz")).toThrow("Invalid hex");
  });
});

describe("readVarint", () => {
  it("reads multi-byte varints", () => {
    expect(readVarint(Uint8Array.of(0xe3, 0x01, 0x99), 0)).toEqual([0xe3, 2]);
    expect(readVarint(Uint8Array.of(0x70), 0)).toEqual([0x70, 1]);
  });
  it("throws on a truncated varint", () => {
    expect(() => readVarint(Uint8Array.of(0x80), 0)).toThrow("Invalid varint");
  });
});

describe("base58btc", () => {
  it("matches the Bitcoin alphabet test vectors", () => {
    expect(base58btc(new TextEncoder().encode("Hello World!"))).toBe("2NEpo7TZRRrLZSi2U");
    expect(base58btc(Uint8Array.of(0, 0, 0x28, 0x7f, 0xb4, 0xcd))).toBe("11233QC4");
  });
});

describe("contenthashToUri", () => {
  // Known EIP-1577 vectors (the examples from the EIP and the Uniswap interface).
  it("decodes ipfs-ns with a CIDv1 dag-pb", () => {
    expect(
      contenthashToUri("0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f"),
    ).toBe("ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4");
  });
  it("decodes ipns-ns with an identity multihash (DNSLink name)", () => {
    expect(contenthashToUri("0xe5010170000f6170702e756e69737761702e6f7267")).toBe("ipns://app.uniswap.org");
  });
  it("decodes ipfs-ns with a bare CIDv0 multihash", () => {
    expect(contenthashToUri("0xe301122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f")).toBe(
      "ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4",
    );
  });
  it("decodes ipns-ns with a sha2-256 multihash to base58", () => {
    expect(
      contenthashToUri("0xe5010172122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f"),
    ).toBe("ipns://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4");
  });
  it("rejects other codecs (swarm-ns) and empty input", () => {
    expect(() => contenthashToUri("0xe40101fa011b20d1de9994b4d039f6548d191eb26786769f580809256b4685ef316805265ea162")).toThrow(
      "Unrecognized codec",
    );
    expect(() => contenthashToUri("0x")).toThrow("Unrecognized codec");
  });
  it("rejects a truncated multihash", () => {
    expect(() => contenthashToUri("0xe3010170122029f2d1")).toThrow("Invalid multihash length");
  });
  it("rejects odd-length hex", () => {
    expect(() => contenthashToUri("0xe301017")).toThrow("hex must have length that is multiple of 2");
  });
});
