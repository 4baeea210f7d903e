import { useMemo, type ReactNode } from "react";
import { ThemeProvider as StyledThemeProvider } from "styled-components";
import { useIsDarkMode } from "@/features/settings";
import { makeTheme } from "@/base/theme/theme";
import { GlobalStyle } from "./GlobalStyle";

export function ThemeProvider({ children }: { children: ReactNode }) {
  const darkMode = useIsDarkMode();
  const theme = useMemo(() => makeTheme(darkMode), [darkMode]);
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
