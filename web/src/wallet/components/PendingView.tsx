import { useTranslation } from "react-i18next";
import { Body, ErrorText, LinkButton, Muted } from "./modalStyles";
import { Spinner } from "./Spinner";
import { WalletConnectPairing } from "./WalletConnectPairing";

/** Pending view: waiting for the wallet, or 'Error connecting.' with 'Try Again'. */
export function PendingView({ name, error, onRetry, walletConnect }: { name: string; error: boolean; onRetry: () => void; walletConnect?: boolean }) {
  const { t } = useTranslation();
  return (
    <Body data-testid="wallet-pending">
      {walletConnect ? (
        <WalletConnectPairing onRetry={onRetry} />
      ) : error ? (
        <div>
          <ErrorText>{t("wallet.errorConnecting", "Error connecting.")}</ErrorText>
          <LinkButton type="button" onClick={onRetry}>
            {t("wallet.tryAgain", "Try Again")}
          </LinkButton>
        </div>
      ) : (
        <Muted>
          <Spinner $size={14} aria-hidden /> {t("wallet.initializing", "Initializing...")}
        </Muted>
      )}
      <Muted>{name}</Muted>
    </Body>
  );
}
