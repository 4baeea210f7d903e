import { useCallback, useMemo, useState } from "react";
import { useAppDispatch } from "@/base/store";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { explorerLink, getChainInfo } from "@/networks";
import type { ConfirmationState } from "@/ui/ConfirmationModal";
import { confirmationState, isAskingWallet, useFeeEstimate, useWriteFlow, type WriteStage } from "../../transactions";
import { isAddress } from "@/base/validation/address";
import { displayTokenSymbol, type Percent, type Trade } from "@/sdk";
import { useOnWalletSwitch, useWallet } from "@/wallet";
import { confirmPriceImpactWithoutFee } from "../logic/priceImpact";
import { swapWrite, type SwapWriteInputs } from "../logic/swapWrite";
import { Field, typeInput } from "../slice";

/** The swap's settings and recipient as the derived swap info has them. */
interface SwapSendSettings {
  allowedSlippageBips: number;
  /** The recipient as typed; null sends to the account. */
  typedRecipient: string | null;
  /** What a typed recipient resolved to. */
  recipientAddress: string | undefined;
  v1Exchanges: Record<string, string>;
}

/** The write inputs of a trade with these settings; undefined while the wallet or recipient is not ready. */
function useSwapInputs(settings: SwapSendSettings): (trade: Trade | undefined) => SwapWriteInputs | undefined {
  const { account, chainId, provider, readProvider } = useWallet();
  const chain = getChainInfo(chainId);
  const { allowedSlippageBips, typedRecipient, recipientAddress, v1Exchanges } = settings;
  const recipient = typedRecipient === null ? account : recipientAddress;
  return useCallback(
    (trade) => {
      if (!trade || !provider || !account || !chain || !recipient) return undefined;
      return {
        trade,
        allowedSlippageBips,
        recipient,
        typedRecipient,
        recipientName: typedRecipient !== null && !isAddress(typedRecipient) ? typedRecipient : undefined,
        resolveName: (name) => (readProvider ? readProvider.resolveName(name) : Promise.resolve(null)),
        naming: chain.routerNaming,
        router: chain.contracts.router,
        v1Exchanges,
      };
    },
    [provider, account, chain, recipient, allowedSlippageBips, typedRecipient, readProvider, v1Exchanges],
  );
}

/** The swap dialog's view of the write flow's stage: "Swap failed: …" for a failure, the plain text for a rejection. */
function confirmationStage(stage: WriteStage, trade: Trade, chainId: number, t: TFunction): ConfirmationState {
  return confirmationState(stage, {
    waitingSummary: `${t("swap.swapping")} ${trade.inputAmount.toSignificant(6)} ${displayTokenSymbol(trade.inputAmount.currency)} → ${trade.outputAmount.toSignificant(6)} ${displayTokenSymbol(trade.outputAmount.currency)}`,
    explorerHref: (hash) => explorerLink(chainId, "tx", hash),
    t,
    rejected: "message",
    failedMessage: (error) => t("errors.swapFailed", { message: t(error.messageKey, error.params) }),
  });
}

/**
 * The swap's confirm dialog and the send itself, on the write flow: a high price impact is confirmed first, the
 * dialog follows the flow's stages, and a sent swap clears the typed amount.
 */
export function useSwapConfirm(trade: Trade | undefined, settings: SwapSendSettings, priceImpactWithoutFee: Percent | undefined) {
  const { t } = useTranslation();
  const { chainId } = useWallet();
  const dispatch = useAppDispatch();
  const flow = useWriteFlow(swapWrite);
  const inputsFor = useSwapInputs(settings);
  const [tradeToConfirm, setTradeToConfirm] = useState<Trade | undefined>();
  const canSend = inputsFor(trade) !== undefined;
  // What the network-fee line estimates: the trade under review, with the settings it would be sent with.
  const reviewedInputs = useMemo(() => inputsFor(tradeToConfirm), [inputsFor, tradeToConfirm]);
  const estimateFee = useFeeEstimate(flow, reviewedInputs);

  const close = () => {
    setTradeToConfirm(undefined);
    flow.reset();
  };
  // The wallet switched account or chain under an open confirm dialog: that trade was priced for another
  // account/chain, so the dialog closes (typed amounts stay), unless the wallet is being asked right now.
  useOnWalletSwitch(() => {
    if (tradeToConfirm && !isAskingWallet(flow.stage)) close();
  });

  const review = () => {
    if (!trade) return;
    flow.reset();
    setTradeToConfirm(trade);
  };

  const runSwap = (fromDialog: boolean) => {
    const inputs = inputsFor(trade);
    if (!inputs) return;
    if (!confirmPriceImpactWithoutFee(priceImpactWithoutFee, window)) return;
    setTradeToConfirm(inputs.trade);
    void flow.send(inputs).then((hash) => {
      if (hash && !fromDialog) dispatch(typeInput({ field: Field.INPUT, typedValue: "" }));
    });
  };

  const onDismissConfirm = () => {
    if (flow.stage.step === "submitted" || flow.stage.step === "confirmed") dispatch(typeInput({ field: Field.INPUT, typedValue: "" }));
    close();
  };

  const confirmation = tradeToConfirm ? confirmationStage(flow.stage, tradeToConfirm, chainId, t) : undefined;

  return { stage: flow.stage, confirmation, estimateFee, tradeToConfirm, setTradeToConfirm, canSend, review, runSwap, onDismissConfirm };
}
