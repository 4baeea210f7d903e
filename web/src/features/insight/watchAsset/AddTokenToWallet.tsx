import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonSecondary } from "../../../ui/Button";
import { useWallet } from "../../../wallet/WalletContext";

/** Browser-extension wallets implement EIP-747 wallet_watchAsset; the read-only and local test wallets do not. */
const WATCH_ASSET_KINDS = new Set(["injected", "eip6963", "coinbase"]);

export interface WatchableToken {
  address: string;
  symbol?: string;
  decimals: number;
  logoURI?: string;
}

/**
 * "Add <symbol> to wallet": asks the connected wallet to track the token. Shown only for wallets that may support
 * it; one that answers "unsupported" hides the button instead of showing an error.
 */
export default function AddTokenToWallet({ token }: { token: WatchableToken }) {
  const { t } = useTranslation();
  const { provider, connection } = useWallet();
  const [state, setState] = useState<"idle" | "added" | "unsupported">("idle");
  const symbol = (token.symbol ?? "").slice(0, 11); // EIP-747 wallets reject longer symbols
  if (!provider || !connection || !WATCH_ASSET_KINDS.has(connection.kind) || state === "unsupported" || !symbol) return null;
  if (state === "added") return <span data-testid="add-token-done">{t("insight.addedToWallet", { symbol })}</span>;
  const add = async () => {
    try {
      const added = await provider.send("wallet_watchAsset", { type: "ERC20", options: { address: token.address, symbol, decimals: token.decimals, image: token.logoURI } });
      if (added !== false) setState("added");
    } catch (error) {
      const code = (error as { code?: number; error?: { code?: number } })?.error?.code ?? (error as { code?: number })?.code;
      // -32601 / 4200: the wallet does not know the method. A user rejection (4001) leaves the button.
      if (code === -32601 || code === 4200 || /not (supported|implemented)|does not exist/i.test(String((error as Error)?.message))) setState("unsupported");
      console.debug("wallet_watchAsset failed", error);
    }
  };
  return (
    <ButtonSecondary type="button" onClick={add} data-testid="add-token-to-wallet">
      {t("insight.addToWallet", { symbol })}
    </ButtonSecondary>
  );
}
