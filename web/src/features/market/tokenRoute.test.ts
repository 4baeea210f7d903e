import { describe, expect, it } from "vitest";
import { parseTokenRoute, tokenPath } from "./tokenRoute";

const ADDRESS = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const deployed = (id: number) => id === 555555;

describe("parseTokenRoute", () => {
  it("accepts a deployed chain and a valid address, keyed lowercase", () => {
    expect(parseTokenRoute("555555", ADDRESS, deployed)).toEqual({ kind: "token", chainId: 555555, address: ADDRESS.toLowerCase() });
    expect(parseTokenRoute("555555", ADDRESS.toLowerCase(), deployed)).toEqual({ kind: "token", chainId: 555555, address: ADDRESS.toLowerCase() });
  });

  it("refuses a chain that is unknown, not deployed or not a decimal id", () => {
    for (const chain of [undefined, "", "1", "0x87a23", "555555.0", "-555555", "0555555", "5".repeat(40), "abc"]) {
      expect(parseTokenRoute(chain, ADDRESS, deployed)).toEqual({ kind: "unknownChain" });
    }
  });

  it("refuses what is not an address, and a wrong checksum", () => {
    const badChecksum = ADDRESS.replace("F", "f");
    for (const address of [undefined, "", "0x123", "not-an-address", `${ADDRESS}00`, badChecksum, "<script>"]) {
      expect(parseTokenRoute("555555", address, deployed)).toEqual({ kind: "badAddress", chainId: 555555 });
    }
  });

  it("builds the page's path", () => {
    expect(tokenPath(555555, ADDRESS)).toBe(`/tokens/555555/${ADDRESS.toLowerCase()}`);
  });
});
