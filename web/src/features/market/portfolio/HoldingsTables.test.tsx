// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { AssetsTable } from "./HoldingsTables";
import type { ChainHoldings } from "./holdings";

afterEach(cleanup);

const ONE_COIN = 10n ** 18n;
const holdings: ChainHoldings = { native: ONE_COIN, tokens: [], positions: [], totalNative: ONE_COIN, unpriced: 0 };

/** The asset cell (first column) of the native coin's row. */
function nativeAssetCell(): string {
  const row = screen.getAllByTestId("portfolio-token-row").find((r) => r.dataset.token === "native");
  return row?.querySelector("td")?.textContent ?? "";
}

describe("AssetsTable's native coin row", () => {
  it("shows a coin whose name is its symbol once (PEN, not PEN PEN)", () => {
    renderWithProviders(<AssetsTable holdings={holdings} native="PEN" nativeName="PEN" />);
    expect(nativeAssetCell()).toBe("PEN");
  });

  it("shows the symbol and then the name where they differ", () => {
    renderWithProviders(<AssetsTable holdings={holdings} native="ETH" nativeName="Ether" />);
    expect(nativeAssetCell()).toBe("ETH Ether");
  });
});

describe("AssetsTable's token rows", () => {
  const token = (symbol: string, name: string) => ({ address: "0x00000000000000000000000000000000000000b1", symbol, name, decimals: 18, verified: true });
  /** The asset cell (first column) of the token's row. */
  function tokenAssetCell(): string {
    const row = screen.getAllByTestId("portfolio-token-row").find((r) => r.dataset.token !== "native");
    return row?.querySelector("td")?.textContent ?? "";
  }

  it("shows a token named by its symbol once", () => {
    renderWithProviders(<AssetsTable holdings={{ ...holdings, tokens: [{ token: token("CPEN", "CPEN"), balance: ONE_COIN }] }} native="PEN" nativeName="PEN" />);
    expect(tokenAssetCell()).toBe("CPEN");
  });

  it("shows a token's symbol and then its name where they differ", () => {
    renderWithProviders(<AssetsTable holdings={{ ...holdings, tokens: [{ token: token("BAN", "Banana"), balance: ONE_COIN }] }} native="PEN" nativeName="PEN" />);
    expect(tokenAssetCell()).toBe("BAN Banana");
  });

  it("shows a marked token named by its symbol once: the mark beside the symbol is no part of its text", () => {
    // A zero-width space in the name makes the token suspicious; cleaned, the name reads as the symbol.
    renderWithProviders(<AssetsTable holdings={{ ...holdings, tokens: [{ token: token("CPEN", "CP\u200bEN"), balance: ONE_COIN }] }} native="PEN" nativeName="PEN" />);
    expect(screen.getByTestId("token-suspicious-mark")).toBeTruthy();
    expect(screen.queryByTestId("token-name-text")).toBeNull();
    expect(tokenAssetCell()).toBe("CPEN⚠");
  });

  it("shows the name where it differs from the symbol only by the symbol's shorter length cap", () => {
    // Capped at 12 characters, the symbol shows less than the name does: the name is the only place the rest shows.
    const long = "LONGSYMBOLTOKEN";
    renderWithProviders(<AssetsTable holdings={{ ...holdings, tokens: [{ token: token(long, long), balance: ONE_COIN }] }} native="PEN" nativeName="PEN" />);
    expect(tokenAssetCell()).toBe("LONGSYMBOLT… LONGSYMBOLTOKEN");
  });

  it("shows a token without a symbol or name by its short address once", () => {
    renderWithProviders(<AssetsTable holdings={{ ...holdings, tokens: [{ token: token("", "\u200b"), balance: ONE_COIN }] }} native="PEN" nativeName="PEN" />);
    expect(tokenAssetCell()).toBe("0x0000…00b1⚠");
  });
});
