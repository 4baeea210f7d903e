// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getChainInfo } from "@/networks";
import { rpcHealth } from "@/onchain/rpc";
import { ActiveChainIdContext } from "@/onchain/useActiveChainId";
import { useOutageRetry } from "./useOutageRetry";

const CHAIN = 555555;

beforeEach(() => {
  vi.useFakeTimers();
  rpcHealth.reset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  rpcHealth.reset();
});

function mount(offline: boolean, succeeded = false) {
  const retry = vi.fn();
  // The app mounts the active chain's context above every page.
  const wrapper = ({ children }: { children: ReactNode }) => <ActiveChainIdContext.Provider value={CHAIN}>{children}</ActiveChainIdContext.Provider>;
  const hook = renderHook((props: { offline: boolean; succeeded: boolean }) => useOutageRetry(CHAIN, props.offline, props.succeeded, retry), { initialProps: { offline, succeeded }, wrapper });
  return { retry, hook };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("useOutageRetry", () => {
  it("retries a scan that failed for lack of a node once the chain answers again", async () => {
    rpcHealth.reportUnreachable(CHAIN);
    const { retry } = mount(true);
    await advance(60_000);
    expect(retry).not.toHaveBeenCalled();
    act(() => rpcHealth.reportOk(CHAIN));
    await advance(0);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("retries at once when the banner's Retry is pressed for its chain, not for another", () => {
    rpcHealth.reportUnreachable(CHAIN);
    const { retry } = mount(true);
    act(() => rpcHealth.requestRetry(3344));
    expect(retry).not.toHaveBeenCalled();
    act(() => rpcHealth.requestRetry(CHAIN));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("leaves a page alone that did not fail for lack of a node", async () => {
    rpcHealth.reportUnreachable(CHAIN);
    const { retry } = mount(false);
    act(() => rpcHealth.reportOk(CHAIN));
    act(() => rpcHealth.requestRetry(CHAIN));
    await advance(60_000);
    expect(retry).not.toHaveBeenCalled();
  });

  it("spaces the automatic retries of one failure, and starts over after a success", async () => {
    const polling = getChainInfo(CHAIN)!.pollingIntervalMs;
    const firstPause = Math.max(2000, polling);
    rpcHealth.reportUnreachable(CHAIN);
    const { retry, hook } = mount(true);
    act(() => rpcHealth.reportOk(CHAIN));
    await advance(0);
    expect(retry).toHaveBeenCalledTimes(1);
    // The retried scan fails again while small reads still answer (a node that refuses log queries).
    act(() => rpcHealth.reportUnreachable(CHAIN));
    act(() => rpcHealth.reportOk(CHAIN, Date.now() + 5_000));
    await advance(firstPause - 1);
    expect(retry).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(retry).toHaveBeenCalledTimes(2);
    // A success resets the spacing: the next failure is retried at once again.
    hook.rerender({ offline: false, succeeded: true });
    // As in the app: the transport reports the outage before the failed scan reaches the page.
    act(() => rpcHealth.reportUnreachable(CHAIN));
    hook.rerender({ offline: true, succeeded: false });
    act(() => rpcHealth.reportOk(CHAIN, Date.now() + 10_000));
    await advance(0);
    expect(retry).toHaveBeenCalledTimes(3);
  });
});
