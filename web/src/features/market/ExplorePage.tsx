import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { compactField } from "./components/compactField";
import { getChainInfo } from "@/networks";
import { ButtonSecondary } from "@/ui/Button";
import { AppCard, Column, InfoText, PageTitle, RowBetween } from "@/ui/Card";
import { useWallet } from "@/wallet";
import { formatNative } from "./format";
import { ExploreTabs, EXPLORE_TABS, type ExploreTab } from "./components/ExploreTabs";
import { PoolsTable } from "./components/PoolsTable";
import { TokensTable } from "./components/TokensTable";
import { marketData } from "./source";

const Page = styled(AppCard)`
  max-width: 1120px;
`;

const Toolbar = styled(RowBetween)`
  gap: 12px;
`;

const Search = styled.input`
  flex: 1 1 240px;
  max-width: 360px;
  ${compactField}
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text2};
  font-size: 12px;
`;

const MAX_QUERY = 64;
const PANEL_ID = "explore-panel";

/** The tab named in the address (?tab=pools); anything else shows the tokens. */
function tabOf(value: string | null): ExploreTab {
  return EXPLORE_TABS.find((tab) => tab === value) ?? "tokens";
}

/** Every token and pool of the active chain, priced in its native coin, from the market data source. */
export default function ExplorePage() {
  const { t } = useTranslation();
  const { chainId } = useWallet();
  const chain = getChainInfo(chainId);
  const native = chain?.nativeCurrency.symbol ?? "";
  const overview = marketData.useOverview(chainId);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const [query, setQuery] = useState("");

  let body;
  if (overview.unavailable) body = <InfoText data-testid="explore-unavailable">{t("explore.unavailable", { chain: chain?.name ?? chainId })}</InfoText>;
  else if (!overview.ready) body = <InfoText data-testid="explore-loading">{t("common.loading")}</InfoText>;
  else if (tab === "pools") body = <PoolsTable pools={overview.pools} query={query} native={native} />;
  else body = <TokensTable tokens={overview.tokens} query={query} native={native} />;

  const activity = overview.activity;
  return (
    <Page>
      <Column>
        <PageTitle>{t("explore.title")}</PageTitle>
        <Toolbar>
          <ExploreTabs tab={tab} onChange={(next) => setParams(next === "tokens" ? {} : { tab: next }, { replace: true })} panelId={PANEL_ID} />
          <Search
            type="search"
            value={query}
            maxLength={MAX_QUERY}
            onChange={(e) => setQuery(e.target.value.slice(0, MAX_QUERY))}
            placeholder={t("explore.searchPlaceholder")}
            aria-label={t("explore.search")}
            data-testid="explore-search"
          />
        </Toolbar>
        {/* The block the 24 h figures are worked out at: what tests wait for after a new block. */}
        <div role="tabpanel" id={PANEL_ID} aria-labelledby={`explore-tab-${tab}`} data-activity-head={activity.status === "ready" ? activity.head : undefined}>
          {body}
        </div>
        {activity.status === "error" ? (
          <Note role="alert" data-testid="explore-activity-error">
            {activity.offline ? t("insight.offline", { chain: chain?.name ?? chainId }) : t("explore.activityError")}{" "}
            <ButtonSecondary style={{ width: "auto", padding: "4px 10px" }} onClick={overview.retryActivity}>
              {t("activity.retry")}
            </ButtonSecondary>
          </Note>
        ) : activity.status === "loading" && overview.ready ? (
          <Note data-testid="explore-activity-loading">{t("explore.activityLoading")}</Note>
        ) : null}
        <Note>{t("explore.pricingNote", { native, depth: chain ? formatNative(chain.market.minNativeLiquidity) : "" })}</Note>
        <Note>{t("explore.feeRateNote")}</Note>
        {overview.dataSource && (
          <Note data-testid="explore-data-source" data-source={overview.dataSource}>
            {t(overview.dataSource === "indexer" ? "explore.dataFromIndexer" : "explore.dataFromChain")}
          </Note>
        )}
      </Column>
    </Page>
  );
}
