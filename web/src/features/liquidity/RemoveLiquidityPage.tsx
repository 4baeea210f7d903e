import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import styled from "styled-components";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAppDispatch } from "@/base/store";
import { setWalletModalOpen, useWallet, useOnWalletSwitch } from "@/wallet";
import { ApprovalState } from "@/onchain/hooks";
import { CurrencyAmount, displayTokenSymbol, type Currency, type Token } from "@/sdk";
import { TokenSymbol } from "@/ui/TokenText";
import { AmountInput } from "@/ui/AmountInput";
import { AppCard, Column, InfoText } from "@/ui/Card";
import { BackHeader } from "@/ui/BackHeader";
import { ButtonLight, ButtonPrimary, ButtonSecondary } from "@/ui/Button";
import { LinkTokenGate } from "../tokens";
import { BurnField, resetBurnState } from "./burn/burnSlice";
import { ConfirmationModal, type ConfirmationState } from "@/ui/ConfirmationModal";
import { isAskingWallet, loadNetworkFeeLine, useFeeEstimate, useWriteFlow } from "../transactions";
import { removeLiquidityWrite } from "./logic/liquidityWrites";
import { useRouterTarget } from "./hooks/useRouterTarget";
import { PositionCard } from "./components/PositionCard";
import { PercentSlider } from "./components/remove/PercentSlider";
import { useBurnActionHandlers, useBurnState, useDerivedBurnInfo } from "./hooks/useBurn";
import { useRemoveApproval } from "./hooks/useRemoveApproval";
import { useApproveLabel } from "../settings";
import { useRemovalSettled } from "./hooks/useRemovalSettled";
import { useCurrencyFromId } from "./hooks/useTokenSource";
import { currencyId } from "./logic/currencyId";
import { percentLabel } from "./logic/deriveBurn";
import { removeLiquidityError } from "./logic/removeLiquidityError";
import { useChainDataStale } from "@/onchain/rpc";
import { StaleNote } from "@/ui/StaleQuote";

const NetworkFeeLine = lazy(loadNetworkFeeLine);

/** Removal stays on its review until sent; then the dialog closes and the toast follows the transaction. */
const REVIEW: ConfirmationState = { stage: "review" };

const Panel = styled.div`
  padding: 16px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const BigPercent = styled.div`
  font-size: 56px;
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

const Presets = styled.div`
  display: flex;
  gap: 8px;
  & > button {
    flex: 1;
    padding: 8px;
  }
`;

const Toggle = styled.button`
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.accentText};
  cursor: pointer;
  font-size: 14px;
`;

const PRESETS = ["25", "50", "75", "100"] as const;

/** The amount shown in the currency the user receives (the native coin keeps the wrapped raw amount). */
function inCurrency(amount: CurrencyAmount<Token> | undefined, currency: Currency | undefined) {
  if (!amount || !currency) return undefined;
  return currency.isNative ? CurrencyAmount.fromRawAmount(currency, amount.quotient) : amount;
}

