import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { Currency } from "../../../sdk/currency";
import { formatSignificant } from "../../../wallet/utils/formatBalance";
import type { TokenBalance } from "../sorting";
import { CurrencyLogo } from "./CurrencyLogo";
import { SmallButton } from "./styles";

/** Spec §2: rows are 56 px high. */
export const ROW_HEIGHT = 56;

const Row = styled.div<{ $disabled: boolean; $selected: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  height: ${ROW_HEIGHT}px;
  padding: 0 8px;
  cursor: ${({ $disabled }) => ($disabled ? "default" : "pointer")};
  opacity: ${({ $selected }) => ($selected ? 0.5 : 1)};
  &:hover {
    background: ${({ theme, $disabled }) => ($disabled ? "transparent" : theme.colors.bg2)};
  }
`;
const Names = styled.div`
  min-width: 0;
  div {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  div:first-child {
    font-weight: 600;
  }
  div:last-child {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.text2};
  }
`;

interface CurrencyRowProps {
  currency: Currency;
  balance: TokenBalance | undefined;
  showBalance: boolean;
  isSelected: boolean;
  isOtherSelected: boolean;
  /** 'added' = imported by the user (can be removed); 'unlisted' = found on chain, must be imported first. */
  origin: "list" | "added" | "unlisted";
  onSelect: () => void;
  onRemove?: () => void;
}

/**
 * One token of the list. Symbol and name come from token lists or the chain: React renders them as text,
 * so markup in a list can never become HTML.
 */
export function CurrencyRow({ currency, balance, showBalance, isSelected, isOtherSelected, origin, onSelect, onRemove }: CurrencyRowProps) {
  const { t } = useTranslation();
  const disabled = isSelected;
  const id = currency.isToken ? currency.address : currency.symbol;
  return (
    <Row
      role="option"
      aria-selected={isSelected}
      data-testid={`token-item-${id}`}
      $disabled={disabled}
      $selected={isSelected || isOtherSelected}
      onClick={() => !disabled && onSelect()}
    >
      <CurrencyLogo currency={currency} size={24} />
      <Names>
        <div title={currency.symbol}>{currency.symbol || t("tokens.unknownSymbol")}</div>
        <div title={currency.name}>
          {currency.name || t("tokens.unknownToken")}
          {origin === "added" && ` · ${t("tokens.addedByUser")}`}
          {origin === "unlisted" && ` · ${t("tokens.foundByAddress")}`}
        </div>
      </Names>
      <div>
        {origin === "unlisted" ? (
          <SmallButton type="button" onClick={(event) => (event.stopPropagation(), onSelect())}>
            {t("tokens.import")}
          </SmallButton>
        ) : origin === "added" && onRemove ? (
          <SmallButton type="button" onClick={(event) => (event.stopPropagation(), onRemove())}>
            {t("tokens.remove")}
          </SmallButton>
        ) : null}{" "}
        {showBalance && <span data-testid="token-balance">{balance ? formatSignificant(balance.raw, balance.decimals) : "-"}</span>}
      </div>
    </Row>
  );
}
