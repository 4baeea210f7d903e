import { describe, expect, it } from "vitest";
import { makeList, makeToken } from "./testLists";
import { decideListUpdate, formatListVersion } from "./updatePolicy";

const base = makeList({ version: { major: 1, minor: 2, patch: 3 }, tokens: [makeToken(0), makeToken(1)] });
const withVersion = (major: number, minor: number, patch: number, tokens = base.tokens) =>
  makeList({ version: { major, minor, patch }, tokens });

describe("decideListUpdate", () => {
  it("ignores the same or an older version", () => {
    expect(decideListUpdate(base, withVersion(1, 2, 3))).toBe("none");
    expect(decideListUpdate(base, withVersion(1, 2, 2, [makeToken(5)]))).toBe("none");
    expect(decideListUpdate(base, withVersion(0, 9, 9))).toBe("none");
  });
  it("auto-applies a patch bump for a changed token", () => {
    const changed = [makeToken(0, { name: "Renamed" }), makeToken(1)];
    expect(decideListUpdate(base, withVersion(1, 2, 4, changed))).toBe("auto");
  });
  it("auto-applies a minor bump that adds a token", () => {
    expect(decideListUpdate(base, withVersion(1, 3, 0, [...base.tokens, makeToken(2)]))).toBe("auto");
  });
  it("auto-applies a minor bump with only a patch-level change (bump larger than required)", () => {
    expect(decideListUpdate(base, withVersion(1, 3, 0, [makeToken(0, { decimals: 6 }), makeToken(1)]))).toBe("auto");
  });
  it("does not auto-apply a patch bump that adds a token (needs minor)", () => {
    expect(decideListUpdate(base, withVersion(1, 2, 4, [...base.tokens, makeToken(2)]))).toBe("prompt");
  });
  it("does not auto-apply a minor bump that removes a token (needs major)", () => {
    expect(decideListUpdate(base, withVersion(1, 3, 0, [makeToken(0)]))).toBe("prompt");
  });
  it("always prompts for a major bump, even without token changes", () => {
    expect(decideListUpdate(base, withVersion(2, 0, 0))).toBe("prompt");
    expect(decideListUpdate(base, withVersion(2, 0, 0, [makeToken(0)]))).toBe("prompt");
  });
});

describe("formatListVersion", () => {
  it("prints vMAJOR.MINOR.PATCH", () => {
    expect(formatListVersion(base)).toBe("v1.2.3");
  });
});
