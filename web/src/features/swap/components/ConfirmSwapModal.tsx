import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { ButtonPrimary, ButtonSecondary } from "../../../ui/Button";
import type { Percent, Trade } from "../../../sdk";
import { explorerLink } from "../../../chains";
import { Dialog } from "../../../ui/Dialog";
import { TradeDetails } from "./TradeDetails";

const Amount = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 20px;
  padding: 6px 0;
`;

const Banner = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 8px 12px;
  margin: 8px 0;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.bg2};
  color: ${({ theme }) => theme.colors.yellow};
`;

const Message = styled.p`
  overflow-wrap: anywhere;
  text-align: center;
`;

/** True when the trade shown in the dialog no longer matches the live one (route, type or amounts changed). */
export function tradeMeaningfullyDiffers(a: Trade, b: Trade): boolean {
  return (
    a.tradeType !== b.tradeType ||
    !a.inputAmount.currency.equals(b.inputAmount.currency) ||
    !a.inputAmount.equalTo(b.inputAmount) ||
    !a.outputAmount.currency.equals(b.outputAmount.currency) ||
    !a.outputAmount.equalTo(b.outputAmount)
  );
}

export interface ConfirmSwapState {
  tradeToConfirm: Trade;
  attemptingTxn: boolean;
  txHash: string | undefined;
  errorMessage: string | undefined;
}

/**
 * Spec §2/§4 confirm-swap dialog: the trade; 'Price Updated' + Accept when the live trade changed (confirm
 * disabled until accepted); then 'Waiting For Confirmation' → 'Transaction Submitted' (Close) or 'Error' (Dismiss).
 */
export function ConfirmSwapModal(props: {
  state: ConfirmSwapState;
  liveTrade: Trade | undefined;
  allowedSlippage: Percent;
  recipient: string | null;
  chainId: number;
  onAccept: () => void;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { state, liveTrade, allowedSlippage, onAccept, onConfirm, onDismiss } = props;
  const trade = state.tradeToConfirm;

  if (state.attemptingTxn) {
    return (
      <Dialog title={t("confirm.waiting")} onClose={onDismiss} testId="confirm-swap-waiting">
        <Message>
          {t("swap.swapping")} {trade.inputAmount.toSignificant(6)} {trade.inputAmount.currency.symbol} → {trade.outputAmount.toSignificant(6)}{" "}
          {trade.outputAmount.currency.symbol}
        </Message>
        <Message>{t("confirm.confirmInWallet")}</Message>
      </Dialog>
    );
  }
  if (state.txHash) {
    const href = explorerLink(props.chainId, "tx", state.txHash);
    return (
      <Dialog title={t("confirm.submitted")} onClose={onDismiss} testId="confirm-swap-submitted">
        {href && (
          <Message>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t("popups.viewOnExplorer", "View on explorer")}
            </a>
          </Message>
        )}
        <ButtonPrimary type="button" onClick={onDismiss}>
          {t("popups.close")}
        </ButtonPrimary>
      </Dialog>
    );
  }
  if (state.errorMessage) {
    return (
      <Dialog title={t("confirm.error")} onClose={onDismiss} testId="confirm-swap-error">
        <Message data-testid="swap-error-message">{state.errorMessage}</Message>
        <ButtonPrimary type="button" onClick={onDismiss}>
          {t("confirm.dismiss")}
        </ButtonPrimary>
      </Dialog>
    );
  }
  const priceUpdated = liveTrade !== undefined && tradeMeaningfullyDiffers(trade, liveTrade);
  return (
    <Dialog title={t("confirm.confirmSwap")} onClose={onDismiss} testId="confirm-swap">
      <Amount>
        <span data-testid="confirm-input-amount">{trade.inputAmount.toSignificant(6)}</span>
        <span>{trade.inputAmount.currency.symbol}</span>
      </Amount>
      <Amount>
        <span data-testid="confirm-output-amount">{trade.outputAmount.toSignificant(6)}</span>
        <span>{trade.outputAmount.currency.symbol}</span>
      </Amount>
      {props.recipient && (
        <Message>
          {t("confirm.outputSentTo")} {props.recipient}
        </Message>
      )}
      {priceUpdated && (
        <Banner>
          <span>{t("confirm.priceUpdated")}</span>
          <ButtonSecondary type="button" onClick={onAccept}>
            {t("confirm.accept")}
          </ButtonSecondary>
        </Banner>
      )}
      <TradeDetails trade={trade} allowedSlippage={allowedSlippage} />
      <ButtonPrimary type="button" id="confirm-swap-or-send" disabled={priceUpdated} onClick={onConfirm}>
        {t("confirm.confirmSwap")}
      </ButtonPrimary>
    </Dialog>
  );
}
