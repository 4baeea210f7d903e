import { describe, expect, it } from "vitest";
import {
  addSerializedPair,
  addSerializedToken,
  initialUserState,
  removeSerializedPair,
  removeSerializedToken,
  updateMatchesDarkMode,
  updateUserApprovalMode,
  updateUserSwapChartOpen,
  updateUserDarkMode,
  updateUserDeadline,
  updateUserExpertMode,
  updateUserSlippageTolerance,
  userReducer,
} from "./userSlice";
import { selectIsDarkMode } from "./hooks";
import { validateAndParseAddress } from "@/sdk";
import { parseThemeParam } from "./themeQuery";

const A = { chainId: 555555, address: validateAndParseAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"), decimals: 18, symbol: "A" };
const B = { chainId: 555555, address: validateAndParseAddress("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"), decimals: 6, symbol: "B" };

describe("user slice", () => {
  it("starts from the product defaults", () => {
    const state = userReducer(undefined, { type: "init" });
    expect(state).toMatchObject({
      userDarkMode: null,
      matchesDarkMode: false,
      userExpertMode: false,
      userSlippageTolerance: 50,
      userDeadline: 1200,
      userApprovalMode: "unlimited",
      userSwapChartOpen: false,
      tokens: {},
      pairs: {},
    });
    expect(typeof state.timestamp).toBe("number");
  });

  it("updates settings", () => {
    let state = userReducer(initialUserState(0), updateUserDarkMode({ userDarkMode: true }));
    state = userReducer(state, updateUserExpertMode({ userExpertMode: true }));
    state = userReducer(state, updateUserSlippageTolerance({ userSlippageTolerance: 100 }));
    state = userReducer(state, updateUserDeadline({ userDeadline: 60 }));
    state = userReducer(state, updateMatchesDarkMode({ matchesDarkMode: true }));
    state = userReducer(state, updateUserSwapChartOpen({ userSwapChartOpen: true }));
    expect(state).toMatchObject({ userDarkMode: true, userExpertMode: true, userSlippageTolerance: 100, userDeadline: 60, matchesDarkMode: true, userSwapChartOpen: true });
    expect(state.timestamp).toBeGreaterThan(0);
  });

  it("switches the approval mode and ignores an unknown one", () => {
    let state = userReducer(initialUserState(0), updateUserApprovalMode({ userApprovalMode: "exact" }));
    expect(state.userApprovalMode).toBe("exact");
    state = userReducer(state, updateUserApprovalMode({ userApprovalMode: "everything" as never }));
    expect(state.userApprovalMode).toBe("exact");
    state = userReducer(state, updateUserApprovalMode({ userApprovalMode: "unlimited" }));
    expect(state.userApprovalMode).toBe("unlimited");
  });

  it("saves and removes tokens per chain and address", () => {
    let state = userReducer(undefined, addSerializedToken({ serializedToken: A }));
    state = userReducer(state, addSerializedToken({ serializedToken: { ...B, chainId: 3344 } }));
    expect(state.tokens[555555][A.address]).toEqual(A);
    expect(state.tokens[3344][B.address].chainId).toBe(3344);
    state = userReducer(state, removeSerializedToken({ chainId: 555555, address: A.address }));
    expect(state.tokens[555555]).toEqual({});
    // Unknown chain: nothing to remove, no crash.
    expect(userReducer(state, removeSerializedToken({ chainId: 1, address: A.address })).tokens).toEqual(state.tokens);
  });

  it("saves pairs keyed by token addresses; removes them in either order; ignores invalid pairs", () => {
    let state = userReducer(undefined, addSerializedPair({ serializedPair: { token0: A, token1: B } }));
    expect(Object.keys(state.pairs[555555])).toEqual([`${A.address};${B.address}`]);
    state = userReducer(state, addSerializedPair({ serializedPair: { token0: A, token1: A } }));
    state = userReducer(state, addSerializedPair({ serializedPair: { token0: A, token1: { ...B, chainId: 3344 } } }));
    // Across chains also when the first token is on the other chain (the pair would be a new one there).
    state = userReducer(state, addSerializedPair({ serializedPair: { token0: { ...B, chainId: 3344 }, token1: A } }));
    expect(Object.keys(state.pairs[555555])).toHaveLength(1);
    expect(state.pairs[3344]).toBeUndefined();
    state = userReducer(state, removeSerializedPair({ chainId: 555555, tokenAAddress: B.address, tokenBAddress: A.address }));
    expect(state.pairs[555555]).toEqual({});
  });
});

describe("user slice: several entries on one chain", () => {
  const C = { chainId: 555555, address: validateAndParseAddress("0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB"), decimals: 8, symbol: "C" };

  it("a second token on a chain is added beside the first", () => {
    let state = userReducer(initialUserState(0), addSerializedToken({ serializedToken: A }));
    state = userReducer(state, addSerializedToken({ serializedToken: B }));
    expect(state.tokens[555555]).toEqual({ [A.address]: A, [B.address]: B });
  });

  it("a second pair on a chain is added beside the first; removing one keeps the other", () => {
    let state = userReducer(initialUserState(0), addSerializedPair({ serializedPair: { token0: A, token1: B } }));
    state = userReducer(state, addSerializedPair({ serializedPair: { token0: A, token1: C } }));
    expect(Object.keys(state.pairs[555555])).toEqual([`${A.address};${B.address}`, `${A.address};${C.address}`]);
    state = userReducer(state, removeSerializedPair({ chainId: 555555, tokenAAddress: A.address, tokenBAddress: B.address }));
    expect(state.pairs[555555]).toEqual({ [`${A.address};${C.address}`]: { token0: A, token1: C } });
  });

  it("removing a pair of a chain without saved pairs changes nothing but the timestamp", () => {
    const state = userReducer(initialUserState(0), removeSerializedPair({ chainId: 1, tokenAAddress: A.address, tokenBAddress: B.address }));
    expect(state.pairs).toEqual({});
    expect(state.timestamp).toBeGreaterThan(0);
  });
});

describe("dark mode", () => {
  it("the user's choice wins; null follows the system", () => {
    expect(selectIsDarkMode({ userDarkMode: null, matchesDarkMode: true })).toBe(true);
    expect(selectIsDarkMode({ userDarkMode: null, matchesDarkMode: false })).toBe(false);
    expect(selectIsDarkMode({ userDarkMode: false, matchesDarkMode: true })).toBe(false);
    expect(selectIsDarkMode({ userDarkMode: true, matchesDarkMode: false })).toBe(true);
  });
  it("?theme= accepts only light and dark", () => {
    expect(parseThemeParam("light")).toBe("light");
    expect(parseThemeParam("dark")).toBe("dark");
    for (const bad of ["Dark", "blue", "", null, undefined, ["dark"]]) expect(parseThemeParam(bad)).toBeNull();
  });
});
