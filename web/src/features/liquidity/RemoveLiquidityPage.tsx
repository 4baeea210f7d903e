import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAppDispatch } from "../../app/hooks";
import { setWalletModalOpen } from "../../app/application/slice";
import { AppCard, Column, InfoText } from "../../ui/Card";
import { BackHeader } from "../../ui/BackHeader";
import { ButtonLight } from "../../ui/Button";
import { currencyLabel } from "../../ui/currencyLabel";

/** /remove/{a}/{b} without a wallet: nothing to remove until an account is connected. */
export default function RemoveLiquidityPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { currencyIdA, currencyIdB } = useParams();
  return (
    <AppCard>
      <BackHeader to="/pool" title={t("remove.title")} backLabel={t("common.back")} />
      <Column>
        <InfoText>
          {t("remove.pair", { a: currencyLabel(currencyIdA) ?? "", b: currencyLabel(currencyIdB) ?? "" })}
        </InfoText>
        <ButtonLight type="button" onClick={() => dispatch(setWalletModalOpen(true))}>
          {t("wallet.connectWallet")}
        </ButtonLight>
      </Column>
    </AppCard>
  );
}
