import { describe, expect, it } from "vitest";
import { MIN_STALE_AFTER_MS, staleAfterMs, staleAt } from "./staleness";
import { nextRetryDelayMs, MAX_RETRY_DELAY_MS } from "./retryDelay";
import { parseRetryAfter, MAX_RETRY_AFTER_MS } from "./retryAfter";

describe("staleAfterMs", () => {
  it("is 3 block times, at least 30 s", () => {
    expect(staleAfterMs({ chainId: 555555, pollingIntervalMs: 1000 })).toBe(MIN_STALE_AFTER_MS);
    expect(staleAfterMs({ chainId: 1, pollingIntervalMs: 15_000 })).toBe(45_000);
  });
  it("takes a per-chain override and ignores a bad one", () => {
    expect(staleAfterMs({ chainId: 1, pollingIntervalMs: 15_000 }, { VITE_STALE_AFTER_MS_1: "90000" })).toBe(90_000);
    expect(staleAfterMs({ chainId: 1, pollingIntervalMs: 15_000 }, { VITE_STALE_AFTER_MS_1: "soon" })).toBe(45_000);
    expect(staleAfterMs({ chainId: 1, pollingIntervalMs: 15_000 }, { VITE_STALE_AFTER_MS_1: "0" })).toBe(45_000);
  });
});

describe("staleAt", () => {
  it("is just past the threshold after the last answer; undefined when unreachable or never answered", () => {
    expect(staleAt({ reachable: true, lastOkAt: 1000 }, 30_000)).toBe(31_001);
    expect(staleAt({ reachable: false, lastOkAt: 1000 }, 30_000)).toBeUndefined();
    expect(staleAt({ reachable: true }, 30_000)).toBeUndefined();
  });
});

describe("nextRetryDelayMs", () => {
  it("grows 2, 4, 8 s… up to 30 s, never below the polling interval", () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => nextRetryDelayMs(n, 1000))).toEqual([2000, 4000, 8000, 16000, MAX_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS]);
    expect(nextRetryDelayMs(1, 15_000)).toBe(15_000);
  });
});

describe("parseRetryAfter", () => {
  it("reads delta seconds and HTTP dates, capped; undefined for garbage", () => {
    expect(parseRetryAfter("7")).toBe(7000);
    expect(parseRetryAfter("999999")).toBe(MAX_RETRY_AFTER_MS);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:10 GMT", now)).toBe(10_000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
