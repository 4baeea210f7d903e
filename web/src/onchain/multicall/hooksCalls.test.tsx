// @vitest-environment jsdom
import { configureStore } from "@reduxjs/toolkit";
import { act, cleanup, renderHook } from "@testing-library/react";
import { getAddress, Interface } from "ethers";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it } from "vitest";
import { blockNumberReducer, updateBlockNumber } from "../blockNumberSlice";
import type { IERC20 } from "../../../../typechain-types";
import { ERC20_INTERFACE, ERC20_READS } from "../hooks";
import { ActiveChainIdContext } from "../useActiveChainId";
import { INVALID_CALL_STATE, LOADING_CALL_STATE } from "./callState";
import { toCallKey } from "./callKeys";
import { useMultipleContractSingleData, useSingleCallResult, useSingleContractMultipleData } from "./hooks";
import { multicallReducer, updateMulticallResults } from "./slice";

// What the hooks subscribe, how they name their calls and what they return for each call, on a real store.
const CHAIN = 555555;
const TOKEN = getAddress("0x00000000000000000000000000000000000000c1");
const TOKEN_B = getAddress("0x00000000000000000000000000000000000000c2");
const ACCOUNT = getAddress("0x00000000000000000000000000000000000000d1");
const ACCOUNT_B = getAddress("0x00000000000000000000000000000000000000d2");
/** A token contract as the hooks take it, typed with its Typechain contract type. */
const tokenContract = (target: string): { interface: Interface; target: string; contractType?: IERC20 } => ({ interface: ERC20_INTERFACE, target });
const TOKEN_CONTRACT = tokenContract(TOKEN);
const balanceCall = (token: string, account: string) => ({ address: token, callData: ERC20_INTERFACE.encodeFunctionData("balanceOf", [account]).toLowerCase() });
const decimalsCall = (token: string) => ({ address: token, callData: ERC20_INTERFACE.encodeFunctionData("decimals").toLowerCase() });
const amount = (n: bigint) => ERC20_INTERFACE.encodeFunctionResult("balanceOf", [n]);
const decimals = (n: number) => ERC20_INTERFACE.encodeFunctionResult("decimals", [n]);

afterEach(cleanup);

function newStore() {
  return configureStore({ reducer: { multicall: multicallReducer, blockNumber: blockNumberReducer } });
}
type Store = ReturnType<typeof newStore>;

function wrapperOf(store: Store) {
  return ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ActiveChainIdContext.Provider value={CHAIN}>{children}</ActiveChainIdContext.Provider>
    </Provider>
  );
}

/** Results at `block`, which is also made the latest block. */
function answer(store: Store, block: number, results: Record<string, string | null>) {
  act(() => {
    store.dispatch(updateMulticallResults({ chainId: CHAIN, blockNumber: block, results }));
    store.dispatch(updateBlockNumber({ chainId: CHAIN, blockNumber: block }));
  });
}

const listeners = (store: Store) => store.getState().multicall.callListeners[CHAIN] ?? {};
/** The call keys listened to (by at least one listener). */
const listened = (store: Store) =>
  Object.entries(listeners(store))
    .filter(([, byBlocks]) => Object.values(byBlocks).some((n) => n > 0))
    .map(([key]) => key)
    .sort();

