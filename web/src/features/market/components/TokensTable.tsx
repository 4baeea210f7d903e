import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useWallet } from "@/wallet";
import { formatPercent, formatTokenAmount } from "../format";
import { TokenName, TokenSymbol } from "@/ui/TokenText";
import { marketTokenLabel, shortTokenAddress } from "../marketTokenLabel";
import { tokenPath } from "../tokenRoute";
import { tokenRows, toggleSort, type SortState, type TokenSortKey } from "../tableRows";
import type { MarketToken } from "../types";
import { lookalikeFlagger } from "../lookalikes";
import { useListedTokenInfos } from "../useListedTokenInfos";
import { LookalikeBadge, Muted, NativeValue, PriceValue, UnverifiedBadge } from "./cells";
import { VirtualTable, type TableColumn } from "./VirtualTable";

interface Props {
  tokens: readonly MarketToken[];
  query: string;
  native: string;
}

export function TokensTable({ tokens, query, native }: Props) {
  const { t } = useTranslation();
  const { chainId } = useWallet();
  const [sort, setSort] = useState<SortState<TokenSortKey>>({ key: "liquidity", direction: "desc" });
  const rows = useMemo(() => tokenRows(tokens, query, sort), [tokens, query, sort]);
  const listed = useListedTokenInfos(chainId);
  const isLookalike = useMemo(() => lookalikeFlagger(listed.values()), [listed]);
  const columns = useMemo<TableColumn<MarketToken, TokenSortKey>[]>(
    () => {
      const loading = <Muted>{t("common.loading")}</Muted>;
      return [
      {
        id: "token",
        header: t("explore.token"),
        sortKey: "symbol",
        render: (tk) => (
          <>
            <Link to={tokenPath(chainId, tk.address)} data-testid="explore-token-link">
              <strong><TokenSymbol currency={tk} fallback={shortTokenAddress(tk.address)} /></strong> <Muted><TokenName currency={tk} fallback={shortTokenAddress(tk.address)} /></Muted>
            </Link>
            {tk.verified ? null : <UnverifiedBadge />}
            {isLookalike(tk) ? <LookalikeBadge /> : null}
          </>
        ),
      },
      { id: "price", header: t("explore.price"), sortKey: "price", numeric: true, render: (tk) => <PriceValue price={tk.price} decimals={tk.decimals} native={native} /> },
      {
        id: "change24h",
        header: t("explore.change24h"),
        sortKey: "change24h",
        numeric: true,
        render: (tk) => (tk.change24h === undefined ? "–" : formatPercent(tk.change24h, true)),
      },
      {
        id: "volume24h",
        header: t("explore.volume24h"),
        sortKey: "volume24h",
        numeric: true,
        render: (tk) =>
          tk.volume24h === undefined ? (
            loading
          ) : (
            <NativeValue wei={tk.volume24hNative} symbol={native} fallback={<Muted>{`${formatTokenAmount(tk.volume24h, tk.decimals)} ${marketTokenLabel(tk, "symbol")}`}</Muted>} />
          ),
      },
      {
        id: "liquidity",
        header: t("explore.liquidity"),
        sortKey: "liquidity",
        numeric: true,
        render: (tk) => <NativeValue wei={tk.liquidityNative} symbol={native} fallback={<Muted>{`${formatTokenAmount(tk.liquidity, tk.decimals)} ${marketTokenLabel(tk, "symbol")}`}</Muted>} />,
      },
      { id: "pools", header: t("explore.pools"), sortKey: "pools", numeric: true, render: (tk) => tk.pools },
    ];
    },
    [t, native, chainId, isLookalike],
  );

  return (
    <VirtualTable
      label={t("explore.tokensTable")}
      rows={rows}
      columns={columns}
      rowKey={(tk) => tk.address}
      sort={sort}
      onSort={(key) => setSort((s) => toggleSort(s, key))}
      testId="explore-tokens"
    />
  );
}
