import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../../public/locales/en.json";
import { isNavEntryCurrent, NAV_ENTRIES, type NavEntry } from "./navEntries";

function entry(id: string): NavEntry {
  const found = NAV_ENTRIES.find((e) => e.id === id);
  if (!found) throw new Error(`no nav entry ${id}`);
  return found;
}

function currentEntries(pathname: string): string[] {
  return NAV_ENTRIES.filter((e) => isNavEntryCurrent(e, pathname)).map((e) => e.id);
}

describe("isNavEntryCurrent", () => {
  it("marks the entry of its own path and of the pages below it", () => {
    expect(currentEntries("/swap")).toEqual(["swap"]);
    expect(currentEntries("/activity")).toEqual(["activity"]);
    expect(currentEntries("/pool")).toEqual(["pool"]);
    expect(currentEntries("/pool/0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6")).toEqual(["pool"]);
  });

  it("marks Pool on the liquidity pages opened from it", () => {
    for (const path of ["/add", "/add/PEN/0xA", "/remove/0xA/0xB", "/find", "/create", "/migrate/v1", "/remove/v1/0xA"]) {
      expect(currentEntries(path), path).toEqual(["pool"]);
    }
  });

  it("does not take a path that only starts with the same letters", () => {
    expect(isNavEntryCurrent(entry("swap"), "/swapper")).toBe(false);
    expect(isNavEntryCurrent(entry("pool"), "/pools")).toBe(false);
    expect(isNavEntryCurrent(entry("pool"), "/address")).toBe(false);
    expect(isNavEntryCurrent(entry("pool"), "/finder")).toBe(false);
  });

  it("marks nothing on pages outside the navigation", () => {
    expect(currentEntries("/privacy-policy")).toEqual([]);
    expect(currentEntries("/approvals")).toEqual([]);
    expect(currentEntries("/")).toEqual([]);
  });

  it("gives every entry a distinct id and path", () => {
    expect(new Set(NAV_ENTRIES.map((e) => e.id)).size).toBe(NAV_ENTRIES.length);
    expect(new Set(NAV_ENTRIES.map((e) => e.to)).size).toBe(NAV_ENTRIES.length);
  });
});

describe("NAV_ENTRIES labels", () => {
  it("each entry is labelled by its own English text", () => {
    const t = ((key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en)) as unknown as TFunction;
    expect(NAV_ENTRIES.map((e) => e.label(t))).toEqual(["Swap", "Pool", "Explore", "Portfolio", "Activity"]);
  });
});
