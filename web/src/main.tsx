import { Suspense } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/App";
import { Providers } from "@/app/Providers";
import { makeStore } from "@/app/store";
import { initI18n } from "@/base/i18n/i18n";
import { configureSdk, isChainDeployed } from "@/networks";
import { isFramedByOtherOrigin } from "@/app/security/frameGuard";
import { FramedNotice } from "@/app/security/FramedNotice";
import { I18nextProvider } from "react-i18next";
import { startActiveListLoad } from "@/features/lists";
import { initialReadChainId } from "@/wallet";

// WPEN/WPC/WOAS and our factories come from deployments/: the sdk must know them before any pair is built.
configureSdk();
const store = makeStore();
const i18n = initI18n();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

if (isFramedByOtherOrigin(window)) {
  // Clickjacking: inside another origin's frame only a notice renders, never the interface.
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <FramedNotice />
      </Suspense>
    </I18nextProvider>,
  );
} else {
  const readChainId = initialReadChainId();
  if (isChainDeployed(readChainId)) startActiveListLoad(store.getState().lists, store.dispatch, readChainId);
  createRoot(container).render(
    <Providers store={store} i18n={i18n}>
      {/* Waits for ./locales/{lng}.json (a few kB) so no untranslated key flashes. */}
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </Providers>,
  );
}
