import { render, renderHook, type RenderHookResult, type RenderResult } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { Provider as ReduxProvider } from "react-redux";
import { MemoryRouter } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { createTestI18n, type TestLanguage } from "@/base/i18n/testI18n";
import { memoryStorage } from "@/base/storage/storage";
import { makeStore, type AppStore } from "../store";
import { makeTheme } from "@/base/theme/theme";
import { WalletValueProvider, type WalletContextValue } from "@/wallet";

/** What a component test sets up around the component; each part has a default a test rarely needs to change. */
interface ProviderOptions {
  /** The Redux store; a fresh one on memory storage by default (read it back from the result). */
  store?: AppStore;
  /**
   * The wallet the component sees, merged over a disconnected wallet on the PEN test chain. Mounted only when given:
   * components that do not read the wallet do not need one.
   */
  wallet?: Partial<WalletContextValue>;
  /** Mounts a router at this hash route (e.g. "/swap"); components without links or routes need none. */
  route?: string;
  language?: TestLanguage;
  darkMode?: boolean;
}

export const DISCONNECTED_WALLET: WalletContextValue = {
  connection: undefined,
  account: undefined,
  chainId: 555555,
  provider: undefined,
  readProvider: undefined,
  isWrongNetwork: false,
  autoConnectDone: true,
  readOnlyError: undefined,
  switchingChain: false,
  connect: async () => undefined,
  disconnect: () => undefined,
  switchNetwork: async () => undefined,
  selectChain: async () => undefined,
};

function providersFor(options: ProviderOptions, store: AppStore, i18n: I18n) {
  const theme = makeTheme(options.darkMode ?? false);
  return function Providers({ children }: { children?: ReactNode }) {
    let tree = <>{children}</>;
    if (options.wallet) tree = <WalletValueProvider value={{ ...DISCONNECTED_WALLET, ...options.wallet }}>{tree}</WalletValueProvider>;
    if (options.route !== undefined) tree = <MemoryRouter initialEntries={[options.route]}>{tree}</MemoryRouter>;
    return (
      <ReduxProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>{tree}</ThemeProvider>
        </I18nextProvider>
      </ReduxProvider>
    );
  };
}

/**
 * Renders a component under the app's providers (store, i18n, theme, and on request the wallet and a router), the
 * one way component tests set them up. `rerender` keeps the same store and providers; `i18n` is the instance the
 * component translates with (a test that switches the language reads it back).
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): RenderResult & { store: AppStore; i18n: I18n } {
  const store = options.store ?? makeStore(memoryStorage());
  const i18n = createTestI18n(options.language);
  const result = render(ui, { wrapper: providersFor(options, store, i18n) });
  return { ...result, store, i18n };
}

/** A hook under the same providers as renderWithProviders (the hook tests of the write flow and the like). */
export function renderHookWithProviders<Result>(hook: () => Result, options: ProviderOptions = {}): RenderHookResult<Result, unknown> & { store: AppStore } {
  const store = options.store ?? makeStore(memoryStorage());
  const result = renderHook(hook, { wrapper: providersFor(options, store, createTestI18n(options.language)) });
  return { ...result, store };
}
