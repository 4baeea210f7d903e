import { useState } from "react";
import { useLocation, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAppDispatch } from "../../app/hooks";
import { setWalletModalOpen } from "../../app/application/slice";
import { AppCard, Column } from "../../ui/Card";
import { BackHeader } from "../../ui/BackHeader";
import { ButtonLight } from "../../ui/Button";
import { CurrencyInputPanel } from "../../ui/CurrencyInputPanel";
import { currencyLabel } from "../../ui/currencyLabel";

/** /add, /add/{a}, /add/{a}/{b} and /create in the no-wallet state (redirects happen in the route). */
export default function AddLiquidityPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { currencyIdA, currencyIdB } = useParams();
  const isCreate = useLocation().pathname === "/create";
  // Local until the mint slice exists; typed amounts are not persisted.
  const [amountA, setAmountA] = useState("");
  const [amountB, setAmountB] = useState("");
  return (
    <AppCard>
      <BackHeader to="/pool" title={isCreate ? t("add.createTitle") : t("add.title")} backLabel={t("common.back")} />
      <Column>
        <CurrencyInputPanel
          id="add-liquidity-input-tokena"
          label={t("add.input")}
          value={amountA}
          onUserInput={setAmountA}
          currencySymbol={currencyLabel(currencyIdA)}
          selectPlaceholder={t("swap.selectToken")}
        />
        <CurrencyInputPanel
          id="add-liquidity-input-tokenb"
          label={t("add.input")}
          value={amountB}
          onUserInput={setAmountB}
          currencySymbol={currencyLabel(currencyIdB)}
          selectPlaceholder={t("swap.selectToken")}
        />
        <ButtonLight type="button" onClick={() => dispatch(setWalletModalOpen(true))}>
          {t("wallet.connectWallet")}
        </ButtonLight>
      </Column>
    </AppCard>
  );
}
