import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { Currency } from "@/sdk";
import { nativeOnChain } from "@/sdk";
import type { Token } from "@/sdk";
import { useWallet } from "@/wallet";
import { useNativeBalance } from "@/wallet";
import { useSelectedList } from "../../lists";
import { parseAddressQuery } from "../filtering";
import { useAllTokens, useImportToken, useToken, useTokenBalances, useUserAddedTokens } from "../hooks";
import { createTokenSearch } from "../searchTokens";
import { isTrustedToken } from "../linkTokenState";
import type { TokenBalance } from "../sorting";
import { commonBases } from "./commonBases";
import { CurrencyLogo } from "./CurrencyLogo";
import { CurrencyRow, ROW_HEIGHT } from "./CurrencyRow";
import { HeaderRow, IconButton, Muted, SmallButton, TextInput } from "@/ui/dialogStyles";
import { VirtualList } from "./VirtualList";
import { TokenSymbol } from "@/ui/TokenText";

/** The token list is 200 px high. */
const LIST_HEIGHT = 200;

const Bases = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 12px 0;
`;
const BaseButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text1};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;
const ListHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin: 8px 0;
`;
const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
  span {
    overflow-wrap: anywhere;
  }
`;

interface CurrencySearchProps {
  chainId: number;
  selectedCurrency?: Currency | null;
  otherSelectedCurrency?: Currency | null;
  showCommonBases: boolean;
  onCurrencySelect: (currency: Currency) => void;
  onImportToken: (token: Token) => void;
  onManageLists: () => void;
  onDismiss: () => void;
}

/** A listed currency, or a token the user added or is about to import (those two are always tokens). */
type Row = { currency: Currency; origin: "list" } | { currency: Token; origin: "added" | "unlisted" };

// A chain has one native coin.
const rowKey = (row: Row) => (row.currency.isToken ? row.currency.address : "native");

export function CurrencySearch(props: CurrencySearchProps) {
  const { chainId, selectedCurrency, otherSelectedCurrency, showCommonBases, onCurrencySelect, onImportToken, onManageLists, onDismiss } = props;
  const { t } = useTranslation();
  const { account } = useWallet();
  const [query, setQuery] = useState("");
  const [invertOrder, setInvertOrder] = useState(false);
  // The row chosen with the arrow keys, by its currency rather than its place (none: undefined); focus stays in the
  // search box meanwhile. Balances and list updates arriving re-sort the rows, and the highlight, and what Enter
  // chooses, must stay on the token the user arrowed to, not pass to whichever token moved into its place.
  const [activeKey, setActiveKey] = useState<string>();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const native = nativeOnChain(chainId);
  const allTokens = useAllTokens(chainId);
  const userTokens = useUserAddedTokens(chainId);
  const list = useSelectedList(chainId);
  const tokens = useMemo(() => Object.values(allTokens), [allTokens]);
  const balances = useTokenBalances(account, tokens);
  const nativeBalance = useNativeBalance();
  const { remove } = useImportToken();

  // Typed address: normalised; a token not in any list is looked up on chain.
  const address = parseAddressQuery(query);
  const lookedUp = useToken(chainId, address);

  const search = useMemo(() => createTokenSearch(tokens, balances), [tokens, balances]);
  const rows: Row[] = useMemo(() => {
    const userAdded = new Set(userTokens.map((token) => token.address));
    const found: Row[] = search(query, invertOrder).map((token) => ({
      currency: token,
      origin: userAdded.has(token.address) ? "added" : "list",
    }));
    if (address && found.length === 0 && lookedUp) found.push({ currency: lookedUp, origin: "unlisted" });
    const q = query.trim().toLowerCase();
    const showNative = !address && native.symbol !== undefined && native.symbol.toLowerCase().startsWith(q);
    return showNative ? [{ currency: native, origin: "list" }, ...found] : found;
  }, [search, query, invertOrder, userTokens, address, lookedUp, native]);
  const activeIndex = activeKey === undefined ? -1 : rows.findIndex((row) => rowKey(row) === activeKey);

  // Unlisted tokens, and listed ones whose text needed cleaning, go through the import warning first.
  const select = (row: Row) => {
    if (row.origin === "unlisted") onImportToken(row.currency);
    else if (row.currency.isToken && !isTrustedToken(row.currency, row.origin === "added")) onImportToken(row.currency);
    else onCurrencySelect(row.currency);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (rows.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next = Math.min(rows.length - 1, Math.max(0, (activeIndex < 0 && step < 0 ? rows.length : activeIndex) + step));
      setActiveKey(rowKey(rows[next]));
      return;
    }
    if (event.key !== "Enter") return;
    // Choosing closes the dialog and gives the focus back to the button that opened it; without this the same
    // Enter press would go on to click that button and open the dialog again.
    event.preventDefault();
    const active = rows[activeIndex];
    if (active) {
      if (!selectedCurrency?.equals(active.currency)) select(active);
      return;
    }
    const q = query.trim().toLowerCase();
    // Enter on the native symbol selects the native coin.
    if (q && q === native.symbol?.toLowerCase()) return onCurrencySelect(native);
    const tokenRows = rows.filter((row) => !row.currency.isNative);
    if (tokenRows.length === 1 || (tokenRows.length > 0 && tokenRows[0].currency.symbol?.toLowerCase() === q)) {
      select(tokenRows[0]);
    }
  };

  const balanceOf = (currency: Currency): TokenBalance | undefined =>
    currency.isNative
      ? nativeBalance !== undefined
        ? { raw: nativeBalance, decimals: 18 }
        : undefined
      : balances[currency.address];

  const bases = useMemo(() => commonBases(chainId, allTokens), [chainId, allTokens]);

  return (
    <div data-testid="currency-search">
      <HeaderRow>
        <h2>{t("tokens.selectToken")}</h2>
        <IconButton type="button" aria-label={t("tokens.close")} onClick={onDismiss}>
          ×
        </IconButton>
      </HeaderRow>
      <TextInput
        data-testid="token-search-input"
        type="text"
        placeholder={t("tokens.searchPlaceholder")}
        autoComplete="off"
        autoFocus
        value={query}
        role="combobox"
        aria-label={t("tokens.searchPlaceholder")}
        aria-expanded={rows.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={rows[activeIndex] ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          setActiveKey(undefined);
          setQuery(parseAddressQuery(event.target.value) ?? event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {showCommonBases && (
        <Bases data-testid="common-bases">
          <Muted style={{ width: "100%" }}>{t("tokens.commonBases")}</Muted>
          {bases.map((base) => (
            <BaseButton
              key={base.isToken ? base.address : "native"}
              type="button"
              disabled={Boolean(selectedCurrency && selectedCurrency.equals(base))}
              onClick={() => onCurrencySelect(base)}
            >
              <CurrencyLogo currency={base} size={20} />
              <TokenSymbol currency={base} />
            </BaseButton>
          ))}
        </Bases>
      )}
      <ListHeader>
        <Muted>{t("tokens.tokenName")}</Muted>
        <SmallButton
          type="button"
          data-testid="token-sort-toggle"
          aria-label={t("tokens.toggleSortOrder")}
          onClick={() => setInvertOrder((value) => !value)}
        >
          {invertOrder ? "↑" : "↓"}
        </SmallButton>
      </ListHeader>
      {rows.length === 0 ? (
        <div style={{ height: LIST_HEIGHT, display: "flex", alignItems: "center", justifyContent: "center" }}>
          <Muted>{address && lookedUp === undefined ? t("tokens.loading") : t("tokens.noResults")}</Muted>
        </div>
      ) : (
        <VirtualList
          testId="token-list"
          id={listId}
          role="listbox"
          ariaLabel={t("tokens.selectToken")}
          activeIndex={activeIndex}
          items={rows}
          rowHeight={ROW_HEIGHT}
          height={LIST_HEIGHT}
          itemKey={rowKey}
          renderRow={(row, index) => (
            <CurrencyRow
              id={optionId(index)}
              active={index === activeIndex}
              currency={row.currency}
              balance={balanceOf(row.currency)}
              showBalance={Boolean(account)}
              isSelected={Boolean(selectedCurrency?.equals(row.currency))}
              isOtherSelected={Boolean(otherSelectedCurrency?.equals(row.currency))}
              origin={row.origin}
              onSelect={() => select(row)}
              onRemove={row.origin === "added" ? () => remove(row.currency) : undefined}
            />
          )}
        />
      )}
      <Footer>
        <span>{list ? list.name : t("tokens.loadingList")}</span>
        <SmallButton type="button" data-testid="change-list" onClick={onManageLists}>
          {t("tokens.change")}
        </SmallButton>
      </Footer>
    </div>
  );
}
