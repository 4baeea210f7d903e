import styled from "styled-components";
import { RowBetween } from "./Card";

/** Shared look of the dialog views of the token and list features (search, manage lists, import warning). */
export const Dialog = styled.div`
  width: 50vw;
  max-width: 420px;
  max-height: 90vh;
  overflow-y: auto;
  border-radius: 20px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
  box-shadow: 0 4px 24px ${({ theme }) => theme.colors.shadow};
  ${({ theme }) => theme.mediaWidth.upToSmall`
    width: 92vw;
  `}
`;

export const HeaderRow = styled(RowBetween)`
  flex-wrap: nowrap;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

export const IconButton = styled.button`
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text2};
  font-size: 20px;
  cursor: pointer;
  padding: 4px 8px;
`;

export const TextInput = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 14px 16px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg0};
  color: ${({ theme }) => theme.colors.text1};
  font-size: 16px;
  outline: none;
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary1};
  }
`;

/** A compact outlined button (accent border and text); `$filled` gives the primary one of a pair. */
export const SmallButton = styled.button<{ $filled?: boolean }>`
  padding: 6px 10px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.primary1};
  background: ${({ theme, $filled }) => ($filled ? theme.colors.primary1 : "transparent")};
  color: ${({ theme, $filled }) => ($filled ? theme.colors.primaryText : theme.colors.accentText)};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text2};
  font-size: 14px;
`;

export const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.red};
  font-size: 14px;
  margin-top: 6px;
  overflow-wrap: anywhere;
`;
