import { css } from "styled-components";

/** The market pages' small text fields (Explore's search, the portfolio's account field): one look for both. */
export const compactField = css`
  padding: 8px 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg2};
  color: ${({ theme }) => theme.colors.text1};
  font: inherit;
`;
