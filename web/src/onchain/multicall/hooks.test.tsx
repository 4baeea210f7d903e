// @vitest-environment jsdom
import { configureStore } from "@reduxjs/toolkit";
import { act, cleanup, renderHook } from "@testing-library/react";
import { getAddress } from "ethers";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it } from "vitest";
import { blockNumberReducer, updateBlockNumber } from "../blockNumberSlice";
import { PAIR_INTERFACE, PAIR_READS } from "../hooks";
import { ActiveChainIdContext } from "../useActiveChainId";
import { useMultipleContractSingleData } from "./hooks";
import { fetchingMulticallResults, multicallReducer, updateMulticallResults } from "./slice";
import { toCallKey } from "./callKeys";

const CHAIN = 555555;
const PAIRS = [getAddress("0x00000000000000000000000000000000000000a1"), getAddress("0x00000000000000000000000000000000000000a2")];
const OTHER = getAddress("0x00000000000000000000000000000000000000b1");
const callData = PAIR_INTERFACE.encodeFunctionData("getReserves").toLowerCase();
const calls = PAIRS.map((address) => ({ address, callData }));
const reserves = (n: bigint) => PAIR_INTERFACE.encodeFunctionResult("getReserves", [n, n * 2n, 1n]);

afterEach(cleanup);

function mount() {
  const store = configureStore({ reducer: { multicall: multicallReducer, blockNumber: blockNumberReducer } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ActiveChainIdContext.Provider value={CHAIN}>{children}</ActiveChainIdContext.Provider>
    </Provider>
  );
  const hook = renderHook(() => useMultipleContractSingleData(PAIRS, PAIR_READS, "getReserves"), { wrapper });
  act(() => {
    store.dispatch(updateMulticallResults({ chainId: CHAIN, blockNumber: 5, results: { [toCallKey(calls[0])]: reserves(10n), [toCallKey(calls[1])]: reserves(20n) } }));
    store.dispatch(updateBlockNumber({ chainId: CHAIN, blockNumber: 5 }));
  });
  return { store, hook };
}

describe("useMultipleContractSingleData", () => {
  it("returns the same states while its calls' results stay as they were, whatever else the store does", () => {
    const { store, hook } = mount();
    const before = hook.result.current;
    expect(before.map((s) => s.value?.[0])).toEqual([10n, 20n]);
    act(() => {
      // Another call's result, and a fetch of these calls starting: their results are unchanged.
      store.dispatch(updateMulticallResults({ chainId: CHAIN, blockNumber: 5, results: { [toCallKey({ address: OTHER, callData })]: reserves(1n) } }));
      store.dispatch(fetchingMulticallResults({ chainId: CHAIN, calls, fetchingBlockNumber: 6 }));
    });
    expect(hook.result.current).toBe(before);
  });

  it("a changed result makes a new list, in which the unchanged call keeps its state object", () => {
    const { store, hook } = mount();
    const before = hook.result.current;
    act(() => {
      store.dispatch(updateMulticallResults({ chainId: CHAIN, blockNumber: 6, results: { [toCallKey(calls[0])]: reserves(11n) } }));
    });
    const after = hook.result.current;
    expect(after).not.toBe(before);
    expect(after[0].value?.[0]).toBe(11n);
    expect(after[1]).toBe(before[1]);
  });
});
