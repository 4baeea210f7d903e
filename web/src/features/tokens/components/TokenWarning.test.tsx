// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { Token } from "@/sdk";
import { TokenWarning } from "./TokenWarning";

afterEach(cleanup);

const USDT = new Token(555555, "0x0000000000000000000000000000000000000001", 6, "USDT", "Tether USD");
const renderWarning = (token: Token, onContinue = vi.fn()) => {
  renderWithProviders(<TokenWarning token={token} knownTokens={[USDT]} onContinue={onContinue} />);
  return onContinue;
};

describe("TokenWarning", () => {
  it("enables Continue only after 'I understand' is ticked", () => {
    const onContinue = renderWarning(new Token(555555, "0x00000000000000000000000000000000000000aa", 18, "NEW", "New"));
    const button = screen.getByTestId("token-warning-continue") as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onContinue).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText("I understand"));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onContinue).toHaveBeenCalledOnce();
    expect(screen.queryByTestId("token-warning-lookalike")).toBeNull();
  });

  it("flags a token sharing its symbol with a known token", () => {
    renderWarning(new Token(555555, "0x00000000000000000000000000000000000000bb", 6, "USDT", "Totally Real"));
    expect(screen.getByTestId("token-warning-lookalike").textContent).toContain(`USDT (${USDT.address})`);
  });

  it("renders markup in token names as text", () => {
    renderWarning(new Token(555555, "0x00000000000000000000000000000000000000cc", 18, "<b>X</b>", '<img src=x onerror="alert(1)">'));
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(document.querySelector("img[src='x']")).toBeNull();
    expect(document.querySelector("b")).toBeNull();
  });

  it("shows a hostile token's name cleaned and capped, marks it, and shows its raw text escaped", () => {
    const name = `<img src=x onerror=alert(1)>Tether\u202EDSU${"A".repeat(2_000)}`;
    renderWarning(new Token(555555, "0x00000000000000000000000000000000000000dd", 18, '<b id="pwn">USDT</b>', name));
    const identity = screen.getByTestId("token-warning-identity");
    expect(identity.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F]/);
    expect(screen.getByTestId("token-name-text").textContent).toBe("<img src=x onerror=alert(1)>TetherDSUAA…");
    expect(screen.getByTestId("token-name-text").getAttribute("title")).toBe(`<img src=x onerror=alert(1)>TetherDSU${"A".repeat(2_000)}`);
    expect(screen.getByTestId("token-symbol-text").textContent).toBe('<b id="pwn"…');
    expect(screen.getByTestId("token-suspicious-mark")).toBeTruthy();
    expect(screen.getByTestId("token-warning-suspicious")).toBeTruthy();
    expect(screen.getByTestId("token-warning-raw-name").textContent).toBe(`<img src=x onerror=alert(1)>Tether\\u{202E}DSU${"A".repeat(162)}… (+1838)`);
    expect(screen.getByTestId("token-warning-raw-symbol").textContent).toBe('<b id="pwn">USDT</b>');
    expect(document.getElementById("pwn")).toBeNull();
  });

  it("does not mark or explain a token whose text needed no cleaning", () => {
    renderWarning(new Token(555555, "0x00000000000000000000000000000000000000ee", 18, "NEW", "  New  Token "));
    expect(screen.queryByTestId("token-suspicious-mark")).toBeNull();
    expect(screen.queryByTestId("token-warning-suspicious")).toBeNull();
    expect(screen.queryByTestId("token-warning-raw")).toBeNull();
    expect(screen.getByTestId("token-name-text").textContent).toBe("New Token");
  });
});
