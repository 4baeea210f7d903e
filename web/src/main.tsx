import { Suspense } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { Providers } from "./app/Providers";
import { makeStore } from "./app/store";
import { initI18n } from "./app/i18n/i18n";
import { configureSdk } from "./chains/configureSdk";

// WPEN/WPC/WOAS and our factories come from deployments/: the sdk must know them before any pair is built.
configureSdk();
const store = makeStore();
const i18n = initI18n();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <Providers store={store} i18n={i18n}>
    {/* Waits for ./locales/{lng}.json (a few kB) so no untranslated key flashes. */}
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </Providers>,
);
