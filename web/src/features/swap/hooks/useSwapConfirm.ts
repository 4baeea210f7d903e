import { useState } from "react";
import { useAppDispatch } from "@/base/store";
import { toUserError } from "@/chain/errors";
import type { Percent, Trade } from "@/sdk";
import { useOnWalletSwitch } from "@/wallet";
import type { ConfirmSwapState } from "../components/ConfirmSwapModal";
import { confirmPriceImpactWithoutFee } from "../logic/priceImpact";
import { Field, typeInput } from "../slice";

/**
 * The swap's confirm dialog state and the send itself: a high price impact is confirmed first, the dialog follows
 * the send (waiting → submitted or error), and a sent swap clears the typed amount.
 */
export function useSwapConfirm(trade: Trade | undefined, swapCallback: (() => Promise<string>) | undefined, priceImpactWithoutFee: Percent | undefined) {
  const dispatch = useAppDispatch();
  const [confirm, setConfirm] = useState<ConfirmSwapState | undefined>();

  // The wallet switched account or chain under an open confirm dialog: that trade was priced for another
  // account/chain, so the dialog closes (typed amounts stay), unless the wallet is being asked right now.
  useOnWalletSwitch(() => {
    if (confirm && !confirm.attemptingTxn) setConfirm(undefined);
  });

  const runSwap = (fromDialog: boolean) => {
    if (!swapCallback || !trade) return;
    if (!confirmPriceImpactWithoutFee(priceImpactWithoutFee, window)) return;
    setConfirm({ tradeToConfirm: trade, attemptingTxn: true, txHash: undefined, error: undefined });
    swapCallback()
      .then((hash) => {
        setConfirm({ tradeToConfirm: trade, attemptingTxn: false, txHash: hash, error: undefined });
        if (!fromDialog) dispatch(typeInput({ field: Field.INPUT, typedValue: "" }));
      })
      .catch((error: unknown) => setConfirm({ tradeToConfirm: trade, attemptingTxn: false, txHash: undefined, error: toUserError(error) }));
  };

  const onDismissConfirm = () => {
    if (confirm?.txHash) dispatch(typeInput({ field: Field.INPUT, typedValue: "" }));
    setConfirm(undefined);
  };

  return { confirm, setConfirm, runSwap, onDismissConfirm };
}
