import { useCallback, useMemo, useState } from "react";
import { Navigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ApprovalState, PairState, useContracts, usePair } from "@/onchain/hooks";
import { confirmationState, useApproveCallback, useFeeEstimate, useWriteFlow } from "../../transactions";
import { explorerLink } from "@/networks";
import { CurrencyAmount, displayTokenSymbol, nativeOnChain, type Token } from "@/sdk";
import { ButtonPrimary } from "@/ui/Button";
import { Column, InfoText } from "@/ui/Card";
import { useV1Exchange, type V1ExchangeState } from "../hooks/useV1Exchange";
import { approveButton, migrateButton, txPhase } from "../logic/buttonStates";
import { migrateWrite } from "../logic/v1Writes";
import { isPriceDifferenceLarge, migrationAmounts, priceDifference } from "../logic/v1Position";
import { Buttons, ErrorText, Note, Panel, Row, SideBySide, Warning } from "./styles";
import { V1PositionPanel } from "./V1PositionPanel";
import { useChainDataStale } from "@/onchain/rpc";
import { StaleNote } from "@/ui/StaleQuote";
import { useApproveLabel } from "../../settings";
import { V2PoolPanel } from "./V2PoolPanel";
import { renderSummary } from "@/onchain/transactions";
import { ConfirmMigration } from "./ConfirmMigration";
import { useWallet, useOnWalletSwitch } from "@/wallet";

/** /migrate/v1/{exchange}: loads the exchange, then shows the migration (or redirects for a non-V1 address). */
export function MigrateV1Exchange({ exchangeAddress, account }: { exchangeAddress: string; account: string }) {
  const { t } = useTranslation();
  const state = useV1Exchange(exchangeAddress, account);
  if (state.status === "invalid") return <Navigate to="/migrate/v1" replace />;
  if (state.status === "loading" || !state.token) return <InfoText data-testid="v1-status">{t("migrate.loading")}</InfoText>;
  return <Migration state={{ ...state, token: state.token }} account={account} exchange={exchangeAddress} />;
}

/**
 * The V1 position beside the V2 pool, the price-difference warning, the 99.5 % minimums, then Approve (the whole
 * pool-token balance to the migrator) and Migrate (migrator.migrate(token, minToken, minNative, account, now+1200)).
 */
