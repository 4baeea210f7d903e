import { describe, expect, it } from "vitest";
import { isRemovalSettled } from "./removalSettled";

const fresh = { loading: false, syncing: false };

describe("isRemovalSettled", () => {
  it("is settled before any removal, whatever the reads", () => {
    expect(isRemovalSettled({ lastRemoval: undefined, latestBlock: undefined, reads: [{ loading: true, syncing: true }] })).toBe(true);
  });

  it("waits while the removal is pending", () => {
    expect(isRemovalSettled({ lastRemoval: { receiptBlock: undefined }, latestBlock: 10, reads: [fresh] })).toBe(false);
  });

  it("waits until the app has polled the receipt's block (the receipt can arrive before the block poll)", () => {
    expect(isRemovalSettled({ lastRemoval: { receiptBlock: 11 }, latestBlock: 10, reads: [fresh] })).toBe(false);
    expect(isRemovalSettled({ lastRemoval: { receiptBlock: 11 }, latestBlock: undefined, reads: [fresh] })).toBe(false);
  });

  it("waits while any read is from an older block or still loading", () => {
    expect(isRemovalSettled({ lastRemoval: { receiptBlock: 11 }, latestBlock: 11, reads: [fresh, { loading: false, syncing: true }] })).toBe(false);
    expect(isRemovalSettled({ lastRemoval: { receiptBlock: 11 }, latestBlock: 12, reads: [{ loading: true, syncing: true }] })).toBe(false);
    expect(isRemovalSettled({ lastRemoval: { receiptBlock: 11 }, latestBlock: 12, reads: [fresh, { loading: true, syncing: false }] })).toBe(false);
  });

  it("is settled once every read is from the receipt's block or later", () => {
    expect(isRemovalSettled({ lastRemoval: { receiptBlock: 11 }, latestBlock: 11, reads: [fresh, fresh] })).toBe(true);
    expect(isRemovalSettled({ lastRemoval: { receiptBlock: 11 }, latestBlock: 13, reads: [fresh] })).toBe(true);
  });
});
