import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { ButtonSecondary } from "@/ui/Button";
import { useWallet } from "@/wallet";
import { displayTokenSymbol, tokenSymbolForWallet } from "@/sdk";

/** Browser-extension wallets implement EIP-747 wallet_watchAsset; the read-only and local test wallets do not. */
const WATCH_ASSET_KINDS = new Set(["injected", "eip6963", "coinbase"]);

interface WatchableToken {
  address: string;
  symbol?: string;
  name?: string;
  decimals: number;
  logoURI?: string;
}

// Small enough for a 56 px token row; the full "Add <symbol> to wallet" is its accessible name.
const RowButton = styled.button`
  padding: 4px 8px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text2};
  font-size: 12px;
  cursor: pointer;
  white-space: nowrap;
`;

/**
 * "Add <symbol> to wallet": asks the connected wallet to track the token. Shown only for wallets that may support
 * it; one that answers "unsupported" hides the button instead of showing an error. `compact` is the token-row
 * variant: a short label, and a click that does not also choose the row.
 */
export default function AddTokenToWallet({ token, compact = false }: { token: WatchableToken; compact?: boolean }) {
  const { t } = useTranslation();
  const { provider, connection } = useWallet();
  const [state, setState] = useState<"idle" | "added" | "unsupported">("idle");
  // The wallet gets the cleaned symbol cut to its limit; the page shows the symbol as everywhere else.
  const walletSymbol = tokenSymbolForWallet(token.symbol);
  const symbol = displayTokenSymbol(token);
  if (!provider || !connection || !WATCH_ASSET_KINDS.has(connection.kind) || state === "unsupported" || !walletSymbol) return null;
  if (state === "added") return <span data-testid="add-token-done">{t("insight.addedToWallet", { symbol })}</span>;
  const add = async (event: MouseEvent) => {
    event.stopPropagation();
    try {
      const added = await provider.send("wallet_watchAsset", { type: "ERC20", options: { address: token.address, symbol: walletSymbol, decimals: token.decimals, image: token.logoURI } });
      if (added !== false) setState("added");
    } catch (error) {
      const code = (error as { code?: number; error?: { code?: number } })?.error?.code ?? (error as { code?: number })?.code;
      // -32601 / 4200: the wallet does not know the method. A user rejection (4001) leaves the button.
      if (code === -32601 || code === 4200 || /not (supported|implemented)|does not exist/i.test(String((error as Error)?.message))) setState("unsupported");
      console.debug("wallet_watchAsset failed", error);
    }
  };
  const label = t("insight.addToWallet", { symbol });
  if (compact) {
    return (
      <RowButton type="button" onClick={add} aria-label={label} title={label} data-testid="add-token-to-wallet">
        {t("insight.addToWalletShort")}
      </RowButton>
    );
  }
  return (
    <ButtonSecondary type="button" onClick={add} data-testid="add-token-to-wallet">
      {label}
    </ButtonSecondary>
  );
}
