// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderHookWithProviders } from "@/app/testing/renderWithProviders";
import { chainResetCount, forgetChainResets, resetChain } from "@/onchain/chainReset";
import type { MarketActivity } from "./loadActivity";
import { forgetRememberedActivity, rememberActivity } from "./rememberedActivity";
import { useSwapActivity } from "./useSwapActivity";

const CHAIN = 555555;

const figures = (head: number): MarketActivity => ({
  head,
  starts: { day: 10, week: 1 },
  pools: new Map([["0x00000000000000000000000000000000000000aa", { day: { volume0: 5n, volume1: 7n, swaps: 2 }, week: { volume0: 9n, volume1: 11n, swaps: 3 } }]]),
  reservesDayAgo: new Map(),
});

// Mounted with the scan off: what shows first is only what the hook remembered this session.
const mount = (chainId = CHAIN) => renderHookWithProviders(() => useSwapActivity(chainId, [], undefined, { enabled: false }), { wallet: { chainId } });

afterEach(() => {
  cleanup();
  forgetRememberedActivity();
  forgetChainResets();
});

describe("useSwapActivity's remembered figures", () => {
  it("shows the last figures of the session at once when mounted again", () => {
    const last = figures(40);
    rememberActivity(CHAIN, chainResetCount(CHAIN), last);
    const { result } = mount();
    expect(result.current.activity).toBe(last);
    expect(result.current.status).toEqual({ status: "ready", head: 40 });
  });

  it("shows none once the chain was seen reset since they were worked out", () => {
    rememberActivity(CHAIN, chainResetCount(CHAIN), figures(40));
    const { store } = renderHookWithProviders(() => null);
    // The block poll dispatches this when the node serves another history (a local node restarted from genesis).
    store.dispatch(resetChain(CHAIN));
    const { result } = mount();
    expect(result.current.activity).toBeUndefined();
    expect(result.current.status).toEqual({ status: "loading" });
  });

  it("shows figures worked out after the reset again", () => {
    const { store } = renderHookWithProviders(() => null);
    store.dispatch(resetChain(CHAIN));
    const after = figures(3);
    rememberActivity(CHAIN, chainResetCount(CHAIN), after);
    const { result } = mount();
    expect(result.current.activity).toBe(after);
  });

  it("keeps another chain's figures when one chain is reset", () => {
    const other = figures(12);
    rememberActivity(3344, chainResetCount(3344), other);
    const { store } = renderHookWithProviders(() => null);
    store.dispatch(resetChain(CHAIN));
    const { result } = mount(3344);
    expect(result.current.activity).toBe(other);
  });

  it("drops the figures it shows when the chain is seen reset while mounted, even with no new head", () => {
    rememberActivity(CHAIN, chainResetCount(CHAIN), figures(40));
    const { result, store } = mount();
    expect(result.current.activity).toBeDefined();
    // A node restarted from genesis at the old height: the reset is counted and no block number moves.
    act(() => {
      store.dispatch(resetChain(CHAIN));
    });
    expect(result.current.activity).toBeUndefined();
    expect(result.current.status).toEqual({ status: "loading" });
  });
});
