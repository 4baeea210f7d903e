import styled from "styled-components";

/** A quote the app can no longer vouch for: dimmed, still readable, so the user sees what it was. */
export const StaleQuote = styled.div<{ $stale: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  opacity: ${({ $stale }) => ($stale ? 0.45 : 1)};
  transition: opacity 0.2s;
`;

export const StaleNote = styled.div`
  font-size: 14px;
  font-weight: 500;
  text-align: center;
  color: ${({ theme }) => theme.colors.red};
`;
