import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { setWalletModalOpen, useOnWalletSwitch, useWallet } from "@/wallet";
import { ApprovalState, useContracts } from "@/onchain/hooks";
import { confirmationState, isAskingWallet, loadNetworkFeeLine, useApproveCallback, useFeeEstimate, useWriteFlow } from "../transactions";
import { useApproveLabel } from "../settings";
import { displayTokenSymbol, type Currency } from "@/sdk";
import { AppCard, Column } from "@/ui/Card";
import { BackHeader } from "@/ui/BackHeader";
import { ButtonLight, ButtonPrimary } from "@/ui/Button";
import { CurrencyInputPanel } from "@/ui/CurrencyInputPanel";
import { currencyLabel } from "@/ui/currencyLabel";
import { PoolPriceBar } from "./components/add/PoolPriceBar";
import { Big, Detail, Notice, Row, Small } from "./components/add/addStyles";
import { CurrencySearchModal, LinkTokenGate } from "../tokens";
import { ConfirmationModal } from "@/ui/ConfirmationModal";
import { explorerLink } from "@/networks";
import { useDerivedMintInfo, useMintActionHandlers, useMintState } from "./hooks/useMint";
import { useCurrencyFromId } from "./hooks/useTokenSource";
import { currencyId } from "./logic/currencyId";
import { addLiquiditySummary, type MintError } from "./logic/deriveMint";
import { useChainDataStale } from "@/onchain/rpc";
import { StaleNote } from "@/ui/StaleQuote";
import { MintField, resetMintState } from "./mint/mintSlice";
import { renderSummary } from "@/onchain/transactions";
import { addLiquidityWrite } from "./logic/liquidityWrites";
import { useRouterTarget } from "./hooks/useRouterTarget";

const NetworkFeeLine = lazy(loadNetworkFeeLine);

function mintErrorText(t: (key: string, opts?: Record<string, unknown>) => string, error: MintError): string {
  switch (error.kind) {
    case "connectWallet":
      return t("wallet.connectWallet");
    case "invalidPair":
      return t("liquidity.invalidPair");
    case "enterAmount":
      return t("liquidity.enterAmount");
    case "insufficientBalance":
      return t("liquidity.insufficientBalance", { symbol: error.symbol });
  }
}

