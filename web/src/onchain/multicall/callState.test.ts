import { Interface } from "ethers";
import { describe, expect, it } from "vitest";
import { IERC20__factory } from "../../../../typechain-types/factories/@uniswap/v2-periphery/contracts/interfaces/IERC20__factory";
import { IUniswapV2Pair__factory } from "../../../../typechain-types/factories/@uniswap/v2-core/contracts/interfaces/IUniswapV2Pair__factory";
import { INVALID_CALL_STATE, LOADING_CALL_STATE, toCallState } from "./callState";

const iface = IERC20__factory.createInterface();
const fragment = iface.getFunction("balanceOf");
const encoded = iface.encodeFunctionResult("balanceOf", [1234n]);

describe("toCallState", () => {
  it("invalid and loading states", () => {
    expect(toCallState(undefined, iface, fragment, 5)).toBe(INVALID_CALL_STATE);
    expect(toCallState({ valid: false, data: undefined, blockNumber: undefined }, iface, fragment, 5)).toBe(INVALID_CALL_STATE);
    expect(toCallState({ valid: true, data: undefined, blockNumber: undefined }, iface, fragment, 5)).toBe(LOADING_CALL_STATE);
  });

  it("decodes a result and flags syncing when it is from an older block", () => {
    const fresh = toCallState({ valid: true, data: encoded, blockNumber: 5 }, iface, fragment, 5);
    expect(fresh).toMatchObject({ valid: true, loading: false, syncing: false, error: false });
    expect(fresh.value).toBe(1234n);
    expect(toCallState({ valid: true, data: encoded, blockNumber: 4 }, iface, fragment, 5).syncing).toBe(true);
  });

  it("a reverted call or undecodable data is an error state, not a throw", () => {
    expect(toCallState({ valid: true, data: null, blockNumber: 5 }, iface, fragment, 5)).toMatchObject({ error: true, loading: false, value: undefined });
    expect(toCallState({ valid: true, data: "0x1234", blockNumber: 5 }, iface, fragment, 5)).toMatchObject({ error: true, loading: false });
  });

  it("an empty answer (a call to an address without code) is an error, even for a method that returns nothing", () => {
    // Decoded, "0x" would be a valid empty result of such a method: a read of a contract that is not there must not
    // pass for one.
    const silent = new Interface(["function ping() view"]);
    const ping = silent.getFunction("ping")!;
    expect(toCallState({ valid: true, data: "0x", blockNumber: 5 }, silent, ping, 5)).toMatchObject({ valid: true, error: true, loading: false, value: undefined });
    expect(toCallState({ valid: true, data: "0x", blockNumber: 4 }, silent, ping, 5)).toMatchObject({ error: true, syncing: true });
    expect(toCallState({ valid: true, data: null, blockNumber: 5 }, silent, ping, 5)).toMatchObject({ error: true });
  });

  it("several outputs come back as the named tuple", () => {
    const pair = IUniswapV2Pair__factory.createInterface();
    const getReserves = pair.getFunction("getReserves");
    const data = pair.encodeFunctionResult("getReserves", [5n, 7n, 9n]);
    const state = toCallState({ valid: true, data, blockNumber: 5 }, pair, getReserves, 5);
    expect(state.value).toEqual([5n, 7n, 9n]);
  });
});

describe("toCallState keeps unchanged results' states", () => {
  it("returns the same state object for the same result, so what depends on it is not worked out again", () => {
    const data = iface.encodeFunctionResult("balanceOf", [777n]);
    const first = toCallState({ valid: true, data, blockNumber: 5 }, iface, fragment, 5);
    expect(toCallState({ valid: true, data, blockNumber: 5 }, iface, fragment, 5)).toBe(first);
    const syncing = toCallState({ valid: true, data, blockNumber: 5 }, iface, fragment, 6);
    expect(syncing).toMatchObject({ syncing: true, value: 777n });
    expect(toCallState({ valid: true, data, blockNumber: 5 }, iface, fragment, 6)).toBe(syncing);
    expect(toCallState({ valid: true, data: null, blockNumber: 5 }, iface, fragment, 5)).toBe(toCallState({ valid: true, data: "0x", blockNumber: 5 }, iface, fragment, 5));
  });
});
