import { StrictMode, type ReactNode } from "react";
import { Provider as ReduxProvider } from "react-redux";
import { HashRouter } from "react-router-dom";
import { I18nextProvider } from "react-i18next";
import type { i18n as I18n } from "i18next";
import type { AppStore } from "./store";
import { ThemeProvider } from "./theme/ThemeProvider";
import { WalletProvider } from "@/wallet";

/**
 * Every app-wide context, outermost first. The wallet provider sits inside Redux (its hooks dispatch)
 * and the theme (its modal is styled).
 */
export function Providers({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <ReduxProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <HashRouter>
            <ThemeProvider>
              <WalletProvider>{children}</WalletProvider>
            </ThemeProvider>
          </HashRouter>
        </I18nextProvider>
      </ReduxProvider>
    </StrictMode>
  );
}
