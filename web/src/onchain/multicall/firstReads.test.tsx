// @vitest-environment jsdom
import { configureStore } from "@reduxjs/toolkit";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { getAddress } from "ethers";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Multicall__factory } from "../../../../typechain-types/factories/contracts/Multicall__factory";
import { blockNumberReducer, updateBlockNumber } from "../blockNumberSlice";
import { forgetChainResets, resetChain } from "../chainReset";
import { ERC20_READS } from "../hooks";
import { ActiveChainIdContext } from "../useActiveChainId";
import { parseCallKey, toCallKey } from "./callKeys";
import { keysNeverRead } from "./firstReads";
import { useMultipleContractSingleData, type CallOptions } from "./hooks";
import { fetchingMulticallResults, multicallReducer, updateMulticallResults } from "./slice";

// The chain's read client, as the node the first reads go to: each eth_call is recorded with its timing and answered
// (tryBlockAndAggregate at block 7: 18 decimals, symbol "TKN") when the test says so.
const node = vi.hoisted(() => ({ calls: [] as Array<{ data: string; now?: boolean; answer(): void; fail(error: Error): void }> }));
vi.mock("../readClients", () => ({
  getReadClient: () => ({
    call: (tx: { to: string; data: string }, timing: { now?: boolean } = {}) =>
      new Promise<string>((resolve, reject) => {
        node.calls.push({
          data: tx.data,
          now: timing.now,
          answer: () => {
            const [, calls] = MULTICALL.decodeFunctionData("tryBlockAndAggregate", tx.data) as unknown as [boolean, [string, string][]];
            const answerOf = (callData: string) => (callData === DECIMALS_CALL ? DECIMALS_ANSWER : SYMBOL_ANSWER);
            resolve(MULTICALL.encodeFunctionResult("tryBlockAndAggregate", [7, `0x${"00".repeat(32)}`, calls.map(([, callData]) => [true, answerOf(callData)])]));
          },
          fail: reject,
        });
      }),
  }),
}));

const MULTICALL = Multicall__factory.createInterface();
const CHAIN = 555555;
const TOKENS = [getAddress("0x00000000000000000000000000000000000000c1"), getAddress("0x00000000000000000000000000000000000000c2")];
const AT_ONCE: CallOptions = { blocksPerFetch: 1, firstReadAtOnce: true };
const DECIMALS_CALL = ERC20_READS.interface.encodeFunctionData("decimals").toLowerCase();
const DECIMALS_ANSWER = ERC20_READS.interface.encodeFunctionResult("decimals", [18]);
const SYMBOL_ANSWER = ERC20_READS.interface.encodeFunctionResult("symbol", ["TKN"]);
const keyOf = (token: string, method: "decimals" | "symbol") => toCallKey({ address: token, callData: ERC20_READS.interface.encodeFunctionData(method).toLowerCase() });
/** The call keys of one recorded multicall, sorted. */
const keysSent = (data: string) =>
  (MULTICALL.decodeFunctionData("tryBlockAndAggregate", data)[1] as [string, string][]).map(([address, callData]) => toCallKey({ address, callData })).sort();

function newStore(block?: number) {
  const store = configureStore({ reducer: { multicall: multicallReducer, blockNumber: blockNumberReducer } });
  if (block !== undefined) store.dispatch(updateBlockNumber({ chainId: CHAIN, blockNumber: block }));
  return store;
}
type Store = ReturnType<typeof newStore>;
const wrapperOf = (store: Store) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ActiveChainIdContext.Provider value={CHAIN}>{children}</ActiveChainIdContext.Provider>
      </Provider>
    );
  };
const resultOf = (store: Store, key: string) => store.getState().multicall.callResults[CHAIN]?.[key];

/** Two hooks of one page mounting together: the tokens' decimals and symbols. */
function mountPage(store: Store, options: CallOptions = AT_ONCE, tokens: string[] = TOKENS, chainId = CHAIN) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ActiveChainIdContext.Provider value={chainId}>{children}</ActiveChainIdContext.Provider>
    </Provider>
  );
  return renderHook(
    () => ({
      decimals: useMultipleContractSingleData(tokens, ERC20_READS, "decimals", undefined, options),
      symbols: useMultipleContractSingleData(tokens, ERC20_READS, "symbol", undefined, options),
    }),
    { wrapper },
  );
}

beforeEach(() => {
  node.calls = [];
});
afterEach(() => {
  cleanup();
  forgetChainResets();
});

describe("keysNeverRead", () => {
  it("keeps the keys with no answer and no read under way, in the order given", () => {
    const results = { a: { data: "0x01", blockNumber: 3 }, b: { fetchingBlockNumber: 4 }, c: {}, d: { data: null, blockNumber: 2 } };
    expect(keysNeverRead(results, ["e", "d", "c", "b", "a"])).toEqual(["e", "c"]);
    expect(keysNeverRead(undefined, ["x", "y"])).toEqual(["x", "y"]);
  });
});

