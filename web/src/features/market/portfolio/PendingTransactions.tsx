import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAppSelector } from "@/base/store";
import { renderSummary } from "@/onchain/transactions";
import { getChainInfo } from "@/networks";
import { unminedTransactions } from "../../insight";
import { Muted, Row, Rows } from "../../insight";
import { shortHex } from "../../insight";

/**
 * The account's transactions sent from this browser that no block holds yet, on every chain of the portfolio (a
 * browser only knows the ones it sent; another account's pending ones are not visible before they are mined).
 */
export function PendingTransactions({ account, chainIds }: { account: string; chainIds: readonly number[] }) {
  const { t } = useTranslation();
  // Every chain's records, not only the active chain's (what the transactions feature's hooks give).
  const byChain = useAppSelector((state) => state.transactions);
  const unmined = useMemo(
    () => chainIds.flatMap((chainId) => unminedTransactions(byChain[chainId] ?? {}, chainId, account).map((u) => ({ ...u, chainId }))),
    [byChain, chainIds, account],
  );
  return (
    <section aria-labelledby="portfolio-pending-heading" data-testid="portfolio-pending">
      <h2 id="portfolio-pending-heading" style={{ fontSize: 16, margin: "0 0 8px" }}>
        {t("portfolio.pending")}
      </h2>
      {unmined.length === 0 ? (
        <Muted data-testid="portfolio-pending-empty">{t("portfolio.noPending")}</Muted>
      ) : (
        <Rows>
          {unmined.map(({ tx, status, chainId }) => (
            <Row key={tx.hash} data-testid="portfolio-pending-row" data-status={status} data-tx={tx.hash}>
              <span>{tx.summary !== undefined ? renderSummary(tx.summary, t) : shortHex(tx.hash)}</span>
              <Muted>
                {getChainInfo(chainId)?.name ?? chainId} · {status === "pending" ? t("activity.pending") : status === "replaced" ? t("txStatus.replaced") : t("txStatus.dropped")}
              </Muted>
            </Row>
          ))}
        </Rows>
      )}
    </section>
  );
}
