import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { routeWithChain, useWallet } from "@/wallet";
import { formatPercent } from "../format";
import { TokenSymbol } from "@/ui/TokenText";
import { shortTokenAddress } from "../marketTokenLabel";
import { poolRows, toggleSort, type PoolSortKey, type SortState } from "../tableRows";
import type { MarketPool } from "../types";
import { Muted, NativeValue, TokenAmounts, UnverifiedBadge } from "./cells";
import { VirtualTable, type TableColumn } from "./VirtualTable";

interface Props {
  pools: readonly MarketPool[];
  query: string;
  native: string;
}

export function PoolsTable({ pools, query, native }: Props) {
  const { t } = useTranslation();
  const { chainId } = useWallet();
  const [sort, setSort] = useState<SortState<PoolSortKey>>({ key: "liquidity", direction: "desc" });
  const rows = useMemo(() => poolRows(pools, query, sort), [pools, query, sort]);
  const columns = useMemo<TableColumn<MarketPool, PoolSortKey>[]>(
    () => {
      const loading = <Muted>{t("common.loading")}</Muted>;
      return [
      {
        id: "pair",
        header: t("explore.pool"),
        sortKey: "pair",
        render: (p) => (
          <>
            <Link to={routeWithChain(`/pool/${p.address}`, chainId)} data-testid="explore-pool-link">
              <TokenSymbol currency={p.token0} fallback={shortTokenAddress(p.token0.address)} />/<TokenSymbol currency={p.token1} fallback={shortTokenAddress(p.token1.address)} />
            </Link>
            {!p.token0.verified || !p.token1.verified ? <UnverifiedBadge /> : null}
          </>
        ),
      },
      {
        id: "liquidity",
        header: t("explore.liquidity"),
        sortKey: "liquidity",
        numeric: true,
        render: (p) => <NativeValue wei={p.liquidityNative} symbol={native} fallback={<TokenAmounts a={p.reserve0} b={p.reserve1} token0={p.token0} token1={p.token1} />} />,
      },
      {
        id: "volume24h",
        header: t("explore.volume24h"),
        sortKey: "volume24h",
        numeric: true,
        render: (p) =>
          p.day ? <NativeValue wei={p.day.volumeNative} symbol={native} fallback={<TokenAmounts a={p.day.volume0} b={p.day.volume1} token0={p.token0} token1={p.token1} />} /> : loading,
      },
      {
        id: "fees24h",
        header: t("explore.fees24h"),
        sortKey: "fees24h",
        numeric: true,
        render: (p) => (p.day ? <NativeValue wei={p.day.feesNative} symbol={native} fallback={<TokenAmounts a={p.day.fees0} b={p.day.fees1} token0={p.token0} token1={p.token1} />} /> : loading),
      },
      {
        id: "volume7d",
        header: t("explore.volume7d"),
        sortKey: "volume7d",
        numeric: true,
        render: (p) =>
          p.week ? <NativeValue wei={p.week.volumeNative} symbol={native} fallback={<TokenAmounts a={p.week.volume0} b={p.week.volume1} token0={p.token0} token1={p.token1} />} /> : loading,
      },
      { id: "swaps24h", header: t("explore.swaps24h"), sortKey: "swaps24h", numeric: true, render: (p) => (p.day ? <span data-count={p.day.swaps}>{p.day.swaps}</span> : loading) },
      {
        id: "feeRate",
        header: t("explore.feeRate"),
        sortKey: "feeRate",
        numeric: true,
        render: (p) => (p.feeYearlyRate === undefined ? "–" : formatPercent(p.feeYearlyRate)),
      },
    ];
    },
    [t, native, chainId],
  );

  return (
    <VirtualTable
      label={t("explore.poolsTable")}
      rows={rows}
      columns={columns}
      rowKey={(p) => p.address}
      sort={sort}
      onSort={(key) => setSort((s) => toggleSort(s, key))}
      testId="explore-pools"
    />
  );
}
