import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  html {
    /* After the Latin faces, each platform's Japanese, Korean and Chinese UI fonts, so CJK text never falls back to a serif. */
    font-family: Inter, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, "Hiragino Sans", "PingFang SC", "Apple SD Gothic Neo", "Yu Gothic UI", "Malgun Gothic", "Microsoft YaHei", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", sans-serif;
    font-size: 16px;
    font-variant: none;
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
    color-scheme: ${({ theme }) => (theme.darkMode ? "dark" : "light")};
  }
  body {
    min-height: 100vh;
    color: ${({ theme }) => theme.colors.text1};
    background-color: ${({ theme }) => theme.colors.bg0};
  }
  a { color: ${({ theme }) => theme.colors.accentText}; }
  button { font-family: inherit; }
  input { font-family: inherit; }
  /* Keyboard users must always see where they are; mouse clicks do not draw the ring. */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary1};
    outline-offset: 2px;
  }
  /* Users who asked the system for less motion get none: no transitions, spinners or smooth scrolling. Not the
     common 0.01ms durations: with the transition property's default (all), a tiny duration starts a transition on
     every property of every element that changes, so after a theme switch the old colours stay on screen until
     the next frame runs them out. The app waits on no transitionend or animationend event. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;