function Migration({ state, account, exchange }: { state: V1ExchangeState & { token: Token }; account: string; exchange: string }) {
  const { t } = useTranslation();
  // Data that may be out of date (RPC down or silent) is never acted on.
  const stale = useChainDataStale();
  const { token, liquidity, reserves, position } = state;
  const { migrator } = useContracts();
  const migratorAddress = migrator ? String(migrator.target) : undefined;
  const native = nativeOnChain(token.chainId);
  const [pairState, pair] = usePair(token, native.wrapped);

  const v2Reserves = useMemo(
    () => (pair ? { native: pair.reserveOf(native.wrapped).quotient, token: pair.reserveOf(token).quotient } : undefined),
    [pair, native, token],
  );
  const amounts = useMemo(
    () => (position && pairState !== PairState.LOADING ? migrationAmounts(position, v2Reserves) : undefined),
    [position, pairState, v2Reserves],
  );
  const difference = reserves ? priceDifference(reserves, v2Reserves) : undefined;

  const [approval, approve] = useApproveCallback(liquidity, migratorAddress);
  const [approving, setApproving] = useState(false);
  const flow = useWriteFlow(migrateWrite);
  const phase = txPhase(flow.stage);
  const { chainId } = useWallet();
  // The review opens on Migrate; once confirmed there, the same modal follows the transaction.
  const [reviewOpen, setReviewOpen] = useState(false);
  // A review computed for the old account or chain closes when the wallet switches (also when the page would keep
  // this component mounted across the switch).
  useOnWalletSwitch(() => setReviewOpen(false));

  // Unlimited by default; with the exact approval setting only this position's V1 liquidity (the label says so).
  const approveLabel = useApproveLabel();
  const onApprove = useCallback(async () => {
    setApproving(true);
    try {
      await approve();
    } catch {
      // Approval failures are only logged (useApproveCallback logs them); the button re-enables.
    } finally {
      setApproving(false);
    }
  }, [approve]);

  const migrateInputs = useMemo(
    () =>
      migratorAddress && amounts
        ? {
            migrator: migratorAddress,
            token: token.address,
            minToken: amounts.minimum.token,
            minNative: amounts.minimum.native,
            account,
            tokenSymbol: displayTokenSymbol(token),
            nativeSymbol: displayTokenSymbol(native),
          }
        : undefined,
    [migratorAddress, amounts, token, native, account],
  );

  const hasLiquidity = !!liquidity && liquidity.quotient > 0n;
  const approveState = approveButton(approval, approving, phase);
  const migrateState = migrateButton(phase, approval === ApprovalState.APPROVED, hasLiquidity && !!amounts && !!migratorAddress);
  const estimateFee = useFeeEstimate(flow, migrateState.disabled ? undefined : migrateInputs);
  const migrateError =
    flow.stage.step === "failed" || flow.stage.step === "rejected"
      ? t(flow.stage.error.messageKey, flow.stage.error.params)
      : flow.stage.step === "confirmed" && flow.stage.outcome === "reverted"
        ? t("migrate.reverted")
        : undefined;
  const approveLabels = { approve: t("migrate.approve"), approving: t("migrate.approving"), approved: t("migrate.approved") };
  const migrateLabels = { migrate: t("migrate.migrate"), migrating: t("migrate.migrating"), success: t("migrate.success") };

  return (
    <Column data-testid="migrate-v1" data-exchange={exchange}>
      <Note>{t("migrate.migrateIntro", { symbol: displayTokenSymbol(token), native: displayTokenSymbol(native) })}</Note>
      <SideBySide>
        <V1PositionPanel state={state} />
        <V2PoolPanel token={token} pair={pair} createsPool={amounts?.createsPool ?? pairState === PairState.NOT_EXISTS} />
      </SideBySide>
      {isPriceDifferenceLarge(difference) && (
        <Warning data-testid="price-difference-warning">
          <strong>{t("migrate.priceDifference", { percent: difference!.toSignificant(4) })}</strong>
          <span>{t("migrate.priceWarning")}</span>
        </Warning>
      )}
      {amounts && hasLiquidity && (
        <Panel data-testid="migrate-minimums">
          <Row>
            <span>{t("migrate.minimum", { symbol: displayTokenSymbol(native) })}</span>
            <span data-testid="min-native">{CurrencyAmount.fromRawAmount(native, amounts.minimum.native).toSignificant(6)}</span>
          </Row>
          <Row>
            <span>{t("migrate.minimum", { symbol: displayTokenSymbol(token) })}</span>
            <span data-testid="min-token">{CurrencyAmount.fromRawAmount(token, amounts.minimum.token).toSignificant(6)}</span>
          </Row>
        </Panel>
      )}
      {!hasLiquidity && phase !== "success" && liquidity && <InfoText>{t("migrate.noPosition")}</InfoText>}
      <Buttons>
        <ButtonPrimary id="v1-approve-button" disabled={approveState.disabled || stale} onClick={onApprove}>
          {approveState.label === "approve" ? approveLabel(liquidity, approveLabels.approve) : approveLabels[approveState.label]}
        </ButtonPrimary>
        <ButtonPrimary id="v1-migrate-button" disabled={migrateState.disabled || stale} onClick={() => {
            flow.reset();
            setReviewOpen(true);
          }}>
          {migrateLabels[migrateState.label]}
        </ButtonPrimary>
      </Buttons>
      {stale && <StaleNote data-testid="stale-action-note">{t("stale.priceOutOfDate")}</StaleNote>}
      {migrateError && <ErrorText data-testid="migrate-error">{migrateError}</ErrorText>}
      {reviewOpen && amounts && liquidity && migrateInputs && (
        <ConfirmMigration
          title={t("migrate.reviewTitle", { symbol: displayTokenSymbol(token), native: displayTokenSymbol(native) })}
          state={confirmationState(flow.stage, {
            waitingSummary: renderSummary(migrateWrite.summary(migrateInputs), t),
            explorerHref: (hash) => explorerLink(chainId, "tx", hash),
            t,
            rejected: "message",
            revertedMessage: t("migrate.reverted"),
          })}
          liquidity={liquidity.toSignificant(6)}
          minimums={[
            { label: t("migrate.minimum", { symbol: displayTokenSymbol(native) }), amount: CurrencyAmount.fromRawAmount(native, amounts.minimum.native).toSignificant(6), testId: "confirm-min-native" },
            { label: t("migrate.minimum", { symbol: displayTokenSymbol(token) }), amount: CurrencyAmount.fromRawAmount(token, amounts.minimum.token).toSignificant(6), testId: "confirm-min-token" },
          ]}
          estimateFee={estimateFee}
          disabled={migrateState.disabled || stale}
          onConfirm={() => void flow.send(migrateInputs)}
          onDismiss={() => setReviewOpen(false)}
        />
      )}
    </Column>
  );
}