describe("useMultipleContractSingleData", () => {
  it("listens to one call per valid address while mounted (checksummed, whatever the case given) and to none after", () => {
    const store = newStore();
    const addresses = [TOKEN.toLowerCase(), "not an address", undefined, TOKEN_B];
    const hook = renderHook(() => useMultipleContractSingleData(addresses, ERC20_READS, "decimals"), { wrapper: wrapperOf(store) });
    expect(listened(store)).toEqual([toCallKey(decimalsCall(TOKEN)), toCallKey(decimalsCall(TOKEN_B))].sort());
    expect(listeners(store)[toCallKey(decimalsCall(TOKEN))]).toEqual({ 1: 1 });
    hook.unmount();
    expect(listened(store)).toEqual([]);
  });

  it("is loading until a result comes, then gives each address its own value; a call that cannot be formed is invalid", () => {
    const store = newStore();
    const hook = renderHook(() => useMultipleContractSingleData([TOKEN, "0x12", TOKEN_B], ERC20_READS, "decimals"), { wrapper: wrapperOf(store) });
    expect(hook.result.current).toEqual([LOADING_CALL_STATE, INVALID_CALL_STATE, LOADING_CALL_STATE]);
    answer(store, 3, { [toCallKey(decimalsCall(TOKEN))]: decimals(18), [toCallKey(decimalsCall(TOKEN_B))]: decimals(6) });
    const [a, invalid, b] = hook.result.current;
    expect(a).toMatchObject({ valid: true, loading: false, syncing: false, error: false, value: 18n });
    expect(b.value).toBe(6n);
    expect(invalid).toBe(INVALID_CALL_STATE);
  });

  it("passes the inputs to every address and asks as often as its options say", () => {
    const store = newStore();
    const hook = renderHook(() => useMultipleContractSingleData([TOKEN, TOKEN_B], ERC20_READS, "balanceOf", [ACCOUNT], { blocksPerFetch: 5 }), { wrapper: wrapperOf(store) });
    expect(listeners(store)[toCallKey(balanceCall(TOKEN_B, ACCOUNT))]).toEqual({ 5: 1 });
    answer(store, 8, { [toCallKey(balanceCall(TOKEN, ACCOUNT))]: amount(7n), [toCallKey(balanceCall(TOKEN_B, ACCOUNT))]: null });
    expect(hook.result.current[0].value).toBe(7n);
    // A reverted call is an error, not a value.
    expect(hook.result.current[1]).toMatchObject({ valid: true, loading: false, error: true, value: undefined });
  });

  it("inputs that do not fit the method make every call invalid and nothing is listened to", () => {
    const store = newStore();
    const hook = renderHook(() => useMultipleContractSingleData([TOKEN], ERC20_READS, "balanceOf", ["not an account"]), { wrapper: wrapperOf(store) });
    expect(hook.result.current).toEqual([INVALID_CALL_STATE]);
    expect(listened(store)).toEqual([]);
    const wrongKind = renderHook(() => useMultipleContractSingleData([TOKEN], ERC20_READS, "balanceOf", [{ not: "an argument" } as never]), { wrapper: wrapperOf(store) });
    expect(wrongKind.result.current).toEqual([INVALID_CALL_STATE]);
    expect(listened(store)).toEqual([]);
  });

  it("a page mounted again gets its stored results at once, as the same state objects", () => {
    const store = newStore();
    const first = renderHook(() => useMultipleContractSingleData([TOKEN, TOKEN_B], ERC20_READS, "decimals"), { wrapper: wrapperOf(store) });
    answer(store, 4, { [toCallKey(decimalsCall(TOKEN))]: decimals(18), [toCallKey(decimalsCall(TOKEN_B))]: decimals(8) });
    const shown = first.result.current;
    first.unmount();
    const again = renderHook(() => useMultipleContractSingleData([TOKEN, TOKEN_B], ERC20_READS, "decimals"), { wrapper: wrapperOf(store) });
    expect(again.result.current[0]).toBe(shown[0]);
    expect(again.result.current[1]).toBe(shown[1]);
  });

  it("a result from an older block than the latest is shown as syncing", () => {
    const store = newStore();
    const hook = renderHook(() => useMultipleContractSingleData([TOKEN], ERC20_READS, "decimals"), { wrapper: wrapperOf(store) });
    answer(store, 4, { [toCallKey(decimalsCall(TOKEN))]: decimals(18) });
    act(() => {
      store.dispatch(updateBlockNumber({ chainId: CHAIN, blockNumber: 5 }));
    });
    expect(hook.result.current[0]).toMatchObject({ syncing: true, loading: false, value: 18n });
  });
});

