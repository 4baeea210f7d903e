import { useEffect } from "react";
import styled from "styled-components";
import { useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { setWalletModalOpen } from "../../app/application/slice";
import { AppCard, Column, PageTitle } from "../../ui/Card";
import { ButtonLight } from "../../ui/Button";
import { CurrencyInputPanel } from "../../ui/CurrencyInputPanel";
import { currencyLabel } from "../../ui/currencyLabel";
import { parseSwapQuery } from "./parseSwapQuery";
import { Field, replaceSwapState, switchCurrencies, typeInput } from "./slice";

const SwitchRow = styled.div`
  display: flex;
  justify-content: center;
  margin: -18px 0;
  z-index: 1;
`;

const SwitchButton = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 12px;
  border: 4px solid ${({ theme }) => theme.colors.bg1};
  background: ${({ theme }) => theme.colors.bg2};
  color: ${({ theme }) => theme.colors.text1};
  font-size: 18px;
  cursor: pointer;
  &:hover {
    filter: brightness(1.1);
  }
`;

/**
 * The swap screen in its no-wallet state. Link parameters fill the swap state; the amounts of the
 * dependent side, balances, approvals and the swap itself arrive with the wallet and chain data.
 */
export default function SwapPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const swap = useAppSelector((state) => state.swap);

  useEffect(() => {
    dispatch(replaceSwapState(parseSwapQuery(search)));
  }, [dispatch, search]);

  // Only the side the user typed in holds a value until quotes exist.
  const inputValue = swap.independentField === Field.INPUT ? swap.typedValue : "";
  const outputValue = swap.independentField === Field.OUTPUT ? swap.typedValue : "";

  return (
    <AppCard>
      <PageTitle>{t("swap.title")}</PageTitle>
      <Column>
        <CurrencyInputPanel
          id="swap-currency-input"
          label={t("swap.sell")}
          value={inputValue}
          onUserInput={(typedValue) => dispatch(typeInput({ field: Field.INPUT, typedValue }))}
          currencySymbol={currencyLabel(swap[Field.INPUT].currencyId)}
          selectPlaceholder={t("swap.selectToken")}
        />
        <SwitchRow>
          <SwitchButton
            type="button"
            id="swap-switch-direction"
            aria-label={t("swap.switchDirection")}
            onClick={() => dispatch(switchCurrencies())}
          >
            ↓
          </SwitchButton>
        </SwitchRow>
        <CurrencyInputPanel
          id="swap-currency-output"
          label={t("swap.buy")}
          value={outputValue}
          onUserInput={(typedValue) => dispatch(typeInput({ field: Field.OUTPUT, typedValue }))}
          currencySymbol={currencyLabel(swap[Field.OUTPUT].currencyId)}
          selectPlaceholder={t("swap.selectToken")}
        />
        <ButtonLight type="button" id="swap-button" onClick={() => dispatch(setWalletModalOpen(true))}>
          {t("swap.getStarted")}
        </ButtonLight>
      </Column>
    </AppCard>
  );
}
