import styled from "styled-components";
import { ButtonPrimary } from "@/ui/Button";

/** The swap page's own pieces: the switch arrow, the Max link, balances, the price-impact button and hints. */
export const SwitchRow = styled.div`
  display: flex;
  justify-content: center;
  margin: -18px 0;
  z-index: 1;
`;

export const SwitchButton = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 12px;
  border: 4px solid ${({ theme }) => theme.colors.bg1};
  background: ${({ theme }) => theme.colors.bg2};
  color: ${({ theme }) => theme.colors.text1};
  font-size: 18px;
  cursor: pointer;
`;

export const SmallButton = styled.button`
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.accentText};
  cursor: pointer;
  font-size: 13px;
`;

export const BalanceText = styled.span`
  display: inline-flex;
  gap: 6px;
  align-items: center;
`;

export const WarningButton = styled(ButtonPrimary)<{ $warning?: boolean }>`
  background: ${({ theme, $warning }) => ($warning ? theme.colors.red : theme.colors.primary1)};
`;

export const Hint = styled.div`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.text2};
  text-align: center;
`;
