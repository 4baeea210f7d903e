import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { loadNetworkFeeLine } from "../../transactions";
import { ButtonPrimary } from "@/ui/Button";
import { Column } from "@/ui/Card";
import { ConfirmationModal, type ConfirmationState } from "@/ui/ConfirmationModal";
import { Row } from "./styles";

const NetworkFeeLine = lazy(loadNetworkFeeLine);

/**
 * Review of a V1 → V2 migration on the shared confirmation modal: the V1 pool tokens moved, the minimums the
 * migrator must deposit, the network fee, then Confirm; afterwards the modal follows the transaction.
 */
export function ConfirmMigration(props: {
  state: ConfirmationState;
  title: string;
  liquidity: string;
  minimums: Array<{ label: string; amount: string; testId: string }>;
  /** The network fee of the reviewed migration; undefined while it cannot be sent. */
  estimateFee: (() => Promise<bigint>) | undefined;
  disabled: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmationModal title={props.title} state={props.state} onDismiss={props.onDismiss} testId="migrate-confirm">
      <Column>
        <Row>
          <span>{t("migrate.poolTokens")}</span>
          <strong data-testid="migrate-confirm-liquidity">{props.liquidity}</strong>
        </Row>
        {props.minimums.map((m) => (
          <Row key={m.testId}>
            <span>{m.label}</span>
            <span data-testid={m.testId}>{m.amount}</span>
          </Row>
        ))}
        <Suspense fallback={null}>
          <NetworkFeeLine estimate={props.estimateFee} />
        </Suspense>
        <ButtonPrimary type="button" id="v1-migrate-confirm" disabled={props.disabled} onClick={props.onConfirm}>
          {t("migrate.confirmMigration")}
        </ButtonPrimary>
      </Column>
    </ConfirmationModal>
  );
}
