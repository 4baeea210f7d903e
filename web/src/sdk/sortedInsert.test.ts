import { describe, expect, it } from "vitest";
import { sortedInsert } from "./sortedInsert";

const byValue = (a: number, b: number) => a - b;

describe("sortedInsert", () => {
  it("keeps the list sorted and bounded, returning what fell off", () => {
    const items: number[] = [];
    expect(sortedInsert(items, 3, 3, byValue)).toBeNull();
    expect(sortedInsert(items, 1, 3, byValue)).toBeNull();
    expect(sortedInsert(items, 2, 3, byValue)).toBeNull();
    expect(items).toEqual([1, 2, 3]);
    expect(sortedInsert(items, 0, 3, byValue)).toBe(3);
    expect(sortedInsert(items, 5, 3, byValue)).toBe(5);
    expect(items).toEqual([0, 1, 2]);
  });
  it("inserts after equal items", () => {
    const items = [{ v: 1, id: "a" }];
    sortedInsert(items, { v: 1, id: "b" }, 3, (x, y) => x.v - y.v);
    expect(items.map((i) => i.id)).toEqual(["a", "b"]);
  });
  it("rejects a zero size or an overfull list", () => {
    expect(() => sortedInsert([], 1, 0, byValue)).toThrow("MAX_SIZE_ZERO");
    expect(() => sortedInsert([1, 2], 1, 1, byValue)).toThrow("ITEMS_SIZE");
  });
});
