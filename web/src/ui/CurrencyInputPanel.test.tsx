// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { CurrencyInputPanel } from "./CurrencyInputPanel";

afterEach(cleanup);

/** A form side that keeps what the panel reports, as the swap and liquidity slices do. */
function Side({ symbol, name, decimals, onSelect, extra }: { symbol?: string; name?: string; decimals?: number; onSelect?: () => void; extra?: string }) {
  const [value, setValue] = useState("");
  return (
    <CurrencyInputPanel
      id="swap-currency-input"
      label="From"
      value={value}
      onUserInput={setValue}
      currency={symbol === undefined ? undefined : { symbol, name }}
      currencyDecimals={decimals}
      selectPlaceholder="Select a token"
      onCurrencySelect={onSelect}
      labelExtra={extra ? <span data-testid="label-extra">{extra}</span> : undefined}
    />
  );
}

describe("CurrencyInputPanel", () => {
  it("names its amount field by the label and shows the placeholder until a token is chosen", () => {
    const onSelect = vi.fn();
    renderWithProviders(<Side onSelect={onSelect} />);
    expect(screen.getByLabelText("From")).toBe(document.getElementById("swap-currency-input-amount"));
    fireEvent.click(screen.getByRole("button", { name: "Select a token" }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("label-extra")).toBeNull();
  });

  it("with a token shows its symbol and the label's extra (the balance)", () => {
    renderWithProviders(<Side symbol="BARK" decimals={18} extra="Balance: 12.5" />);
    expect(screen.getByRole("button", { name: "BARK" })).toBeTruthy();
    expect(screen.getByTestId("label-extra").textContent).toBe("Balance: 12.5");
  });

  it("shows a hostile symbol cleaned and capped, the full text on hover, and marks the token", () => {
    renderWithProviders(<Side symbol={"US\u202EDT\u200B" + "X".repeat(30)} name="Tether" decimals={18} />);
    const shown = screen.getByTestId("token-symbol-text");
    expect(shown.textContent).toBe("USDTXXXXXXX…");
    expect(shown.getAttribute("title")).toBe("USDT" + "X".repeat(30));
    expect(screen.getByTestId("token-suspicious-mark")).toBeTruthy();
  });

  it("does not mark a token whose text needed no cleaning", () => {
    renderWithProviders(<Side symbol="BARK" name="Bark" decimals={18} />);
    expect(screen.queryByTestId("token-suspicious-mark")).toBeNull();
  });

  it("keeps no more decimals than the token has", () => {
    renderWithProviders(<Side symbol="USDT" decimals={6} />);
    const input = screen.getByLabelText("From") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "1.1234567" } });
    expect(input.value).toBe("1.123456");
    fireEvent.change(input, { target: { value: "2,5" } });
    expect(input.value).toBe("2.5");
  });
});
