import type { ReactNode } from "react";
import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { ButtonPrimary, ButtonSecondary } from "@/ui/Button";
import type { Percent, Trade } from "@/sdk";
import { TokenSymbol } from "@/ui/TokenText";
import { ConfirmationModal, type ConfirmationState } from "@/ui/ConfirmationModal";
import { useChainDataStale } from "@/onchain/rpc";
import { StaleNote } from "@/ui/StaleQuote";
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
function tradeMeaningfullyDiffers(a: Trade, b: Trade): boolean {
  return (
    a.tradeType !== b.tradeType ||
    !a.inputAmount.currency.equals(b.inputAmount.currency) ||
    !a.inputAmount.equalTo(b.inputAmount) ||
    !a.outputAmount.currency.equals(b.outputAmount.currency) ||
    !a.outputAmount.equalTo(b.outputAmount)
  );
}

/**
 * The confirm-swap dialog: the trade; 'Price Updated' + Accept when the live trade changed (confirm
 * disabled until accepted); then 'Waiting For Confirmation' → 'Transaction Submitted' (Close) or 'Error' (Dismiss).
 */
export function ConfirmSwapModal(props: {
  /** The trade under review (the one sent). */
  trade: Trade;
  /** Where the send stands, as the shared modal shows it (useSwapConfirm maps the write flow's stage). */
  state: ConfirmationState;
  liveTrade: Trade | undefined;
  allowedSlippage: Percent;
  recipient: string | null;
  /** What the recipient resolved to: the address shown (and sent to), the typed name beside it. */
  recipientAddress?: string;
  chainId: number;
  onAccept: () => void;
  /** Sends the swap; undefined while it cannot be sent (no live trade or wallet to send it with): Confirm waits. */
  onConfirm: (() => void) | undefined;
  onDismiss: () => void;
  /** Extra lines above the trade details (the network fee line). */
  networkFee?: ReactNode;
  /** Shown under the submitted message (the "Add token to wallet" button). */
  afterSubmit?: ReactNode;
}) {
  const { t } = useTranslation();
  const { trade, liveTrade, allowedSlippage, onAccept, onConfirm, onDismiss } = props;
  const stale = useChainDataStale(props.chainId);

  const stage = props.state;
  if (stage.stage !== "review") {
    return (
      <ConfirmationModal
        title={t("confirm.confirmSwap")}
        state={stage}
        onDismiss={onDismiss}
        afterSubmit={props.afterSubmit}
        testId="confirm-swap"
        errorTestId="swap-error-message"
      />
    );
  }
  const priceUpdated = liveTrade !== undefined && tradeMeaningfullyDiffers(trade, liveTrade);
  // Stale data cannot be confirmed either: the dialog waits for a fresh answer (then "Price Updated" if it moved).
  const blocked = priceUpdated || stale || !onConfirm;
  return (
    <ConfirmationModal title={t("confirm.confirmSwap")} state={stage} onDismiss={onDismiss} testId="confirm-swap">
      <Amount>
        <span data-testid="confirm-input-amount">{trade.inputAmount.toSignificant(6)}</span>
        <span data-testid="confirm-input-symbol"><TokenSymbol currency={trade.inputAmount.currency} /></span>
      </Amount>
      <Amount>
        <span data-testid="confirm-output-amount">{trade.outputAmount.toSignificant(6)}</span>
        <span data-testid="confirm-output-symbol"><TokenSymbol currency={trade.outputAmount.currency} /></span>
      </Amount>
      {props.recipient && (
        <Message data-testid="confirm-recipient">
          {t("confirm.outputSentTo")} <span data-testid="confirm-recipient-address">{props.recipientAddress ?? props.recipient}</span>
          {props.recipientAddress && props.recipientAddress.toLowerCase() !== props.recipient.toLowerCase() && (
            <span data-testid="confirm-recipient-name"> ({props.recipient})</span>
          )}
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
      {stale && <StaleNote data-testid="confirm-stale-note">{t("stale.priceOutOfDate")}</StaleNote>}
      {props.networkFee}
      <TradeDetails trade={trade} allowedSlippage={allowedSlippage} />
      <ButtonPrimary type="button" id="confirm-swap-or-send" disabled={blocked} onClick={onConfirm}>
        {t("confirm.confirmSwap")}
      </ButtonPrimary>
    </ConfirmationModal>
  );
}
