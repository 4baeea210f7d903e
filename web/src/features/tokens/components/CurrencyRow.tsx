import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { Currency } from "@/sdk";
import { formatBalance } from "@/wallet";
import type { TokenBalance } from "../sorting";
import { CurrencyLogo } from "./CurrencyLogo";
import { TokenName, TokenSymbol } from "@/ui/TokenText";
import { SmallButton } from "@/ui/dialogStyles";
import AddTokenToWallet from "./AddTokenToWallet";

/** Rows are 56 px high. */
export const ROW_HEIGHT = 56;

const Row = styled.div<{ $disabled: boolean; $selected: boolean; $active: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  height: ${ROW_HEIGHT}px;
  padding: 0 8px;
  cursor: ${({ $disabled }) => ($disabled ? "default" : "pointer")};
  /* Only the row that cannot be chosen is dimmed (it is aria-disabled); the other side's token stays
     readable at full contrast, since choosing it is allowed (the sides swap). */
  opacity: ${({ $selected }) => ($selected ? 0.5 : 1)};
  &:hover {
    background: ${({ theme, $disabled }) => ($disabled ? "transparent" : theme.colors.bg2)};
  }
  /* The arrow keys' row: focus stays in the search box (aria-activedescendant), so draw the ring here. */
  ${({ theme, $active }) => ($active ? `background: ${theme.colors.bg2}; outline: 2px solid ${theme.colors.primary1}; outline-offset: -2px;` : "")}
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
  /** The other side's token: choosing it swaps the sides, so it is shown like any row. */
  isOtherSelected: boolean;
  /** 'added' = imported by the user (can be removed); 'unlisted' = found on chain, must be imported first. */
  origin: "list" | "added" | "unlisted";
  onSelect: () => void;
  onRemove?: () => void;
  /** DOM id, so the search box can point at the row with aria-activedescendant. */
  id?: string;
  /** Chosen with the arrow keys. */
  active?: boolean;
}

/**
 * One token of the list. Symbol and name come from token lists or the chain: React renders them as text,
 * so markup in a list can never become HTML.
 */
export function CurrencyRow({ currency, balance, showBalance, isSelected, origin, onSelect, onRemove, id: domId, active = false }: CurrencyRowProps) {
  const { t } = useTranslation();
  const disabled = isSelected;
  const id = currency.isToken ? currency.address : currency.symbol;
  return (
    <Row
      role="option"
      id={domId}
      aria-selected={isSelected}
      aria-disabled={disabled || undefined}
      data-testid={`token-item-${id}`}
      $disabled={disabled}
      $selected={isSelected}
      $active={active}
      onClick={() => !disabled && onSelect()}
    >
      <CurrencyLogo currency={currency} size={24} />
      <Names>
        <div>
          <TokenSymbol currency={currency} fallback={t("tokens.unknownSymbol")} />
        </div>
        <div>
          <TokenName currency={currency} fallback={t("tokens.unknownToken")} />
          {origin === "added" && ` · ${t("tokens.addedByUser")}`}
          {origin === "unlisted" && ` · ${t("tokens.foundByAddress")}`}
        </div>
      </Names>
      <div>
        {origin === "unlisted" ? (
          <SmallButton type="button" onClick={(event) => (event.stopPropagation(), onSelect())}>
            {t("tokens.import")}
          </SmallButton>
        ) : (
          <>
            {origin === "added" && onRemove && (
              <SmallButton type="button" onClick={(event) => (event.stopPropagation(), onRemove())}>
                {t("tokens.remove")}
              </SmallButton>
            )}
            {/* A token the user may hold: offer it to the wallet's asset list (only wallets that can). */}
            {currency.isToken && <AddTokenToWallet token={currency} compact />}
          </>
        )}{" "}
        {showBalance && <span data-testid="token-balance">{balance ? formatBalance(balance.raw, balance.decimals) : "-"}</span>}
      </div>
    </Row>
  );
}