/** /remove/{a}/{b}: remove a share of a position, approving by permit signature or transaction. */
export default function RemoveLiquidityPage() {
  const { t } = useTranslation();
  // Data that may be out of date (RPC down or silent) is never acted on.
  const stale = useChainDataStale();
  const dispatch = useAppDispatch();
  const { account, chainId } = useWallet();
  const navigate = useNavigate();
  const { currencyIdA, currencyIdB } = useParams();
  const rawA = useCurrencyFromId(currencyIdA);
  const rawB = useCurrencyFromId(currencyIdB);
  const [receiveWrapped, setReceiveWrapped] = useState(false);
  const hasNative = !!rawA?.isNative || !!rawB?.isNative;
  // With "receive wrapped" the native side is shown (and paid out) as its wrapped token.
  const currencyA = receiveWrapped && rawA?.isNative ? rawA.wrapped : rawA;
  const currencyB = receiveWrapped && rawB?.isNative ? rawB.wrapped : rawB;
  const burn = useBurnState();
  const { onUserInput } = useBurnActionHandlers();
  const derived = useDerivedBurnInfo(rawA, rawB);
  const { pair, parsedAmounts, error, userLiquidityState } = derived;
  const liquidity = parsedAmounts[BurnField.LIQUIDITY];
  const { approval, signature, onAttemptToApprove, clearSignature, nonceState } = useRemoveApproval(pair, liquidity);
  // A permit signs exactly this amount; the approve transaction it may fall back to follows the approval setting.
  const approveLabel = useApproveLabel();
  // After a removal, Approve and Remove wait until the LP balance and permit nonce are read again (stale ones revert).
  const settleReads = useMemo(() => [userLiquidityState, nonceState], [userLiquidityState, nonceState]);
  const { settled, onRemovalSent } = useRemovalSettled(settleReads);
  const percent = percentLabel(parsedAmounts[BurnField.LIQUIDITY_PERCENT]);
  const target = useRouterTarget();
  const removeInputs = useMemo(
    () => (target && rawA && rawB && liquidity ? { ...target, currencyA: rawA, currencyB: rawB, liquidity, receiveWrapped, signature, percent } : undefined),
    [target, rawA, rawB, liquidity, receiveWrapped, signature, percent],
  );
  const flow = useWriteFlow(removeLiquidityWrite);
  const estimateFee = useFeeEstimate(flow, removeInputs);
  const attempting = isAskingWallet(flow.stage);
  // A rejection only closes the wallet prompt; other failures are said in the dialog, in the pool's words.
  const removeError = flow.stage.step === "failed" ? removeLiquidityError(flow.stage.error) : undefined;
  const [detailed, setDetailed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // The position and amounts were read for the old account/chain: the dialog closes on a switch (the chosen
  // percentage stays), unless the wallet is being asked to sign right now.
  useOnWalletSwitch(() => {
    if (confirmOpen && !attempting) setConfirmOpen(false);
  });

  const isZero = percent === "0";
  const amountA = inCurrency(parsedAmounts[BurnField.CURRENCY_A], currencyA);
  const amountB = inCurrency(parsedAmounts[BurnField.CURRENCY_B], currencyB);
  const approved = approval === ApprovalState.APPROVED || !!signature;

  const onSlider = useCallback((value: number) => onUserInput(BurnField.LIQUIDITY_PERCENT, String(value)), [onUserInput]);
  const typed = (field: BurnField) => (burn.independentField === field ? burn.typedValue : (field === BurnField.LIQUIDITY ? liquidity : parsedAmounts[field] as CurrencyAmount<Token> | undefined)?.toSignificant(6) ?? "");

  const onRemove = useCallback(async () => {
    if (!removeInputs) return;
    const hash = await flow.send(removeInputs);
    if (!hash) return;
    onRemovalSent(hash);
    // Done: back to 0 % and the dialog closes; the toast follows on confirmation.
    dispatch(resetBurnState());
    clearSignature();
    setConfirmOpen(false);
  }, [removeInputs, flow, onRemovalSent, dispatch, clearSignature]);

  const nativeToggle = useMemo(() => {
    if (!hasNative) return null;
    const native = rawA?.isNative ? rawA : rawB;
    const label = receiveWrapped ? t("liquidity.receiveNative", { symbol: displayTokenSymbol(native) }) : t("liquidity.receiveWrapped", { symbol: displayTokenSymbol(native?.wrapped) });
    return (
      <Toggle type="button" data-testid="receive-toggle" onClick={() => setReceiveWrapped((w) => !w)}>
        {label}
      </Toggle>
    );
  }, [hasNative, rawA, rawB, receiveWrapped, t]);

  return (
    <AppCard>
      {/* A token from the link that is not listed or imported: the warning first; declining leaves for /pool. */}
      <LinkTokenGate chainId={chainId} currencyIds={[currencyIdA, currencyIdB]} onDecline={() => navigate("/pool", { replace: true })} />
      <BackHeader to="/pool" title={t("remove.title")} backLabel={t("common.back")} />
      <Column>
        <Panel>
          <Row>
            <span>{t("liquidity.amount")}</span>
            <Toggle type="button" data-testid="remove-detailed-toggle" onClick={() => setDetailed((d) => !d)}>
              {detailed ? t("liquidity.simple") : t("liquidity.detailed")}
            </Toggle>
          </Row>
          <BigPercent data-testid="remove-percent">{percent}%</BigPercent>
          {!detailed && (
            <>
              <PercentSlider value={Number(percent)} onChange={onSlider} />
              <Presets>
                {PRESETS.map((p) => (
                  <ButtonSecondary key={p} type="button" data-testid={`remove-preset-${p}`} onClick={() => onUserInput(BurnField.LIQUIDITY_PERCENT, p)}>
                    {p === "100" ? t("liquidity.max") : `${p}%`}
                  </ButtonSecondary>
                ))}
              </Presets>
            </>
          )}
        </Panel>
        {detailed ? (
          <Panel data-testid="remove-detailed">
            <Row>
              <AmountInput id="remove-liquidity-amount" value={typed(BurnField.LIQUIDITY)} onUserInput={(v) => onUserInput(BurnField.LIQUIDITY, v)} />
              <span>{t("liquidity.poolTokens", { a: displayTokenSymbol(currencyA), b: displayTokenSymbol(currencyB) })}</span>
            </Row>
            <Row>
              <AmountInput id="remove-liquidity-tokena" value={typed(BurnField.CURRENCY_A)} onUserInput={(v) => onUserInput(BurnField.CURRENCY_A, v)} />
              <span><TokenSymbol currency={currencyA} /></span>
            </Row>
            <Row>
              <AmountInput id="remove-liquidity-tokenb" value={typed(BurnField.CURRENCY_B)} onUserInput={(v) => onUserInput(BurnField.CURRENCY_B, v)} />
              <span><TokenSymbol currency={currencyB} /></span>
            </Row>
            {nativeToggle}
          </Panel>
        ) : (
          <Panel data-testid="remove-outputs">
            <Row>
              <span data-testid="remove-amount-a">{amountA?.toSignificant(6) ?? "-"}</span>
              <span><TokenSymbol currency={currencyA} /></span>
            </Row>
            <Row>
              <span data-testid="remove-amount-b">{amountB?.toSignificant(6) ?? "-"}</span>
              <span><TokenSymbol currency={currencyB} /></span>
            </Row>
            {nativeToggle}
          </Panel>
        )}
        {!account ? (
          <ButtonLight type="button" onClick={() => dispatch(setWalletModalOpen(true))}>
            {t("wallet.connectWallet")}
          </ButtonLight>
        ) : (
          <Row>
            <ButtonPrimary
              type="button"
              id="remove-approve"
              disabled={isZero || approval !== ApprovalState.NOT_APPROVED || !!signature || !!error || !settled || stale}
              onClick={() => onAttemptToApprove()}
            >
              {approval === ApprovalState.PENDING ? t("liquidity.approvingPlain") : approved ? t("liquidity.approved") : approveLabel(liquidity, t("liquidity.approvePlain"))}
            </ButtonPrimary>
            <ButtonPrimary
              type="button"
              id="remove-liquidity"
              data-error={!!error && !!amountA && !!amountB}
              disabled={isZero || !!error || !approved || !settled || stale}
              onClick={() => {
                flow.reset();
                setConfirmOpen(true);
              }}
            >
              {error?.kind === "enterAmount" ? t("liquidity.enterAmount") : error?.kind === "connectWallet" ? t("wallet.connectWallet") : t("liquidity.remove")}
            </ButtonPrimary>
          </Row>
        )}
        {stale && <StaleNote data-testid="stale-action-note">{t("stale.priceOutOfDate")}</StaleNote>}
        {!account && <InfoText>{t("remove.pair", { a: currencyIdA ?? "", b: currencyIdB ?? "" })}</InfoText>}
        {pair && account && <PositionCard pair={pair} showActions={false} />}
        {rawA && rawB && (
          <Link to={`/add/${currencyId(rawA)}/${currencyId(rawB)}`} style={{ textAlign: "center" }}>
            {t("liquidity.addLiquidityTo", { a: displayTokenSymbol(rawA), b: displayTokenSymbol(rawB) })}
          </Link>
        )}
      </Column>
      {confirmOpen && (
        <ConfirmationModal title={t("liquidity.youWillReceive")} state={REVIEW} onDismiss={() => !attempting && setConfirmOpen(false)} testId="remove-confirm">
          <Column>
            <Row>
              <strong data-testid="confirm-amount-a">{amountA?.toSignificant(6)}</strong>
              <span><TokenSymbol currency={currencyA} /></span>
            </Row>
            <Row>
              <strong data-testid="confirm-amount-b">{amountB?.toSignificant(6)}</strong>
              <span><TokenSymbol currency={currencyB} /></span>
            </Row>
            <Row>
              <span>{t("liquidity.burned", { a: displayTokenSymbol(currencyA), b: displayTokenSymbol(currencyB) })}</span>
              <span data-testid="confirm-liquidity">{liquidity?.toSignificant(6)}</span>
            </Row>
            {/* Only once approved (by signature or transaction): before that the removal cannot be estimated. */}
            {approved && (
              <Suspense fallback={null}>
                <NetworkFeeLine estimate={estimateFee} />
              </Suspense>
            )}
            {removeError && <InfoText role="alert">{t(removeError.messageKey, removeError.params)}</InfoText>}
            <ButtonPrimary type="button" id="remove-confirm" disabled={attempting || !approved || !settled || stale} onClick={onRemove}>
              {attempting ? t("liquidity.inProgress") : t("liquidity.confirm")}
            </ButtonPrimary>
          </Column>
        </ConfirmationModal>
      )}
    </AppCard>
  );
}
