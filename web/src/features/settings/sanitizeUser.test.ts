import { describe, expect, it } from "vitest";
import { initialUserState, type UserState } from "./userSlice";
import { sanitizeUser } from "./sanitizeUser";
import { validateAndParseAddress } from "@/sdk";

const defaults = initialUserState(1000);
const A = validateAndParseAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed");
const B = validateAndParseAddress("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359");
const tokenA = { chainId: 555555, address: A, decimals: 18, symbol: "BARK", name: "Bark" };
const tokenB = { chainId: 555555, address: B, decimals: 6, symbol: "USDT" };

describe("sanitizeUser", () => {
  it("non-objects give the defaults", () => {
    for (const raw of [null, undefined, 42, "user", [1, 2], true]) expect(sanitizeUser(raw, defaults)).toEqual(defaults);
  });

  it("keeps a fully valid state as it is", () => {
    const valid: UserState = {
      userDarkMode: true,
      matchesDarkMode: false,
      userExpertMode: true,
      userSlippageTolerance: 100,
      userDeadline: 600,
      userApprovalMode: "exact",
      userSwapChartOpen: true,
      tokens: { 555555: { [A]: tokenA } },
      pairs: { 555555: { [`${A};${B}`]: { token0: tokenA, token1: tokenB } } },
      timestamp: 1234,
    };
    expect(sanitizeUser(JSON.parse(JSON.stringify(valid)), defaults)).toEqual(valid);
  });

  it("a corrupted swap chart choice falls back to closed; a stored boolean survives", () => {
    for (const bad of ["true", 1, null, {}, [true]]) expect(sanitizeUser({ userSwapChartOpen: bad }, defaults).userSwapChartOpen).toBe(false);
    expect(sanitizeUser({ userSwapChartOpen: true }, defaults).userSwapChartOpen).toBe(true);
    expect(sanitizeUser({ userSwapChartOpen: false }, { ...defaults, userSwapChartOpen: true }).userSwapChartOpen).toBe(false);
  });

  it("an unknown or corrupted approval mode falls back to unlimited; a stored valid one survives", () => {
    for (const bad of ["EXACT", "", 1, true, null, { mode: "exact" }, ["exact"]]) {
      expect(sanitizeUser({ userApprovalMode: bad }, defaults).userApprovalMode).toBe("unlimited");
    }
    expect(sanitizeUser({}, defaults).userApprovalMode).toBe("unlimited");
    expect(sanitizeUser({ userApprovalMode: "exact" }, defaults).userApprovalMode).toBe("exact");
    expect(sanitizeUser({ userApprovalMode: "unlimited" }, { ...defaults, userApprovalMode: "exact" }).userApprovalMode).toBe("unlimited");
  });

  it("wrong types fall back field by field, valid fields survive", () => {
    const result = sanitizeUser(
      {
        userDarkMode: "dark",
        userExpertMode: 1,
        userSlippageTolerance: 10001,
        userDeadline: -5,
        timestamp: "yesterday",
        tokens: "lots",
        pairs: null,
        matchesDarkMode: true,
      },
      defaults,
    );
    expect(result).toEqual({ ...defaults, matchesDarkMode: true });
  });

  it("userDarkMode null is valid (follow the system)", () => {
    expect(sanitizeUser({ ...defaults, userDarkMode: null }, { ...defaults, userDarkMode: true }).userDarkMode).toBeNull();
  });

  it("slippage must be an integer 0..10000 and the deadline a positive integer", () => {
    expect(sanitizeUser({ userSlippageTolerance: 0 }, defaults).userSlippageTolerance).toBe(0);
    expect(sanitizeUser({ userSlippageTolerance: 10000 }, defaults).userSlippageTolerance).toBe(10000);
    expect(sanitizeUser({ userSlippageTolerance: 0.5 }, defaults).userSlippageTolerance).toBe(50);
    expect(sanitizeUser({ userSlippageTolerance: -1 }, defaults).userSlippageTolerance).toBe(50);
    expect(sanitizeUser({ userDeadline: 0 }, defaults).userDeadline).toBe(1200);
    expect(sanitizeUser({ userDeadline: "1200" }, defaults).userDeadline).toBe(1200);
  });

  it("drops broken saved tokens and keeps the good ones", () => {
    const result = sanitizeUser(
      {
        tokens: {
          555555: {
            [A]: tokenA,
            [B]: { ...tokenB, decimals: 256 },
            "0xnotanaddress": { ...tokenB, address: "0xnotanaddress" },
          },
          3344: { [A]: tokenA }, // chain id inside does not match the key
          abc: { [A]: tokenA }, // not a chain id
          5555: "nope",
        },
      },
      defaults,
    );
    expect(result.tokens).toEqual({ 555555: { [A]: tokenA } });
  });

  it("drops pairs with a broken or repeated token and re-keys the rest", () => {
    const result = sanitizeUser(
      {
        pairs: {
          555555: {
            wrongKey: { token0: tokenA, token1: tokenB },
            same: { token0: tokenA, token1: tokenA },
            broken: { token0: tokenA, token1: { decimals: 18 } },
            notAPair: 7,
          },
        },
      },
      defaults,
    );
    expect(result.pairs).toEqual({ 555555: { [`${A};${B}`]: { token0: tokenA, token1: tokenB } } });
  });

  it("optional symbol/name of the wrong type are dropped, not the token", () => {
    const result = sanitizeUser({ tokens: { 555555: { [A]: { ...tokenA, symbol: 5, name: null } } } }, defaults);
    expect(result.tokens[555555][A]).toEqual({ chainId: 555555, address: A, decimals: 18 });
  });
});
