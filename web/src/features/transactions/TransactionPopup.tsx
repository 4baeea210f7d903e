import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { explorerLink } from "@/networks";
import { useActiveChainId } from "@/onchain/useActiveChainId";
import { renderSummary } from "@/onchain/transactions";
import type { PopupRendererProps } from "../popups";
import { replacementOutcomeKey } from "./replacementOutcome";

const Title = styled.div<{ $success: boolean }>`
  font-weight: 600;
  color: ${({ theme, $success }) => ($success ? theme.colors.green : theme.colors.red)};
`;

const Summary = styled.div`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.text1};
  overflow-wrap: anywhere;
`;

const Link = styled.a`
  display: inline-block;
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** Confirmed-toast titles: swaps and approvals say what was confirmed; others show their summary below. */
function successTitleKey(category: "swap" | "approval" | undefined): [key: string, english: string] {
  if (category === "swap") return ["popups.swapConfirmed", "Swap transaction confirmed"];
  if (category === "approval") return ["popups.approvalConfirmed", "Approval Confirmed"];
  return ["popups.transactionSucceeded", "Transaction confirmed"];
}

function titleKey(content: PopupRendererProps<"txn">["content"]): [key: string, english: string] {
  if (content.lost?.reason === "replaced") return ["txStatus.replacedTitle", "Transaction replaced"];
  if (content.lost?.reason === "dropped") return ["txStatus.droppedTitle", "Transaction dropped"];
  return content.success ? successTitleKey(content.category) : ["popups.transactionFailed", "Transaction failed"];
}

/**
 * Transaction result toast: confirmed, failed, replaced (with the replacing transaction's outcome) or dropped; the
 * summary (or shortened hash) and a link to the transaction on the explorer.
 */
export function TransactionPopup({ content }: PopupRendererProps<"txn">) {
  const { t } = useTranslation();
  const chainId = useActiveChainId();
  const href = explorerLink(chainId, "tx", content.hash);
  const replacementKey = replacementOutcomeKey(content.lost);
  return (
    <div data-testid="transaction-popup" data-success={content.success} data-lost={content.lost?.reason}>
      <Title $success={content.success}>{t(...titleKey(content))}</Title>
      <Summary>{content.summary !== undefined ? renderSummary(content.summary, t) : `${t("popups.hash")} ${content.hash.slice(0, 10)}…${content.hash.slice(-8)}`}</Summary>
      {replacementKey && <Summary>{t(replacementKey)}</Summary>}
      {href && (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {t("popups.viewOnExplorer", "View on explorer")}
        </Link>
      )}
    </div>
  );
}
