import { useEffect, useState } from "react";
import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { explorerLink } from "@/networks";
import { renderSummary } from "@/onchain/transactions";
import { COPY_CONFIRMATION_MS } from "../config";
import { useAccountActivity, type AccountActivityItem } from "../accountActivity";
import { useEnsName } from "../hooks/useEnsName";
import { shortenAddress } from "../utils/shortenAddress";
import { useWallet } from "../WalletContext";
import { Body, LinkButton, Muted } from "./modalStyles";
import { Spinner } from "./Spinner";

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 16px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
`;

const Address = styled.div`
  font-size: 22px;
  font-weight: 600;
  word-break: break-all;
`;

const TxList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 14px;
`;

const A = styled.a`
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 14px;
`;

function TransactionRow({ tx, chainId }: { tx: AccountActivityItem; chainId: number }) {
  const { t } = useTranslation();
  const href = explorerLink(chainId, "tx", tx.hash);
  const label = tx.summary !== undefined ? renderSummary(tx.summary, t) : tx.hash;
  const { status, replacementKey } = tx;
  return (
    <li data-testid="recent-transaction" data-status={status}>
      {href ? (
        <A href={href} target="_blank" rel="noopener noreferrer">
          {label} ↗
        </A>
      ) : (
        label
      )}{" "}
      {status === "pending" ? (
        <Spinner $size={12} aria-label={t("wallet.pending")} />
      ) : status === "failed" ? (
        "✕"
      ) : status === "success" ? (
        "✓"
      ) : (
        <Muted data-testid="transaction-lost" title={replacementKey ? t(replacementKey) : undefined}>
          {status === "replaced" ? t("txStatus.replaced") : t("txStatus.dropped")}
          {replacementKey && ` · ${t(replacementKey)}`}
        </Muted>
      )}
    </li>
  );
}

/** Account view: method, address or name, Disconnect, Change, Copy Address, explorer link, recent transactions. */
export function AccountDetails({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation();
  const { account, chainId, connection, disconnect } = useWallet();
  const ensName = useEnsName(account);
  const { pending, confirmed, clearAll } = useAccountActivity();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!account) return null;
  const addressLink = explorerLink(chainId, "address", account);
  const copy = () => {
    navigator.clipboard
      ?.writeText(account)
      .then(() => setCopied(true))
      .catch((error) => console.debug("Copy failed", error));
  };

  return (
    <Body data-testid="account-details">
      <Card>
        <Row>
          <Muted data-testid="connection-name">{t("wallet.connectedWith", "Connected with {{name}}", { name: connection?.name ?? "" })}</Muted>
          <span>
            <LinkButton type="button" onClick={disconnect} data-testid="wallet-disconnect">
              {t("wallet.disconnect", "Disconnect")}
            </LinkButton>{" "}
            <LinkButton type="button" onClick={onChange} data-testid="wallet-change">
              {t("wallet.change", "Change")}
            </LinkButton>
          </span>
        </Row>
        <Address data-testid="account-address" title={account}>
          {ensName ?? shortenAddress(account)}
        </Address>
        <Row>
          <LinkButton type="button" onClick={copy} data-testid="copy-address">
            {copied ? t("wallet.copied", "Copied") : t("wallet.copyAddress", "Copy Address")}
          </LinkButton>
          {addressLink && (
            <A href={addressLink} target="_blank" rel="noopener noreferrer" data-testid="explorer-link">
              {t("wallet.viewOnExplorer", "View on explorer")} ↗
            </A>
          )}
        </Row>
      </Card>
      {pending.length + confirmed.length > 0 ? (
        <>
          <Row>
            <Muted>{t("wallet.recentTransactions", "Recent Transactions")}</Muted>
            <LinkButton type="button" onClick={clearAll} data-testid="clear-all-transactions">
              {t("wallet.clearAll", "(clear all)")}
            </LinkButton>
          </Row>
          <TxList>
            {[...pending, ...confirmed].map((tx) => (
              <TransactionRow key={tx.hash} tx={tx} chainId={chainId} />
            ))}
          </TxList>
        </>
      ) : (
        <Muted>{t("wallet.transactionsWillAppear", "Your transactions will appear here...")}</Muted>
      )}
    </Body>
  );
}
