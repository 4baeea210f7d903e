import { useEffect, useState } from "react";
import { WALLET_LOADER_DELAY_MS } from "../config";
import { Spinner } from "./Spinner";

/** Shown only after 600 ms of waiting, so a fast auto-connect never flashes a spinner. */
export function WalletLoader({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), WALLET_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <span role="status" aria-label={label} data-testid="wallet-loader">
      <Spinner $size={16} aria-hidden />
    </span>
  );
}
