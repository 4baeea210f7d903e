import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { CallsBuilder } from "@/chain/transactions";
import type { UserError } from "@/chain/errors";
import { explorerLink } from "@/chains";
import { ButtonPrimary } from "@/ui/Button";
import { Column } from "@/ui/Card";
import { ConfirmationModal, type ConfirmationState } from "@/ui/ConfirmationModal";
import type { TxPhase } from "../logic/buttonStates";
import { Row } from "./styles";

const NetworkFeeLine = lazy(() => import("../../insight/networkFee/NetworkFeeLine"));

/** The shared modal's stage for the migration: review until sent, the wallet deciding, sent, or failed. */
export function migrationStage(
  migration: { phase: TxPhase; hash: string | undefined; error: UserError | undefined; reverted: boolean },
  chainId: number,
  summary: string,
  t: (key: string, params?: Record<string, unknown>) => string,
): ConfirmationState {
  if (migration.phase === "signing") return { stage: "waiting", summary };
  if (migration.reverted) return { stage: "error", message: t("migrate.reverted") };
  if (migration.hash) return { stage: "submitted", hash: migration.hash, explorerHref: explorerLink(chainId, "tx", migration.hash) };
  if (migration.error) return { stage: "error", message: t(migration.error.messageKey, migration.error.params) };
  return { stage: "review" };
}

/**
 * Review of a V1 → V2 migration on the shared confirmation modal: the V1 pool tokens moved, the minimums the
 * migrator must deposit, the network fee, then Confirm; afterwards the modal follows the transaction.
 */
export function ConfirmMigration(props: {
  state: ConfirmationState;
  title: string;
  liquidity: string;
  minimums: Array<{ label: string; amount: string; testId: string }>;
  buildCalls: CallsBuilder | undefined;
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
          <NetworkFeeLine buildCalls={props.buildCalls} />
        </Suspense>
        <ButtonPrimary type="button" id="v1-migrate-confirm" disabled={props.disabled} onClick={props.onConfirm}>
          {t("insight.confirmMigration")}
        </ButtonPrimary>
      </Column>
    </ConfirmationModal>
  );
}
