import { lazy, Suspense, useEffect, useState } from "react";
import { useAppSelector } from "@/base/store";

const loadModal = () => import("./WalletModal");
const LoadedWalletModal = lazy(() => loadModal().then((module) => ({ default: module.WalletModal })));

/**
 * The wallet modal (options, account details, pending view) is closed at first paint, so its code loads in
 * its own chunk, fetched right after the first paint. It mounts at the first opening and stays mounted,
 * as the eager modal did (its effects start from the state of that moment, which is where they start anyway).
 */
export function DeferredWalletModal() {
  const open = useAppSelector((state) => state.walletModal.open);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    loadModal().catch((error) => console.debug("Wallet modal could not be preloaded", error));
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedWalletModal />
    </Suspense>
  );
}