describe("firstReadAtOnce", () => {
  it("reads every never-read call of the hooks mounting together in one multicall sent at once, marked as under way until it lands", async () => {
    const store = newStore(5);
    const page = mountPage(store);
    await waitFor(() => expect(node.calls).toHaveLength(1));
    expect(node.calls[0].now).toBe(true);
    const keys = TOKENS.flatMap((t) => [keyOf(t, "decimals"), keyOf(t, "symbol")]).sort();
    expect(keysSent(node.calls[0].data)).toEqual(keys);
    // Under way for the latest block: the block poll does not ask for them again meanwhile.
    keys.forEach((key) => expect(resultOf(store, key)).toEqual({ fetchingBlockNumber: 5 }));
    await act(async () => node.calls[0].answer());
    keys.forEach((key) => expect(resultOf(store, key)).toEqual({ data: parseCallKey(key).callData === DECIMALS_CALL ? DECIMALS_ANSWER : SYMBOL_ANSWER, blockNumber: 7 }));
    expect(page.result.current.decimals.map((state) => state.value)).toEqual([18n, 18n]);
    expect(page.result.current.symbols.map((state) => state.value)).toEqual(["TKN", "TKN"]);
  });

  it("leaves out calls already answered or under way, and reads nothing when none is left", async () => {
    const store = newStore(5);
    store.dispatch(updateMulticallResults({ chainId: CHAIN, blockNumber: 5, results: { [keyOf(TOKENS[0], "decimals")]: DECIMALS_ANSWER } }));
    store.dispatch(fetchingMulticallResults({ chainId: CHAIN, calls: [parseCallKey(keyOf(TOKENS[0], "symbol"))], fetchingBlockNumber: 5 }));
    mountPage(store);
    await waitFor(() => expect(node.calls).toHaveLength(1));
    expect(keysSent(node.calls[0].data)).toEqual([keyOf(TOKENS[1], "decimals"), keyOf(TOKENS[1], "symbol")].sort());

    node.calls = [];
    const answered = newStore(5);
    answered.dispatch(updateMulticallResults({ chainId: CHAIN, blockNumber: 5, results: { [keyOf(TOKENS[0], "decimals")]: DECIMALS_ANSWER, [keyOf(TOKENS[0], "symbol")]: SYMBOL_ANSWER } }));
    mountPage(answered, AT_ONCE, [TOKENS[0]]);
    await act(async () => undefined);
    expect(node.calls).toEqual([]);
  });

  it("waits for the first block number, then reads; without the option it leaves the calls to the block poll", async () => {
    const store = newStore();
    mountPage(store);
    await act(async () => undefined);
    expect(node.calls).toEqual([]);
    act(() => {
      store.dispatch(updateBlockNumber({ chainId: CHAIN, blockNumber: 9 }));
    });
    await waitFor(() => expect(node.calls).toHaveLength(1));
    expect(resultOf(store, keyOf(TOKENS[0], "decimals"))).toEqual({ fetchingBlockNumber: 9 });

    node.calls = [];
    mountPage(newStore(5), { blocksPerFetch: 1 });
    await act(async () => undefined);
    expect(node.calls).toEqual([]);
  });

  it("reads the calls a re-render adds without giving up the read under way", async () => {
    const store = newStore(5);
    const page = renderHook(({ tokens }) => useMultipleContractSingleData(tokens, ERC20_READS, "decimals", undefined, AT_ONCE), {
      wrapper: wrapperOf(store),
      initialProps: { tokens: [TOKENS[0]] },
    });
    await waitFor(() => expect(node.calls).toHaveLength(1));
    page.rerender({ tokens: TOKENS });
    await waitFor(() => expect(node.calls).toHaveLength(2));
    expect(keysSent(node.calls[1].data)).toEqual([keyOf(TOKENS[1], "decimals")]);
    await act(async () => node.calls.forEach((call) => call.answer()));
    TOKENS.forEach((token) => expect(resultOf(store, keyOf(token, "decimals"))?.blockNumber).toBe(7));
  });

  it("gives the read up when the page goes before its answer: the calls are no longer marked as under way", async () => {
    const store = newStore(5);
    const page = mountPage(store);
    await waitFor(() => expect(node.calls).toHaveLength(1));
    page.unmount();
    await act(async () => node.calls[0].answer());
    expect(resultOf(store, keyOf(TOKENS[0], "decimals"))).toEqual({});
  });

  it("sends nothing for a page gone before its read left (mounted and unmounted in one task)", async () => {
    const store = newStore(5);
    mountPage(store).unmount();
    await act(async () => undefined);
    expect(node.calls).toEqual([]);
    expect(resultOf(store, keyOf(TOKENS[0], "decimals"))).toBeUndefined();
  });

  it("gives the read up when the chain is seen reset before its answer: nothing of the old history lands", async () => {
    const store = newStore(5);
    mountPage(store);
    await waitFor(() => expect(node.calls).toHaveLength(1));
    act(() => {
      store.dispatch(resetChain(CHAIN));
    });
    await act(async () => node.calls[0].answer());
    expect(resultOf(store, keyOf(TOKENS[0], "decimals"))?.data).toBeUndefined();
  });

  it("reads nothing on a chain without PenSwap's contracts, and does not fail", async () => {
    const store = newStore();
    store.dispatch(updateBlockNumber({ chainId: 424242, blockNumber: 5 }));
    const page = mountPage(store, AT_ONCE, TOKENS, 424242);
    await act(async () => undefined);
    expect(node.calls).toEqual([]);
    expect(page.result.current.decimals.every((state) => state.loading)).toBe(true);
  });

  it("keeps the reads of two stores apart, also when their pages mount in the same task", async () => {
    const stores = [newStore(5), newStore(5)];
    stores.forEach((store) => mountPage(store, AT_ONCE, [TOKENS[0]]));
    await waitFor(() => expect(node.calls).toHaveLength(2));
    await act(async () => node.calls.forEach((call) => call.answer()));
    stores.forEach((store) => expect(resultOf(store, keyOf(TOKENS[0], "decimals"))).toEqual({ data: DECIMALS_ANSWER, blockNumber: 7 }));
  });
});
