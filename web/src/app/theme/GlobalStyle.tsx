import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  html {
    font-family: Inter, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
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
  a { color: ${({ theme }) => theme.colors.primary1}; }
  button { font-family: inherit; }
  input { font-family: inherit; }
`;
