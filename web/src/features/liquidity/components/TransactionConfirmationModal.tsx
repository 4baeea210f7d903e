import type { ReactNode } from "react";
import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { explorerLink } from "../../../chains";
import type { UserError } from "../../../chain/errors";
import { useActiveChainId } from "../../../chain/useActiveChainId";
import { ButtonPrimary } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;
  padding: 12px 0;
`;

const Pending = styled.div`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.red};
  overflow-wrap: anywhere;
`;

export type ConfirmationStage =
  | { stage: "review" }
  | { stage: "waiting"; pendingText: string }
  | { stage: "submitted"; hash: string }
  | { stage: "error"; error: UserError };

/**
 * The confirmation modal: the review content, then 'Waiting For Confirmation' while the wallet decides,
 * 'Transaction Submitted' with Close once there is a hash, or 'Error' with Dismiss.
 */
export function TransactionConfirmationModal({ title, state, onDismiss, children }: { title: string; state: ConfirmationStage; onDismiss: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const chainId = useActiveChainId();
  if (state.stage === "review") return <Dialog title={title} onClose={onDismiss} testId="confirm-liquidity">{children}</Dialog>;
  if (state.stage === "waiting") {
    return (
      <Dialog title={title} onClose={onDismiss} testId="confirm-liquidity">
        <Center data-testid="confirmation-waiting">
          <strong>{t("liquidity.waitingForConfirmation")}</strong>
          <div>{state.pendingText}</div>
          <Pending>{t("liquidity.confirmInWallet")}</Pending>
        </Center>
      </Dialog>
    );
  }
  if (state.stage === "submitted") {
    const href = explorerLink(chainId, "tx", state.hash);
    return (
      <Dialog title={title} onClose={onDismiss} testId="confirm-liquidity">
        <Center data-testid="confirmation-submitted">
          <strong>{t("liquidity.transactionSubmitted")}</strong>
          {href && (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t("popups.viewOnExplorer")}
            </a>
          )}
          <ButtonPrimary type="button" onClick={onDismiss}>
            {t("popups.close")}
          </ButtonPrimary>
        </Center>
      </Dialog>
    );
  }
  return (
    <Dialog title={t("liquidity.error")} onClose={onDismiss} testId="confirm-liquidity">
      <Center data-testid="confirmation-error">
        <ErrorText>{t(state.error.messageKey, state.error.params)}</ErrorText>
        <ButtonPrimary type="button" onClick={onDismiss}>
          {t("liquidity.dismiss")}
        </ButtonPrimary>
      </Center>
    </Dialog>
  );
}
