import { describe, expect, it } from "vitest";
import { parseENSAddress } from "./parseENSAddress";

describe("parseENSAddress", () => {
  it("parses a name and lowercases it", () => {
    expect(parseENSAddress("Tokens.Uniswap.eth")).toEqual({ ensName: "tokens.uniswap.eth", ensPath: undefined });
  });
  it("keeps a path", () => {
    expect(parseENSAddress("lists.pen.eth/list.json")).toEqual({ ensName: "lists.pen.eth", ensPath: "/list.json" });
  });
  it.each(["eth", ".eth", "a..eth", "-a.eth", "https://a.eth", "a.eth.com", "a_b.eth", "a.ETH"])("rejects %j", (name) => {
    expect(parseENSAddress(name)).toBeUndefined();
  });
});
