import { describe, expect, it } from "vitest";
import { shortenAddress } from "./shortenAddress";

describe("shortenAddress", () => {
  it("keeps 0x, the first 4 and the last 4 hex digits of the checksummed address", () => {
    expect(shortenAddress("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266")).toBe("0xf39F...2266");
  });

  it("checksums a lowercase address (wallets such as the headless one report lowercase)", () => {
    expect(shortenAddress("0x70997970c51812dc3a010c7d01b50e0d17dc79c8")).toBe("0x7099...79C8");
  });

  it("throws the product's message for anything that is not an address", () => {
    expect(() => shortenAddress("0x123")).toThrow("Invalid 'address' parameter");
    expect(() => shortenAddress("")).toThrow("Invalid 'address' parameter");
    expect(() => shortenAddress("not an address at all, 42 characters long")).toThrow("Invalid 'address' parameter");
  });
});
