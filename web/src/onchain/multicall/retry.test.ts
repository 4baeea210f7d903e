import { describe, expect, it } from "vitest";
import { CancelledError, MULTICALL_RETRY, retry, RetryableError, retryWaitMs } from "./retry";

function fakeDeps(random = 0.5) {
  const waits: number[] = [];
  let wake: (() => void)[] = [];
  return {
    waits,
    deps: {
      random: () => random,
      sleep: (ms: number) => {
        waits.push(ms);
        return new Promise<void>((resolve) => wake.push(resolve));
      },
    },
    wakeAll: () => {
      const w = wake;
      wake = [];
      w.forEach((f) => f());
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("retry", () => {
  it("waits 2500–3500 ms between multicall attempts", () => {
    expect(retryWaitMs(MULTICALL_RETRY, () => 0)).toBe(2500);
    expect(retryWaitMs(MULTICALL_RETRY, () => 0.999999)).toBe(3500);
    expect(retryWaitMs(MULTICALL_RETRY, () => 0.25)).toBe(2750);
  });

  it("retries RetryableError until success", async () => {
    const { deps, waits, wakeAll } = fakeDeps(0);
    let attempts = 0;
    const { promise } = retry(async () => {
      attempts++;
      if (attempts < 3) throw new RetryableError("stale");
      return "ok";
    }, MULTICALL_RETRY, deps);
    await flush();
    wakeAll();
    await flush();
    wakeAll();
    await expect(promise).resolves.toBe("ok");
    expect(attempts).toBe(3);
    expect(waits).toEqual([2500, 2500]);
  });

  it("does not retry other errors", async () => {
    const { deps, waits } = fakeDeps();
    let attempts = 0;
    const { promise } = retry(async () => {
      attempts++;
      throw new Error("decode failed");
    }, MULTICALL_RETRY, deps);
    await expect(promise).rejects.toThrow("decode failed");
    expect(attempts).toBe(1);
    expect(waits).toEqual([]);
  });

  it("gives up after n retries", async () => {
    const { deps, wakeAll } = fakeDeps();
    let attempts = 0;
    const { promise } = retry(async () => {
      attempts++;
      throw new RetryableError("stale");
    }, { n: 1, minWait: 1, maxWait: 1 }, deps);
    await flush();
    wakeAll();
    await expect(promise).rejects.toBeInstanceOf(RetryableError);
    expect(attempts).toBe(2);
  });

  it("cancel rejects with CancelledError and stops further attempts", async () => {
    const { deps, wakeAll } = fakeDeps();
    let attempts = 0;
    const { promise, cancel } = retry(async () => {
      attempts++;
      throw new RetryableError("stale");
    }, MULTICALL_RETRY, deps);
    await flush();
    cancel();
    await expect(promise).rejects.toBeInstanceOf(CancelledError);
    wakeAll();
    await flush();
    expect(attempts).toBe(1);
  });

  it("a result that arrives after cancel is discarded", async () => {
    let resolveFn: (v: string) => void = () => {};
    const { promise, cancel } = retry(() => new Promise<string>((r) => (resolveFn = r)), MULTICALL_RETRY, fakeDeps().deps);
    cancel();
    resolveFn("late");
    await expect(promise).rejects.toBeInstanceOf(CancelledError);
  });
});
