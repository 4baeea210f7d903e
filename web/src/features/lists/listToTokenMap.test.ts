import { afterEach, describe, expect, it, vi } from "vitest";
import { listToTokenMap } from "./listToTokenMap";
import { makeList, makeToken } from "./testLists";

afterEach(() => vi.restoreAllMocks());

describe("listToTokenMap", () => {
  it("keeps the tokens of the chain, checksummed, with their tags", () => {
    const list = makeList({
      tags: { stable: { name: "Stablecoin", description: "Pegged" } },
      tokens: [
        makeToken(0, { address: "0x6b175474e89094c44da98b954eedeac495271d0f", tags: ["stable"] }),
        makeToken(1, { chainId: 3344 }),
      ],
    });
    const map = listToTokenMap(list, 555555);
    expect(Object.keys(map)).toEqual(["0x6B175474E89094C44Da98b954EedeAC495271d0F"]);
    expect(map["0x6B175474E89094C44Da98b954EedeAC495271d0F"].tags).toEqual([
      { id: "stable", name: "Stablecoin", description: "Pegged" },
    ]);
    expect(listToTokenMap(list, 555555)).toBe(map); // cached per list and chain
  });
  it("skips an entry with a wrong checksum", () => {
    vi.spyOn(console, "debug").mockImplementation(() => undefined);
    const list = makeList({ tokens: [makeToken(0, { address: "0x6B175474E89094C44Da98b954EedeAC495271d0f" }), makeToken(1)] });
    expect(Object.keys(listToTokenMap(list, 555555))).toHaveLength(1);
  });
  it("shows an empty list and logs when a stored list has the same token twice", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const list = makeList({ tokens: [makeToken(0), makeToken(0, { address: makeToken(0).address.toUpperCase().replace("0X", "0x") })] });
    expect(listToTokenMap(list, 555555)).toEqual({});
    expect(error).toHaveBeenCalledWith("Could not show token list due to error", expect.any(Error));
  });
  it("is empty without a list", () => {
    expect(listToTokenMap(null, 1)).toEqual({});
  });
});
