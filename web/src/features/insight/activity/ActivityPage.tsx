import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { explorerLink, getChainInfo } from "@/networks";
import { renderSummary } from "@/onchain/transactions";
import { Link } from "react-router-dom";
import { AppCard, Column, InfoText, PageTitle, RowBetween } from "@/ui/Card";
import { ButtonSecondary } from "@/ui/Button";
import { useWallet } from "@/wallet";
import { useAllTransactions } from "../../transactions";
import { unminedTransactions } from "./browserTransactions";
import { ErrorBox, ExplorerSuffix, Muted, Row, Rows } from "../components";
import { formatAmount, shortHex } from "../format";
import { useTokenLabels } from "../useTokenLabels";
import type { ActivityItem, TokenAmount } from "./groupActivity";
import { useActivity } from "./useActivity";

function useAmountText(chainId: number, pairs: Parameters<typeof useTokenLabels>[1]) {
  const label = useTokenLabels(chainId, pairs);
  const text = (amounts: TokenAmount[]) =>
    amounts
      .map((a) => {
        const l = label(a.token);
        return `${formatAmount(a.amount, l.decimals)} ${l.displaySymbol}`;
      })
      .join(" + ");
  return { text, label };
}

/** This browser's transactions on the chain that no block holds (pending, dropped, replaced): shown above the history. */
function useUnminedHere(chainId: number, account: string | undefined) {
  const all = useAllTransactions();
  return useMemo(() => unminedTransactions(all, chainId, account), [all, chainId, account]);
}

export default function ActivityPage() {
  const { t, i18n } = useTranslation();
  const { account, chainId } = useWallet();
  const { state, scanning, retry } = useActivity(chainId, account);
  const pending = useUnminedHere(chainId, account);
  const { text: amountText, label } = useAmountText(chainId, state.status === "ready" ? state.data.pairs : undefined);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }), [i18n.language]);

  const describe = (item: ActivityItem) => {
    const sent = amountText(item.sent);
    const received = amountText(item.received);
    switch (item.kind) {
      case "swap":
        if (!sent) return t("activity.swapReceived", { received });
        return received ? t("activity.swap", { sent, received }) : t("activity.swapSent", { sent });
      case "add":
        return t("activity.add", { sent: sent || "—", received });
      case "remove":
        return t("activity.remove", { sent: sent || "—", received: received || "—" });
      case "migrate":
        return t("activity.migrate", { sent, received });
      case "approve":
        return t("activity.approve", {
          token: label(item.received[0]?.token ?? "").displaySymbol,
          spender: item.spender === getChainInfo(chainId)?.contracts.migrator?.toLowerCase() ? t("activity.migrator") : t("activity.router"),
        });
    }
  };

  let body;
  if (!account) body = <InfoText>{t("activity.connect")}</InfoText>;
  else if (state.status === "error")
    body = (
      <ErrorBox role="alert" data-testid="activity-error">
        <span>{t("activity.error")}</span>
        <Muted>{state.offline ? t("insight.offline", { chain: getChainInfo(chainId)?.name ?? chainId }) : state.message}</Muted>
        <ButtonSecondary onClick={retry}>{t("activity.retry")}</ButtonSecondary>
      </ErrorBox>
    );
  else if (state.status !== "ready")
    body = (
      <InfoText data-testid="activity-scanning">
        {scanning ? t("activity.scanning", scanning) : t("common.loading")}
      </InfoText>
    );
  else if (state.data.items.length === 0 && pending.length === 0) body = <InfoText data-testid="activity-empty">{t("activity.empty")}</InfoText>;
  else
    body = (
      <Rows data-testid="activity-list">
        {pending.map(({ tx, status }) => (
          <Row key={tx.hash} data-testid="activity-pending" data-status={status}>
            <span>{tx.summary !== undefined ? renderSummary(tx.summary, t) : shortHex(tx.hash)}</span>
            <Muted>{status === "pending" ? t("activity.pending") : status === "replaced" ? t("txStatus.replaced") : t("txStatus.dropped")}</Muted>
          </Row>
        ))}
        {state.data.items.map((item) => {
          const time = state.data.times.get(item.blockNumber);
          const link = explorerLink(chainId, "tx", item.txHash);
          return (
            <Row key={item.txHash} data-testid="activity-row" data-kind={item.kind} data-tx={item.txHash}>
              <strong>{t(`activity.kind.${item.kind}`)}</strong>
              <span>{describe(item)}</span>
              <Muted>
                {time ? `${time.exact ? "" : "≈ "}${dateFormat.format(new Date(time.time * 1000))} · ` : ""}
                {t("activity.block", { block: item.blockNumber })}
                <ExplorerSuffix href={link} />
              </Muted>
            </Row>
          );
        })}
      </Rows>
    );

  return (
    <AppCard>
      <Column>
        <RowBetween>
          <PageTitle>{t("activity.title")}</PageTitle>
          <Link to="/approvals" data-testid="approvals-link">
            {t("approvals.link")}
          </Link>
        </RowBetween>
        {body}
        {state.status === "ready" && state.data.items.some((i) => !state.data.times.get(i.blockNumber)?.exact) ? <Muted>{t("activity.timesNote")}</Muted> : null}
      </Column>
    </AppCard>
  );
}
