import { describe, expect, it } from "vitest";
import { defaultListUrl, isListInUse } from "./defaultLists";

describe("isListInUse", () => {
  it("keeps the chain's own default list and drops the other chains' ones", () => {
    expect(isListInUse(defaultListUrl(3344), 3344)).toBe(true);
    for (const other of [555555, 5555, 1, 3, 4]) expect(isListInUse(defaultListUrl(other), 3344), String(other)).toBe(false);
  });

  it("keeps every list the user added, whatever the chain", () => {
    expect(isListInUse("https://tokens.example/list.json", 3344)).toBe(true);
    expect(isListInUse("tokens.penswap.eth", 555555)).toBe(true);
    // A look-alike of a default list's address is the user's own list.
    expect(isListInUse("./lists/3344.tokenlist.json?x=1", 555555)).toBe(true);
  });
});
