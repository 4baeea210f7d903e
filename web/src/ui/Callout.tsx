import styled, { css } from "styled-components";

export type CalloutTone = "accent" | "warning";

/**
 * The app's one boxed note inside a page or dialog: "accent" for guidance (the first provider of a pool sets its
 * price), "warning" for a caution (a migration that cannot be undone, a token on no list). By default its lines
 * stack (a flex column); `$inline` makes it one paragraph of text, tighter, for a single sentence (render it
 * `as="p"`). Long unbroken text (an address, a name typed in a URL) wraps instead of widening the page.
 */
export const Callout = styled.div<{ $tone: CalloutTone; $inline?: boolean }>`
  margin: 0;
  font-size: 14px;
  overflow-wrap: anywhere;
  ${({ $inline }) =>
    $inline
      ? css`
          display: block;
          padding: 10px 12px;
          border-radius: 12px;
        `
      : css`
          display: flex;
          flex-direction: column;
          gap: 6px;
          padding: 12px 16px;
          border-radius: 16px;
        `}
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
