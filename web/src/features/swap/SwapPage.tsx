import { lazy, Suspense, useLayoutEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { setWalletModalOpen, useWallet } from "@/wallet";
import { AppCard, Column, PageTitle, RowBetween } from "@/ui/Card";
import { ButtonLight, ButtonPrimary, ButtonSecondary } from "@/ui/Button";
import { CurrencyInputPanel } from "@/ui/CurrencyInputPanel";
import { ApprovalState } from "@/onchain/hooks";
import { CurrencySearchModal, LinkTokenGate, MissingTokenNote } from "../tokens";
import { isAskingWallet, loadNetworkFeeLine } from "../transactions";
import { displayTokenSymbol, type Currency } from "@/sdk";
import { parseSwapQuery } from "./parseSwapQuery";
import { Field, replaceSwapState, selectCurrency, setRecipient, switchCurrencies, typeInput } from "./slice";
import { useDerivedSwapInfo } from "./hooks/useDerivedSwapInfo";
import { useWrapCallback } from "./hooks/useWrapCallback";
import { computeTradePriceBreakdown, warningSeverity } from "./logic/priceImpact";
import { swapButtonState } from "./logic/swapButton";
import { WrapType } from "./logic/wrap";
import { useApproveLabel } from "../settings";
import { TradeDetails, TradePrice } from "./components/TradeDetails";
import { RecipientField } from "./components/RecipientField";
import { LinkRecipientWarning } from "./components/LinkRecipientWarning";
import { inputErrorLabel } from "./logic/inputError";
import { Version } from "./tradeVersion";
import { useChainDataStale } from "@/onchain/rpc";
import { StaleNote, StaleQuote } from "@/ui/StaleQuote";
import { SwapBalance } from "./components/SwapBalance";
import { Hint, SmallButton, SwitchButton, SwitchRow, WarningButton } from "./components/swapPageStyles";
import { useSwapApproval } from "./hooks/useSwapApproval";
import { useSwapConfirm } from "./hooks/useSwapConfirm";
import { useSwapQuerySync } from "./hooks/useSwapQuerySync";
import { SwapPriceChart } from "../market/swapChart/SwapPriceChart";

// The confirm dialog, its network fee line and "Add token to wallet" load when a swap is reviewed, not with the page.
const ConfirmSwapModal = lazy(() => import("./components/ConfirmSwapModal").then((m) => ({ default: m.ConfirmSwapModal })));
const NetworkFeeLine = lazy(loadNetworkFeeLine);
const AddTokenToWallet = lazy(() => import("../tokens/components/AddTokenToWallet"));
// Opened by the gear button: its own chunk, prefetched after the first paint (app/idlePrefetch).
const SettingsPanel = lazy(() => import("../settings/SettingsPanel").then((m) => ({ default: m.SettingsPanel })));

/** Performance mark name read by bench/quote.ts. */
export const BUY_AMOUNT_RENDERED_MARK = "swap:buy-amount-rendered";

/** The swap screen: amounts, token pickers, trade details, approvals, wrap/unwrap, confirm dialog. */
export default function SwapPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const { account, chainId } = useWallet();
  const swap = useAppSelector((state) => state.swap);
  const expertMode = useAppSelector((state) => state.user.userExpertMode);
  const [showSettings, setShowSettings] = useState(false);
  const [pickerField, setPickerField] = useState<Field | undefined>();
  const onCurrencySelect = (field: Field, currency: Currency) =>
    dispatch(selectCurrency({ field, currencyId: currency.isNative ? (currency.symbol ?? "") : currency.address }));

  useSwapQuerySync(search, chainId);

  const info = useDerivedSwapInfo();
  const { currencies, currencyBalances, parsedAmount, trade, allowedSlippage, inputError, recipient, v1Exchanges } = info;
  const wrap = useWrapCallback(currencies[Field.INPUT], currencies[Field.OUTPUT], swap.typedValue);
  const showWrap = wrap.wrapType !== WrapType.NOT_APPLICABLE;

  const independentField = swap.independentField;
  const dependentField = independentField === Field.INPUT ? Field.OUTPUT : Field.INPUT;
  const dependentAmount = showWrap
    ? parsedAmount?.toExact()
    : dependentField === Field.OUTPUT
      ? trade?.outputAmount.toSignificant(6)
      : trade?.inputAmount.toSignificant(6);
  const formatted = {
    [independentField]: swap.typedValue,
    [dependentField]: dependentAmount ?? "",
  } as Record<Field, string>;

  // A performance mark each time a new Buy amount reaches the DOM: bench/quote.ts measures keystroke → quote.
  const buyAmount = formatted[Field.OUTPUT];
  useLayoutEffect(() => {
    if (buyAmount) performance.mark(BUY_AMOUNT_RENDERED_MARK);
  }, [buyAmount]);

  const approveLabel = useApproveLabel();
  const { approval, approvalSubmitted, onApprove, amountToApprove } = useSwapApproval(trade, allowedSlippage, v1Exchanges, swap[Field.INPUT].currencyId);

  const { priceImpactWithoutFee } = computeTradePriceBreakdown(trade);
  const severity = warningSeverity(priceImpactWithoutFee);
  const confirm = useSwapConfirm(
    trade,
    { allowedSlippageBips: info.allowedSlippageBips, typedRecipient: swap.recipient, recipientAddress: recipient.address, v1Exchanges },
    priceImpactWithoutFee,
  );
  const needsApproval = !showWrap && (approval === ApprovalState.NOT_APPROVED || approval === ApprovalState.PENDING);
  const noRoute = !showWrap && !trade && Boolean(parsedAmount && currencies[Field.INPUT] && currencies[Field.OUTPUT]) && !info.loadingPairs;

  const stale = useChainDataStale();
  const button = swapButtonState({
    stale,
    account,
    inputError,
    noRoute,
    severity,
    expertMode,
    swapping: isAskingWallet(confirm.stage),
    needsApproval,
  });

  // A chosen currency whose details are still loading shows the start of its id.
  const loadingLabel = (field: Field) => (currencies[field] ? undefined : swap[field].currencyId?.slice(0, 6) || undefined);

  // The recipient and the tokens are the link's as long as they are exactly what the link said; the chain's
  // default pair and tokens picked in the app are not from a link.
  const linkQuery = useMemo(() => parseSwapQuery(search), [search]);
  const recipientFromLink = swap.recipient !== null && swap.recipient !== "" && swap.recipient === linkQuery.recipient;
  const linkCurrencyId = (field: Field) => {
    const fromLink = linkQuery[field].currencyId;
    return fromLink && swap[field].currencyId === fromLink ? fromLink : undefined;
  };

  // A token from the link that is not listed or imported: the warning first; declining empties that side.
  const declineLinkToken = (index: 0 | 1) =>
    dispatch(replaceSwapState({ ...swap, [index === 0 ? Field.INPUT : Field.OUTPUT]: { currencyId: "" } }));

  return (
    <AppCard>
      <LinkTokenGate chainId={chainId} currencyIds={[linkCurrencyId(Field.INPUT), linkCurrencyId(Field.OUTPUT)]} onDecline={declineLinkToken} />
      <RowBetween>
        <PageTitle>{t("swap.title")}</PageTitle>
        <SmallButton type="button" id="open-settings-dialog-button" aria-label={t("settings.title")} onClick={() => setShowSettings((v) => !v)}>
          ⚙
        </SmallButton>
      </RowBetween>
      {showSettings && (
        <Suspense fallback={null}>
          <SettingsPanel />
        </Suspense>
      )}
      <MissingTokenNote chainId={chainId} currencyIds={[swap[Field.INPUT].currencyId, swap[Field.OUTPUT].currencyId]} onClear={declineLinkToken} />
      <Column>
        {info.version === Version.v1 && <Hint data-testid="v1-mode">{t("swap.v1Mode")}</Hint>}
        <CurrencyInputPanel
          id="swap-currency-input"
          label={t("swap.sell")}
          value={formatted[Field.INPUT]}
          onUserInput={(typedValue) => dispatch(typeInput({ field: Field.INPUT, typedValue }))}
          currency={currencies[Field.INPUT]}
          currencyFallback={loadingLabel(Field.INPUT)}
          currencyDecimals={currencies[Field.INPUT]?.decimals}
          selectPlaceholder={t("swap.selectToken")}
          onCurrencySelect={() => setPickerField(Field.INPUT)}
          labelExtra={account && currencies[Field.INPUT] ? <SwapBalance field={Field.INPUT} balance={currencyBalances[Field.INPUT]} /> : undefined}
        />
        <SwitchRow>
          <SwitchButton type="button" id="swap-switch-direction" aria-label={t("swap.switchDirection")} onClick={() => dispatch(switchCurrencies())}>
            ↓
          </SwitchButton>
        </SwitchRow>
        <CurrencyInputPanel
          id="swap-currency-output"
          label={t("swap.buy")}
          value={formatted[Field.OUTPUT]}
          onUserInput={(typedValue) => dispatch(typeInput({ field: Field.OUTPUT, typedValue }))}
          currency={currencies[Field.OUTPUT]}
          currencyFallback={loadingLabel(Field.OUTPUT)}
          currencyDecimals={currencies[Field.OUTPUT]?.decimals}
          selectPlaceholder={t("swap.selectToken")}
          onCurrencySelect={() => setPickerField(Field.OUTPUT)}
          labelExtra={account && currencies[Field.OUTPUT] ? <SwapBalance field={Field.OUTPUT} balance={currencyBalances[Field.OUTPUT]} /> : undefined}
        />
        <RecipientField
          recipient={swap.recipient}
          lookup={recipient}
          onChange={(value) => dispatch(setRecipient({ recipient: value }))}
        />
        {recipientFromLink && <LinkRecipientWarning />}
        {!showWrap && trade && (
          <>
            <StaleQuote $stale={stale} data-testid="swap-quote" data-stale={stale}>
              <Hint>
                <TradePrice trade={trade} />
              </Hint>
              <TradeDetails trade={trade} allowedSlippage={allowedSlippage} poolLinks />
            </StaleQuote>
            {stale && <StaleNote data-testid="stale-quote-note">{t("stale.priceOutOfDate")}</StaleNote>}
          </>
        )}
        {showWrap ? (
          !account ? (
            <ButtonLight type="button" id="swap-button" onClick={() => dispatch(setWalletModalOpen(true))}>
              {t("swap.getStarted")}
            </ButtonLight>
          ) : (
            <ButtonPrimary
              type="button"
              id="swap-button"
              disabled={!wrap.execute}
              onClick={() => {
                void wrap.execute?.().then((hash) => hash && dispatch(typeInput({ field: Field.INPUT, typedValue: "" })));
              }}
            >
              {wrap.inputError
                ? t(inputErrorLabel(wrap.inputError).key, inputErrorLabel(wrap.inputError).params)
                : (parsedAmount ? (wrap.wrapType === WrapType.WRAP ? t("swap.wrap") : t("swap.unwrap")) : t("swap.errors.enterAmount"))}
            </ButtonPrimary>
          )
        ) : button.action === "connect" ? (
          <ButtonLight type="button" id="swap-button" onClick={() => dispatch(setWalletModalOpen(true))}>
            {t("swap.getStarted")}
          </ButtonLight>
        ) : (
          <>
            {button.action === "swap" && needsApproval && (
              <RowBetween>
                <ButtonSecondary
                  type="button"
                  id="approve-button"
                  style={{ flex: 1 }}
                  disabled={approval !== ApprovalState.NOT_APPROVED || approvalSubmitted || stale}
                  onClick={onApprove}
                >
                  {approval === ApprovalState.PENDING
                    ? t("swap.approving", { symbol: displayTokenSymbol(currencies[Field.INPUT]) })
                    : approveLabel(amountToApprove, t("swap.approve", { symbol: displayTokenSymbol(currencies[Field.INPUT]) }))}
                </ButtonSecondary>
              </RowBetween>
            )}
            <WarningButton
              type="button"
              id="swap-button"
              $warning={Boolean(button.warning)}
              disabled={button.disabled || (button.action === "swap" && !confirm.canSend)}
              onClick={() => (expertMode ? confirm.runSwap(false) : confirm.review())}
            >
              {t(button.label.key, button.label.params)}
            </WarningButton>
          </>
        )}
      </Column>
      <SwapPriceChart chainId={chainId} input={currencies[Field.INPUT]} output={currencies[Field.OUTPUT]} tradePath={trade?.route.path} />
      {pickerField && (
        <CurrencySearchModal
          isOpen
          onDismiss={() => setPickerField(undefined)}
          onCurrencySelect={(currency) => onCurrencySelect(pickerField, currency)}
          selectedCurrency={currencies[pickerField]}
          otherSelectedCurrency={currencies[pickerField === Field.INPUT ? Field.OUTPUT : Field.INPUT]}
        />
      )}
      {confirm.tradeToConfirm && confirm.confirmation && (
        <Suspense fallback={null}>
          <ConfirmSwapModal
            trade={confirm.tradeToConfirm}
            state={confirm.confirmation}
            liveTrade={trade}
            allowedSlippage={allowedSlippage}
            recipient={swap.recipient}
            recipientAddress={recipient.address}
            chainId={chainId}
            onAccept={() => trade && confirm.setTradeToConfirm(trade)}
            onConfirm={confirm.canSend ? () => confirm.runSwap(true) : undefined}
            onDismiss={confirm.onDismissConfirm}
            networkFee={
              <Suspense fallback={null}>
                <NetworkFeeLine estimate={confirm.estimateFee} />
              </Suspense>
            }
            afterSubmit={
              confirm.tradeToConfirm.outputAmount.currency.isToken ? (
                <Suspense fallback={null}>
                  <AddTokenToWallet token={confirm.tradeToConfirm.outputAmount.currency} />
                </Suspense>
              ) : null
            }
          />
        </Suspense>
      )}
    </AppCard>
  );
}
