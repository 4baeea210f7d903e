import { describe, expect, it } from "vitest";
import { chunkArray, MAX_CHUNK_SIZE } from "./chunkArray";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("chunkArray", () => {
  it("keeps every chunk at or below 500 and loses nothing", () => {
    expect(MAX_CHUNK_SIZE).toBe(500);
    for (const n of [1, 499, 500, 501, 1000, 1001, 2345]) {
      const chunks = chunkArray(range(n));
      expect(chunks.every((c) => c.length <= 500 && c.length > 0)).toBe(true);
      expect(chunks.length).toBe(Math.ceil(n / 500));
      expect(chunks.flat()).toEqual(range(n));
    }
  });

  it("spreads evenly instead of leaving a tiny last chunk", () => {
    expect(chunkArray(range(501)).map((c) => c.length)).toEqual([251, 250]);
    expect(chunkArray(range(7), 3).map((c) => c.length)).toEqual([3, 3, 1]);
  });

  it("handles empty input and rejects a bad size", () => {
    expect(chunkArray([])).toEqual([]);
    expect(() => chunkArray([1], 0)).toThrow("maxChunkSize must be a positive integer: 0");
  });
});
