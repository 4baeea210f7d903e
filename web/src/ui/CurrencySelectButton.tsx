import styled from "styled-components";
import { TokenSymbol } from "./TokenText";

const StyledButton = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: 0 0 auto;
  padding: 6px 10px;
  border-radius: 16px;
  border: none;
  font-size: 16px;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.bg2 : theme.colors.primary1)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text1 : theme.colors.primaryText)};
  &::after {
    content: "";
    width: 7px;
    height: 7px;
    margin-left: 2px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-2px) rotate(45deg);
  }
`;

interface CurrencySelectButtonProps {
  /** The chosen currency, or undefined while none is chosen (or its details are loading). */
  currency?: { symbol?: string; name?: string };
  /** Shown for a chosen currency whose details are not known yet (a shortened address). */
  fallback?: string;
  placeholder: string;
  onClick?: () => void;
  "aria-label"?: string;
}

/** The token-picker trigger: shows the chosen symbol (cleaned, capped, marked), or the placeholder ('Select a token'). */
export function CurrencySelectButton({ currency, fallback, placeholder, onClick, ...rest }: CurrencySelectButtonProps) {
  const selected = Boolean(currency || fallback);
  return (
    <StyledButton type="button" $selected={selected} onClick={onClick} {...rest}>
      {selected ? <TokenSymbol currency={currency} fallback={fallback} /> : placeholder}
    </StyledButton>
  );
}
