import { lazy, Suspense, useEffect, useState } from "react";
import type { CurrencySearchModalProps } from "./CurrencySearchModal";

const loadModal = () => import("./CurrencySearchModal");
const LoadedCurrencySearchModal = lazy(() => loadModal().then((module) => ({ default: module.CurrencySearchModal })));

/**
 * The 'Select a token' modal, whose code (search, Manage Lists, token warning) is closed at first paint and
 * so loads in its own chunk: fetched right after the first paint, mounted from the first opening on and
 * kept mounted after that, exactly as the eager modal was (it renders nothing while closed).
 */
export function CurrencySearchModal(props: CurrencySearchModalProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);

  useEffect(() => {
    loadModal().catch((error) => console.debug("Token search could not be preloaded", error));
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedCurrencySearchModal {...props} />
    </Suspense>
  );
}
