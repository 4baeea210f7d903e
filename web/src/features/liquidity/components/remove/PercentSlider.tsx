import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useDebounce } from "@/onchain/useDebounce";

/** Slider 0..100 step 1, changes reach the burn state after 100 ms without movement. */
export const SLIDER_DEBOUNCE_MS = 100;

const Range = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary1};
`;

/** A drag position and the outside value it started from; a newer outside value (25/50/75/Max, reset) wins. */
interface Drag {
  position: number;
  from: number;
}

export function PercentSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<Drag | undefined>();
  const debounced = useDebounce(drag, SLIDER_DEBOUNCE_MS);
  const shown = drag && drag.from === value ? drag.position : value;

  useEffect(() => {
    if (debounced && debounced.from === value && debounced.position !== value) onChange(debounced.position);
  }, [debounced, value, onChange]);

  return (
    <Range
      type="range"
      min={0}
      max={100}
      step={1}
      value={shown}
      aria-label={t("liquidity.percentToRemove")}
      data-testid="remove-percent-slider"
      onChange={(e) => setDrag({ position: Number(e.target.value), from: value })}
    />
  );
}
