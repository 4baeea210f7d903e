// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WalletLoader } from "./WalletLoader";

describe("WalletLoader", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("stays hidden for the first 600 ms of waiting, then shows", () => {
    vi.useFakeTimers();
    render(<WalletLoader label="Connecting" />);
    act(() => vi.advanceTimersByTime(599));
    expect(screen.queryByTestId("wallet-loader")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("wallet-loader")).toBeTruthy();
  });
});
