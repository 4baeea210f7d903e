import styled from "styled-components";
import { acceptAmountInput, AMOUNT_INPUT_MAX_LENGTH } from "./amountInput";

const StyledInput = styled.input`
  width: 0;
  flex: 1 1 auto;
  min-width: 0;
  border: none;
  outline: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text1};
  font-size: 28px;
  font-weight: 500;
  text-overflow: ellipsis;
  padding: 0;
  &::placeholder {
    color: ${({ theme }) => theme.colors.text3};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

interface AmountInputProps {
  value: string;
  onUserInput: (value: string) => void;
  id?: string;
  "aria-label"?: string;
  disabled?: boolean;
  /** The token's decimals: typed or pasted digits beyond them are cut. */
  maxDecimals?: number;
}

/** A decimal amount field: digits and one point, commas become dots, placeholder 0.0. */
export function AmountInput({ value, onUserInput, maxDecimals, ...rest }: AmountInputProps) {
  return (
    <StyledInput
      {...rest}
      value={value}
      onChange={(event) => {
        const accepted = acceptAmountInput(event.target.value, maxDecimals);
        if (accepted !== null) onUserInput(accepted);
      }}
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      type="text"
      pattern="^[0-9]*[.,]?[0-9]*$"
      placeholder="0.0"
      minLength={1}
      maxLength={AMOUNT_INPUT_MAX_LENGTH}
    />
  );
}
