import { describe, expect, it } from "vitest";
import * as sdk from "./index";

describe("sdk index", () => {
  it("exports the v2-sdk style API and PenSwap's additions", () => {
    for (const name of ["Token", "NativeCurrency", "CurrencyAmount", "Fraction", "Percent", "Price", "Pair", "Route", "Trade", "Router",
      "computePairAddress", "tryParseAmount", "MockV1Pair", "v1SwapArguments", "InsufficientReservesError", "InsufficientInputAmountError",
      "ETHER", "PEN", "PC", "OAS", "WETH", "nativeOnChain", "setWrappedNative", "setPairAddressConfig", "TradeType", "Rounding"]) {
      expect(sdk[name as keyof typeof sdk], name).toBeDefined();
    }
    expect(sdk.TradeType.EXACT_INPUT).toBe(0);
    expect(sdk.TradeType.EXACT_OUTPUT).toBe(1);
    expect(sdk.MINIMUM_LIQUIDITY).toBe(1000n);
  });
});
