import { useTranslation } from "react-i18next";
import { useAppDispatch } from "@/base/store";
import { useFormatDecimal } from "@/base/i18n/formatDecimal";
import type { CurrencyAmount } from "@/sdk";
import { maxAmountSpend } from "../logic/maxAmount";
import { Field, typeInput } from "../slice";
import { BalanceText, SmallButton } from "./swapPageStyles";

/** 'Balance: X' over a swap field; the Sell side adds Max (the balance less the gas reserve for a native coin). */
export function SwapBalance({ field, balance }: { field: Field; balance: CurrencyAmount | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const formatDecimal = useFormatDecimal();
  const maxInput = field === Field.INPUT ? maxAmountSpend(balance) : undefined;
  return (
    <BalanceText>
      <span data-testid={`balance-${field.toLowerCase()}`}>
        {t("swap.balance")}: {balance ? formatDecimal(balance.toSignificant(4)) : "-"}
      </span>
      {maxInput && maxInput.greaterThan(0n) && (
        <SmallButton type="button" id="swap-max" onClick={() => dispatch(typeInput({ field: Field.INPUT, typedValue: maxInput.toExact() }))}>
          {t("swap.max")}
        </SmallButton>
      )}
    </BalanceText>
  );
}