/** /add, /add/{a}, /add/{a}/{b} and /create: deposit two amounts into a pool, or create it. */
export default function AddLiquidityPage() {
  const { t } = useTranslation();
  // Data that may be out of date (RPC down or silent) is never acted on.
  const stale = useChainDataStale();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { account, chainId } = useWallet();
  const { router } = useContracts();
  const { currencyIdA, currencyIdB } = useParams();
  const currencyA = useCurrencyFromId(currencyIdA);
  const currencyB = useCurrencyFromId(currencyIdB);
  const mint = useMintState();
  const derived = useDerivedMintInfo(currencyA, currencyB);
  const { noLiquidity, parsedAmounts, dependentField, price, poolTokenPercentage, liquidityMinted, error, balances } = derived;
  const { onFieldAInput, onFieldBInput } = useMintActionHandlers(noLiquidity);
  const amountA = parsedAmounts[MintField.CURRENCY_A];
  const amountB = parsedAmounts[MintField.CURRENCY_B];
  const spender = router ? (router.target as string) : undefined;
  const [approvalA, approveA] = useApproveCallback(amountA, spender);
  const [approvalB, approveB] = useApproveCallback(amountB, spender);
  const approveLabel = useApproveLabel();
  const slippageBips = useAppSelector((state) => state.user.userSlippageTolerance);
  const target = useRouterTarget();
  const addInputs = useMemo(
    () => (target && amountA && amountB ? { ...target, amountA, amountB, slippageBips, noLiquidity } : undefined),
    [target, amountA, amountB, slippageBips, noLiquidity],
  );
  const flow = useWriteFlow(addLiquidityWrite);
  const estimateFee = useFeeEstimate(flow, addInputs);
  const [picking, setPicking] = useState<MintField | undefined>();
  const [reviewing, setReviewing] = useState(false);
  // Amounts and pool were computed for the old account/chain: the dialog closes on a switch (typed amounts stay in
  // the mint slice), unless the wallet is being asked to sign right now.
  useOnWalletSwitch(() => {
    if (reviewing && !isAskingWallet(flow.stage)) setReviewing(false);
  });
  // A confirmed add leads to the pool list (also when its dialog was closed meanwhile).
  const added = flow.stage.step === "confirmed" && flow.stage.outcome === "success";
  useEffect(() => {
    if (added) navigate("/pool");
  }, [added, navigate]);

  // The dependent side shows the computed amount (6 significant digits), the independent side what was typed.
  const formatted = {
    [mint.independentField]: mint.typedValue,
    [dependentField]: noLiquidity ? mint.otherTypedValue : (parsedAmounts[dependentField]?.toSignificant(6) ?? ""),
  } as Record<MintField, string>;

  const selectCurrency = useCallback(
    (field: MintField, currency: Currency) => {
      const id = currencyId(currency);
      const [a, b] = field === MintField.CURRENCY_A ? [id, currencyIdB] : [currencyIdA, id];
      // Picking the other side's currency swaps the two ('Switching tokens').
      const other = field === MintField.CURRENCY_A ? currencyIdB : currencyIdA;
      let path: string;
      if (other && other.toLowerCase() === id.toLowerCase()) path = field === MintField.CURRENCY_A ? `/add/${id}/${currencyIdA ?? ""}` : `/add/${currencyIdB ?? ""}/${id}`;
      else path = b ? `/add/${a ?? ""}/${b}` : `/add/${a}`;
      navigate({ pathname: path.replace(/\/$/, ""), search });
      setPicking(undefined);
    },
    [currencyIdA, currencyIdB, navigate, search],
  );

  const onAdd = useCallback(async () => {
    if (addInputs && (await flow.send(addInputs))) dispatch(resetMintState());
  }, [addInputs, flow, dispatch]);
  // A rejection in add liquidity is silent: back to the review.
  const confirm = confirmationState(flow.stage, {
    waitingSummary: amountA && amountB ? renderSummary(addLiquiditySummary(amountA, amountB), t) : "",
    explorerHref: (hash) => explorerLink(chainId, "tx", hash),
    t,
    rejected: "review",
  });

  const isValid = !error;
  const needsApproval = (s: ApprovalState) => s === ApprovalState.NOT_APPROVED || s === ApprovalState.PENDING;
  const symbolA = displayTokenSymbol(currencyA);
  const symbolB = displayTokenSymbol(currencyB);
  const isCreate = useLocation().pathname === "/create";

  const balanceLabel = (field: MintField) => {
    const balance = balances[field];
    return account && balance ? <span data-testid={`balance-${field}`}>{t("liquidity.balance", { amount: balance.toSignificant(6) })}</span> : undefined;
  };

  // A token from the link that is not listed or imported: the warning first; declining drops it from the path.
  const declineLinkToken = (index: 0 | 1) => {
    const kept = index === 0 ? currencyIdB : currencyIdA;
    navigate({ pathname: kept ? `/add/${kept}` : "/add", search }, { replace: true });
  };

  return (
    <AppCard>
      <LinkTokenGate chainId={chainId} currencyIds={[currencyIdA, currencyIdB]} onDecline={declineLinkToken} />
      <BackHeader to="/pool" title={isCreate || noLiquidity ? t("add.createTitle") : t("add.title")} backLabel={t("common.back")} />
      <Column>
        {noLiquidity && currencyA && currencyB && (
          <Notice data-testid="first-provider-notice">
            <strong>{t("liquidity.firstProvider")}</strong>
            <span>{t("liquidity.firstProviderRatio")}</span>
            <span>{t("liquidity.firstProviderReview")}</span>
          </Notice>
        )}
        <CurrencyInputPanel
          id="add-liquidity-input-tokena"
          label={t("add.input")}
          value={formatted[MintField.CURRENCY_A]}
          onUserInput={onFieldAInput}
          currency={currencyA}
          currencyFallback={currencyA ? undefined : currencyLabel(currencyIdA)}
          currencyDecimals={currencyA?.decimals}
          selectPlaceholder={t("swap.selectToken")}
          onCurrencySelect={() => setPicking(MintField.CURRENCY_A)}
          labelExtra={balanceLabel(MintField.CURRENCY_A)}
        />
        <CurrencyInputPanel
          id="add-liquidity-input-tokenb"
          label={t("add.input")}
          value={formatted[MintField.CURRENCY_B]}
          onUserInput={onFieldBInput}
          currency={currencyB}
          currencyFallback={currencyB ? undefined : currencyLabel(currencyIdB)}
          currencyDecimals={currencyB?.decimals}
          selectPlaceholder={t("swap.selectToken")}
          onCurrencySelect={() => setPicking(MintField.CURRENCY_B)}
          labelExtra={balanceLabel(MintField.CURRENCY_B)}
        />
        {currencyA && currencyB && (
          <PoolPriceBar currencyA={currencyA} currencyB={currencyB} price={price} share={poolTokenPercentage} noLiquidity={noLiquidity} />
        )}
        {!account ? (
          <ButtonLight type="button" onClick={() => dispatch(setWalletModalOpen(true))}>
            {t("wallet.connectWallet")}
          </ButtonLight>
        ) : (
          <>
            {isValid && (needsApproval(approvalA) || needsApproval(approvalB)) && (
              <Row>
                {/* Unlimited or exactly the amount typed, as the approval setting says; the label shows which. */}
                {needsApproval(approvalA) && (
                  <ButtonPrimary type="button" id="approve-a" disabled={approvalA === ApprovalState.PENDING || stale} onClick={() => approveA().catch(() => undefined)}>
                    {approvalA === ApprovalState.PENDING ? t("liquidity.approving", { symbol: symbolA }) : approveLabel(amountA, t("liquidity.approve", { symbol: symbolA }))}
                  </ButtonPrimary>
                )}
                {needsApproval(approvalB) && (
                  <ButtonPrimary type="button" id="approve-b" disabled={approvalB === ApprovalState.PENDING || stale} onClick={() => approveB().catch(() => undefined)}>
                    {approvalB === ApprovalState.PENDING ? t("liquidity.approving", { symbol: symbolB }) : approveLabel(amountB, t("liquidity.approve", { symbol: symbolB }))}
                  </ButtonPrimary>
                )}
              </Row>
            )}
            <ButtonPrimary
              type="button"
              id="add-liquidity-supply"
              disabled={!isValid || approvalA !== ApprovalState.APPROVED || approvalB !== ApprovalState.APPROVED || stale}
              onClick={() => {
                flow.reset();
                setReviewing(true);
              }}
            >
              {error ? mintErrorText(t, error) : t("liquidity.supply")}
            </ButtonPrimary>
            {stale && <StaleNote data-testid="stale-action-note">{t("stale.priceOutOfDate")}</StaleNote>}
          </>
        )}
      </Column>
      <CurrencySearchModal
        isOpen={!!picking}
        selectedCurrency={picking === MintField.CURRENCY_A ? currencyA : currencyB}
        otherSelectedCurrency={picking === MintField.CURRENCY_A ? currencyB : currencyA}
        onDismiss={() => setPicking(undefined)}
        onCurrencySelect={(c) => picking && selectCurrency(picking, c)}
      />
      {reviewing && (
        <ConfirmationModal
          title={noLiquidity ? t("liquidity.creatingPool") : t("liquidity.youWillReceive")}
          state={confirm}
          onDismiss={() => setReviewing(false)}
          testId="confirm-liquidity"
        >
          <Column data-testid="add-confirm-review">
            {noLiquidity ? (
              <Big>{symbolA}/{symbolB}</Big>
            ) : (
              <Big data-testid="confirm-liquidity-minted">{liquidityMinted?.toSignificant(6)}</Big>
            )}
            <Small>{t("liquidity.poolTokens", { a: symbolA, b: symbolB })}</Small>
            {noLiquidity && liquidityMinted && (
              <Small>{t("liquidity.youWillReceiveAmount", { amount: liquidityMinted.toSignificant(6) })}</Small>
            )}
            <Detail>
              <span>{t("liquidity.deposited", { symbol: symbolA })}</span>
              <span>{amountA?.toSignificant(6)}</span>
            </Detail>
            <Detail>
              <span>{t("liquidity.deposited", { symbol: symbolB })}</span>
              <span>{amountB?.toSignificant(6)}</span>
            </Detail>
            <Detail>
              <span>{t("liquidity.rates")}</span>
              <span>
                1 {symbolA} = {price?.toSignificant(4)} {symbolB}
              </span>
            </Detail>
            <Detail>
              <span />
              <span>
                1 {symbolB} = {safeInvert(price)} {symbolA}
              </span>
            </Detail>
            <Detail>
              <span>{t("liquidity.shareOfPool")}:</span>
              <span>{noLiquidity ? "100%" : poolTokenPercentage ? `${poolTokenPercentage.toSignificant(4)}%` : "-"}</span>
            </Detail>
            <Suspense fallback={null}>
              <NetworkFeeLine estimate={estimateFee} />
            </Suspense>
            <ButtonPrimary type="button" id="confirm-supply" onClick={onAdd}>
              {noLiquidity ? t("liquidity.createPoolAndSupply") : t("liquidity.confirmSupply")}
            </ButtonPrimary>
          </Column>
        </ConfirmationModal>
      )}
    </AppCard>
  );
}

function safeInvert(price: { invert(): { toSignificant(n: number): string } } | undefined): string | undefined {
  try {
    return price?.invert().toSignificant(4);
  } catch {
    return undefined;
  }
}
