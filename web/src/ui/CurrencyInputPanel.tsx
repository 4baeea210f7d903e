import type { ReactNode } from "react";
import styled from "styled-components";
import { AmountInput } from "./AmountInput";
import { CurrencySelectButton } from "./CurrencySelectButton";

const Panel = styled.div`
  padding: 14px 16px;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.bg0};
  border: 1px solid ${({ theme }) => theme.colors.border};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.bg3};
  }
`;

const Label = styled.label`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

interface CurrencyInputPanelProps {
  id: string;
  label: string;
  value: string;
  onUserInput: (value: string) => void;
  /** The chosen currency; `currencyFallback` labels one whose details are still loading. */
  currency?: { symbol?: string; name?: string };
  currencyFallback?: string;
  /** The selected token's decimals, so the field never holds more digits than the token has. */
  currencyDecimals?: number;
  selectPlaceholder: string;
  onCurrencySelect?: () => void;
  /** Right side of the label row, e.g. the balance once a wallet is connected. */
  labelExtra?: ReactNode;
}

/** One side of a swap or liquidity form: label, amount field and token picker. */
export function CurrencyInputPanel(props: CurrencyInputPanelProps) {
  const { id, label, value, onUserInput, currency, currencyFallback, currencyDecimals, selectPlaceholder, onCurrencySelect, labelExtra } = props;
  return (
    <Panel id={id}>
      <Label htmlFor={`${id}-amount`}>
        <span>{label}</span>
        {labelExtra}
      </Label>
      <InputRow>
        <AmountInput id={`${id}-amount`} value={value} onUserInput={onUserInput} maxDecimals={currencyDecimals} />
        <CurrencySelectButton currency={currency} fallback={currencyFallback} placeholder={selectPlaceholder} onClick={onCurrencySelect} />
      </InputRow>
    </Panel>
  );
}