describe("useSingleContractMultipleData", () => {
  it("one call per input set, each with its own value; a contract without an address gives no call", () => {
    const store = newStore();
    const hook = renderHook(() => useSingleContractMultipleData(TOKEN_CONTRACT, "balanceOf", [[ACCOUNT], [ACCOUNT_B], ["bad"]]), { wrapper: wrapperOf(store) });
    expect(listened(store)).toEqual([toCallKey(balanceCall(TOKEN, ACCOUNT)), toCallKey(balanceCall(TOKEN, ACCOUNT_B))].sort());
    answer(store, 2, { [toCallKey(balanceCall(TOKEN, ACCOUNT))]: amount(1n), [toCallKey(balanceCall(TOKEN, ACCOUNT_B))]: amount(2n) });
    expect(hook.result.current.map((s) => s.value)).toEqual([1n, 2n, undefined]);
    expect(hook.result.current[2]).toBe(INVALID_CALL_STATE);

    const noContract = renderHook(() => useSingleContractMultipleData<IERC20, "balanceOf">(undefined, "balanceOf", [[ACCOUNT]]), { wrapper: wrapperOf(store) });
    expect(noContract.result.current).toEqual([]);
    const unnamed = renderHook(() => useSingleContractMultipleData(tokenContract("0xnope"), "balanceOf", [[ACCOUNT]]), { wrapper: wrapperOf(store) });
    expect(unnamed.result.current).toEqual([INVALID_CALL_STATE]);
  });
});

describe("useSingleCallResult", () => {
  it("the one call's state; invalid without a contract or with a method the contract does not have", () => {
    const store = newStore();
    const hook = renderHook(() => useSingleCallResult(TOKEN_CONTRACT, "balanceOf", [ACCOUNT]), { wrapper: wrapperOf(store) });
    expect(hook.result.current).toBe(LOADING_CALL_STATE);
    expect(listened(store)).toEqual([toCallKey(balanceCall(TOKEN, ACCOUNT))]);
    answer(store, 9, { [toCallKey(balanceCall(TOKEN, ACCOUNT))]: amount(42n) });
    expect(hook.result.current).toMatchObject({ valid: true, loading: false, syncing: false, error: false, value: 42n });

    expect(renderHook(() => useSingleCallResult<IERC20, "balanceOf">(null, "balanceOf", [ACCOUNT]), { wrapper: wrapperOf(store) }).result.current).toBe(INVALID_CALL_STATE);
    expect(renderHook(() => useSingleCallResult(TOKEN_CONTRACT, "noSuchMethod" as "balanceOf", [ACCOUNT]), { wrapper: wrapperOf(store) }).result.current).toBe(INVALID_CALL_STATE);
  });

  it("new inputs (equal by value, not by identity) change the call", () => {
    const store = newStore();
    let account = ACCOUNT;
    const hook = renderHook(() => useSingleCallResult(TOKEN_CONTRACT, "balanceOf", [account]), { wrapper: wrapperOf(store) });
    answer(store, 2, { [toCallKey(balanceCall(TOKEN, ACCOUNT))]: amount(1n), [toCallKey(balanceCall(TOKEN, ACCOUNT_B))]: amount(2n) });
    const first = hook.result.current;
    hook.rerender();
    expect(hook.result.current).toBe(first);
    account = ACCOUNT_B;
    hook.rerender();
    expect(hook.result.current.value).toBe(2n);
    expect(listened(store)).toEqual([toCallKey(balanceCall(TOKEN, ACCOUNT_B))]);
  });
});

