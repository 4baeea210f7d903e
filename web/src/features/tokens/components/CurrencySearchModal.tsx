import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Currency } from "@/sdk";
import type { Token } from "@/sdk";
import { useWallet } from "@/wallet";
import { ManageLists } from "../../lists/components/ManageLists";
import { useImportToken, useKnownTokens } from "../hooks";
import { CurrencySearch } from "./CurrencySearch";
import { Modal } from "@/ui/Modal";
import { TokenWarning } from "./TokenWarning";

export interface CurrencySearchModalProps {
  isOpen: boolean;
  onDismiss: () => void;
  onCurrencySelect: (currency: Currency) => void;
  selectedCurrency?: Currency | null;
  otherSelectedCurrency?: Currency | null;
  showCommonBases?: boolean;
}

type View = { kind: "search" } | { kind: "lists" } | { kind: "import"; token: Token };

/**
 * The 'Select a token' modal used by the swap and liquidity pages: search, common bases, list switching
 * (Manage Lists), and the imported-token warning before an unlisted token can be used.
 */
export function CurrencySearchModal({ isOpen, onDismiss, onCurrencySelect, selectedCurrency, otherSelectedCurrency, showCommonBases = true }: CurrencySearchModalProps) {
  const { t } = useTranslation();
  const { chainId } = useWallet();
  const [view, setView] = useState<View>({ kind: "search" });
  const knownTokens = useKnownTokens(chainId);
  const { add } = useImportToken();

  // The warning cannot be dismissed: Escape and clicks outside only close the other views.
  const dismissable = view.kind !== "import";
  const close = useCallback(() => {
    if (!dismissable) return;
    setView({ kind: "search" });
    onDismiss();
  }, [dismissable, onDismiss]);

  const select = useCallback(
    (currency: Currency) => {
      onCurrencySelect(currency);
      setView({ kind: "search" });
      onDismiss();
    },
    [onCurrencySelect, onDismiss],
  );

  if (!isOpen) return null;
  return (
    // Each view draws its own title row (search, Manage Lists with Back, the import warning).
    <Modal title={t("tokens.selectToken")} onClose={close} dismissable={dismissable} header={null} testId="currency-search-modal">
        {view.kind === "search" && (
          <CurrencySearch
            chainId={chainId}
            selectedCurrency={selectedCurrency}
            otherSelectedCurrency={otherSelectedCurrency}
            showCommonBases={showCommonBases}
            onCurrencySelect={select}
            onImportToken={(token) => setView({ kind: "import", token })}
            onManageLists={() => setView({ kind: "lists" })}
            onDismiss={close}
          />
        )}
        {view.kind === "lists" && <ManageLists chainId={chainId} onBack={() => setView({ kind: "search" })} />}
        {view.kind === "import" && (
          <TokenWarning
            token={view.token}
            knownTokens={knownTokens}
            onContinue={() => {
              add(view.token);
              select(view.token);
            }}
          />
        )}
    </Modal>
  );
}
