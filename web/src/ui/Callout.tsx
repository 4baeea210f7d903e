import styled, { css } from "styled-components";

/**
 * A boxed note inside a page or dialog, its lines stacked: "accent" for guidance (the first provider of a pool
 * sets its price), "warning" for a caution (a migration that cannot be undone).
 */
export const Callout = styled.div<{ $tone: "accent" | "warning" }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 16px;
  border-radius: 16px;
  font-size: 14px;
  ${({ theme, $tone }) =>
    $tone === "warning"
      ? css`
          border: 1px solid ${theme.colors.yellow};
          color: ${theme.colors.text1};
        `
      : css`
          background: ${theme.darkMode ? "rgba(232,0,111,0.18)" : "rgba(214,0,106,0.10)"};
          color: ${theme.colors.accentText};
        `}
`;