describe("the hooks follow what they are asked", () => {
  it("another address list, method or contract between renders changes the calls and the values", () => {
    const store = newStore();
    answer(store, 3, {
      [toCallKey(decimalsCall(TOKEN))]: decimals(18),
      [toCallKey(decimalsCall(TOKEN_B))]: decimals(6),
      [toCallKey(balanceCall(TOKEN, ACCOUNT))]: amount(1n),
      [toCallKey(balanceCall(TOKEN_B, ACCOUNT))]: amount(2n),
    });
    let addresses = [TOKEN];
    let method: "decimals" | "balanceOf" = "decimals";
    const many = renderHook(() => useMultipleContractSingleData(addresses, ERC20_READS, method, method === "balanceOf" ? [ACCOUNT] : undefined), { wrapper: wrapperOf(store) });
    expect(many.result.current[0].value).toBe(18n);
    addresses = [TOKEN_B];
    many.rerender();
    expect(many.result.current[0].value).toBe(6n);
    method = "balanceOf";
    many.rerender();
    expect(many.result.current[0].value).toBe(2n);
    many.unmount();

    let contract = TOKEN_CONTRACT;
    const single = renderHook(() => useSingleCallResult(contract, "balanceOf", [ACCOUNT]), { wrapper: wrapperOf(store) });
    const multiple = renderHook(() => useSingleContractMultipleData(contract, "balanceOf", [[ACCOUNT]]), { wrapper: wrapperOf(store) });
    expect(single.result.current.value).toBe(1n);
    expect(multiple.result.current[0].value).toBe(1n);
    contract = tokenContract(TOKEN_B);
    single.rerender();
    multiple.rerender();
    expect(single.result.current.value).toBe(2n);
    expect(multiple.result.current[0].value).toBe(2n);
  });

  it("another method on the same contract changes the call of useSingleCallResult and useSingleContractMultipleData", () => {
    const store = newStore();
    answer(store, 3, { [toCallKey(decimalsCall(TOKEN))]: decimals(18), [toCallKey(balanceCall(TOKEN, ACCOUNT))]: amount(5n) });
    let method: "decimals" | "balanceOf" = "balanceOf";
    const inputs = () => (method === "balanceOf" ? [ACCOUNT] : undefined);
    const single = renderHook(() => useSingleCallResult(TOKEN_CONTRACT, method, inputs()), { wrapper: wrapperOf(store) });
    const multiple = renderHook(() => useSingleContractMultipleData(TOKEN_CONTRACT, method, [inputs()]), { wrapper: wrapperOf(store) });
    expect(single.result.current.value).toBe(5n);
    expect(multiple.result.current[0].value).toBe(5n);
    method = "decimals";
    single.rerender();
    multiple.rerender();
    expect(single.result.current.value).toBe(18n);
    expect(multiple.result.current[0].value).toBe(18n);
  });

  it("an address list that grows by an address that is none gets a state for it", () => {
    const store = newStore();
    answer(store, 3, { [toCallKey(decimalsCall(TOKEN))]: decimals(18) });
    let addresses: (string | undefined)[] = [TOKEN];
    const hook = renderHook(() => useMultipleContractSingleData(addresses, ERC20_READS, "decimals"), { wrapper: wrapperOf(store) });
    expect(hook.result.current).toHaveLength(1);
    addresses = [TOKEN, undefined];
    hook.rerender();
    expect(hook.result.current).toHaveLength(2);
    expect(hook.result.current[1]).toBe(INVALID_CALL_STATE);
  });
});

describe("inputs with big integers", () => {
  // A method with a uint256 input, as a factory's allPairs(index): its inputs are bigints, which JSON cannot hold.
  const FACTORY = new Interface(["function allPairs(uint256) view returns (address)"]);
  const factory = { interface: FACTORY, target: TOKEN };
  const pairCall = (index: bigint) => ({ address: TOKEN, callData: FACTORY.encodeFunctionData("allPairs", [index]).toLowerCase() });

  it("are compared by value, so that other numbers make other calls", () => {
    const store = newStore();
    let indexes = [0n, 1n];
    const hook = renderHook(() => useSingleContractMultipleData(factory, "allPairs" as never, indexes.map((i) => [i])), { wrapper: wrapperOf(store) });
    expect(listened(store)).toEqual([toCallKey(pairCall(0n)), toCallKey(pairCall(1n))].sort());
    indexes = [2n, 3n];
    hook.rerender();
    expect(listened(store)).toEqual([toCallKey(pairCall(2n)), toCallKey(pairCall(3n))].sort());
  });
});
