// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { AmountInput } from "./AmountInput";

function renderInput(value = "") {
  const onUserInput = vi.fn();
  renderWithProviders(<AmountInput value={value} onUserInput={onUserInput} aria-label="amount" />);
  return { onUserInput, input: screen.getByLabelText("amount") as HTMLInputElement };
}

describe("AmountInput", () => {
  afterEach(cleanup);

  it("has the spec's placeholder, max length and decimal keyboard", () => {
    const { input } = renderInput();
    expect(input.placeholder).toBe("0.0");
    expect(input.maxLength).toBe(79);
    expect(input.inputMode).toBe("decimal");
  });

  it("passes accepted values on with commas as dots and ignores rejected keystrokes", () => {
    const { input, onUserInput } = renderInput();
    fireEvent.change(input, { target: { value: "1,5" } });
    expect(onUserInput).toHaveBeenLastCalledWith("1.5");
    onUserInput.mockClear();
    fireEvent.change(input, { target: { value: "1.5.1" } });
    fireEvent.change(input, { target: { value: "abc" } });
    expect(onUserInput).not.toHaveBeenCalled();
  });
});
