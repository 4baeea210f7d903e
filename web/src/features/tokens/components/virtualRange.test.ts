import { describe, expect, it } from "vitest";
import { visibleRange } from "./virtualRange";

describe("visibleRange", () => {
  it("renders the visible rows plus overscan at the top", () => {
    expect(visibleRange(0, 200, 56, 10_000)).toEqual({ start: 0, end: 8 });
  });
  it("follows the scroll position", () => {
    expect(visibleRange(56 * 100, 200, 56, 10_000)).toEqual({ start: 97, end: 108 });
  });
  it("stops at the end of the list", () => {
    expect(visibleRange(56 * 9_999, 200, 56, 10_000)).toEqual({ start: 9_996, end: 10_000 });
  });
  it("handles short and empty lists", () => {
    expect(visibleRange(0, 200, 56, 2)).toEqual({ start: 0, end: 2 });
    expect(visibleRange(0, 200, 56, 0)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(-50, 200, 56, 5)).toEqual({ start: 0, end: 5 });
  });
});
