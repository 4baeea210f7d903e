// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { PercentSlider, SLIDER_DEBOUNCE_MS } from "./PercentSlider";

// The debounce runs on fake timers: "came to rest" is a timer step, not a wait on a busy machine.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const rest = () => act(() => vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS + 1));

/** The slider beside the 25/50/75/Max buttons, as the remove page wires them to one stored percent. */
function RemoveAmount({ onStored }: { onStored: (value: number) => void }) {
  const [percent, setPercent] = useState(0);
  const store = (value: number) => {
    setPercent(value);
    onStored(value);
  };
  return (
    <>
      <output data-testid="stored">{percent}</output>
      {[25, 50, 75, 100].map((value) => (
        <button key={value} type="button" onClick={() => store(value)}>
          {value}
        </button>
      ))}
      <PercentSlider value={percent} onChange={store} />
    </>
  );
}

function show() {
  const onStored = vi.fn();
  renderWithProviders(<RemoveAmount onStored={onStored} />);
  return { onStored, slider: screen.getByRole("slider", { name: "Percent to remove" }) as HTMLInputElement };
}

describe("PercentSlider", () => {
  it("follows a drag at once and stores only where it came to rest", () => {
    const { onStored, slider } = show();
    for (const value of ["10", "20", "33"]) fireEvent.change(slider, { target: { value } });
    expect(slider.value).toBe("33");
    expect(onStored).not.toHaveBeenCalled();
    rest();
    expect(screen.getByTestId("stored").textContent).toBe("33");
    expect(onStored.mock.calls).toEqual([[33]]);
  });

  it("a percent button moves the slider, and wins over a drag that has not come to rest", () => {
    const { onStored, slider } = show();
    fireEvent.click(screen.getByRole("button", { name: "50" }));
    expect(slider.value).toBe("50");

    fireEvent.change(slider, { target: { value: "60" } });
    fireEvent.click(screen.getByRole("button", { name: "100" }));
    expect(slider.value).toBe("100");
    // Past the debounce the stale drag position is not stored over the button's value.
    rest();
    expect(slider.value).toBe("100");
    expect(screen.getByTestId("stored").textContent).toBe("100");
    expect(onStored.mock.calls).toEqual([[50], [100]]);
  });

  it("moving back to the stored value stores nothing", () => {
    const { onStored, slider } = show();
    fireEvent.click(screen.getByRole("button", { name: "25" }));
    fireEvent.change(slider, { target: { value: "40" } });
    fireEvent.change(slider, { target: { value: "25" } });
    rest();
    expect(onStored.mock.calls).toEqual([[25]]);
  });
});
