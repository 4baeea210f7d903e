import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { useDebounce } from "../../../../chain/useDebounce";

/** Spec §9: slider 0..100 step 1, changes reach the burn state after 100 ms without movement. */
export const SLIDER_DEBOUNCE_MS = 100;

const Range = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary1};
`;

export function PercentSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const [local, setLocal] = useState(value);
  const debounced = useDebounce(local, SLIDER_DEBOUNCE_MS);
  const lastSent = useRef(value);

  // Outside changes (25/50/75/Max, reset after removal) move the slider.
  useEffect(() => {
    lastSent.current = value;
    setLocal(value);
  }, [value]);

  useEffect(() => {
    if (debounced !== lastSent.current) {
      lastSent.current = debounced;
      onChange(debounced);
    }
  }, [debounced, onChange]);

  return (
    <Range
      type="range"
      min={0}
      max={100}
      step={1}
      value={local}
      aria-label="Percent to remove"
      data-testid="remove-percent-slider"
      onChange={(e) => setLocal(Number(e.target.value))}
    />
  );
}
