import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { ButtonPrimary } from "./Button";
import { Modal } from "./Modal";

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;
  padding: 12px 0;
`;

const Muted = styled.div`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.red};
  overflow-wrap: anywhere;
`;

/** Where a confirmation stands: the feature's review, the wallet deciding, sent, or failed (message translated). */
export type ConfirmationState =
  | { stage: "review" }
  | { stage: "waiting"; summary: string }
  | { stage: "submitted"; hash: string; explorerHref?: string }
  | { stage: "error"; message: string };

/**
 * The one confirmation modal of every write (swap, add, remove, migrate): the review content the feature gives,
 * then "Waiting For Confirmation" with the summary while the wallet decides, "Transaction Submitted" with an
 * explorer link and Close once there is a hash, or the error with Dismiss. `testId` names the review dialog;
 * the other stages add -waiting / -submitted / -error to it.
 */
export function ConfirmationModal({
  title,
  state,
  onDismiss,
  children,
  afterSubmit,
  testId,
  errorTestId,
}: {
  title: string;
  state: ConfirmationState;
  onDismiss: () => void;
  children?: ReactNode;
  /** Offered once the transaction is submitted, above Close (e.g. adding the bought token to the wallet). */
  afterSubmit?: ReactNode;
  testId: string;
  errorTestId?: string;
}) {
  const { t } = useTranslation();
  switch (state.stage) {
    case "review":
      return (
        <Modal title={title} onClose={onDismiss} testId={testId}>
          {children}
        </Modal>
      );
    case "waiting":
      return (
        <Modal title={t("confirm.waiting")} onClose={onDismiss} testId={`${testId}-waiting`}>
          <Center data-testid="confirmation-waiting">
            <strong>{t("confirm.waiting")}</strong>
            <div>{state.summary}</div>
            <Muted>{t("confirm.confirmInWallet")}</Muted>
          </Center>
        </Modal>
      );
    case "submitted":
      return (
        <Modal title={t("confirm.submitted")} onClose={onDismiss} testId={`${testId}-submitted`}>
          <Center data-testid="confirmation-submitted">
            <strong>{t("confirm.submitted")}</strong>
            {state.explorerHref && (
              <a href={state.explorerHref} target="_blank" rel="noopener noreferrer">
                {t("popups.viewOnExplorer")}
              </a>
            )}
            {afterSubmit}
            <ButtonPrimary type="button" onClick={onDismiss}>
              {t("popups.close")}
            </ButtonPrimary>
          </Center>
        </Modal>
      );
    case "error":
      return (
        <Modal title={t("confirm.error")} onClose={onDismiss} testId={`${testId}-error`}>
          <Center data-testid="confirmation-error">
            <ErrorText data-testid={errorTestId}>{state.message}</ErrorText>
            <ButtonPrimary type="button" onClick={onDismiss}>
              {t("confirm.dismiss")}
            </ButtonPrimary>
          </Center>
        </Modal>
      );
  }
}
