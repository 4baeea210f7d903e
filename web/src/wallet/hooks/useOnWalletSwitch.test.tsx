// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { WalletContext, type WalletContextValue } from "../WalletContext";
import { useOnWalletSwitch } from "./useOnWalletSwitch";

afterEach(() => cleanup());

/** A page with a dialog open and a typed amount kept elsewhere (here: a second piece of state). */
function Page() {
  const [open, setOpen] = useState(true);
  const [typed] = useState("1.5");
  useOnWalletSwitch(() => setOpen(false));
  return (
    <div>
      <span data-testid="dialog">{open ? "open" : "closed"}</span>
      <span data-testid="typed">{typed}</span>
    </div>
  );
}

function wallet(account: string | undefined, chainId: number): WalletContextValue {
  return { account, chainId } as unknown as WalletContextValue;
}

function renderWith(value: WalletContextValue) {
  const view = render(
    <WalletContext.Provider value={value}>
      <Page />
    </WalletContext.Provider>,
  );
  return (next: WalletContextValue) =>
    act(() =>
      view.rerender(
        <WalletContext.Provider value={next}>
          <Page />
        </WalletContext.Provider>,
      ),
    );
}

const A = "0x" + "aa".repeat(20);
const B = "0x" + "bb".repeat(20);

describe("useOnWalletSwitch", () => {
  it("leaves the dialog open while account and chain stay (same account in other letter case too)", () => {
    const rerender = renderWith(wallet(A, 555555));
    rerender(wallet(A.toUpperCase().replace("0X", "0x"), 555555));
    expect(screen.getByTestId("dialog").textContent).toBe("open");
  });

  it.each([
    ["account switch", wallet(B, 555555)],
    ["chain switch", wallet(A, 3344)],
    ["wallet locked", wallet(undefined, 555555)],
  ])("%s closes it; the typed amount stays", (_name, next) => {
    const rerender = renderWith(wallet(A, 555555));
    rerender(next);
    expect(screen.getByTestId("dialog").textContent).toBe("closed");
    expect(screen.getByTestId("typed").textContent).toBe("1.5");
  });
});
