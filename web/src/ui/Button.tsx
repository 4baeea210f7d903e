import styled, { css } from "styled-components";

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 14px 18px;
  border-radius: 16px;
  border: 1px solid transparent;
  font-size: 16px;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  transition: filter 0.15s ease;
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const ButtonPrimary = styled.button`
  ${base};
  width: 100%;
  background: ${({ theme }) => theme.colors.primary1};
  color: ${({ theme }) => theme.colors.primaryText};
`;

export const ButtonSecondary = styled.button`
  ${base};
  background: transparent;
  color: ${({ theme }) => theme.colors.accentText};
  border-color: ${({ theme }) => theme.colors.primary1};
`;

export const ButtonLight = styled.button`
  ${base};
  width: 100%;
  background: ${({ theme }) => (theme.darkMode ? "rgba(232,0,111,0.18)" : "rgba(214,0,106,0.10)")};
  color: ${({ theme }) => theme.colors.accentText};
`;
