import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { explorerLink } from "../../chains";
import { useActiveChainId } from "../../chain/useActiveChainId";
import { renderSummary } from "../../chain/transactions/summary";
import type { PopupRendererProps } from "../../app/application/popupTypes";

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

/** Transaction result toast: summary (or shortened hash) and a link to the transaction on the explorer. */
export function TransactionPopup({ content }: PopupRendererProps<"txn">) {
  const { t } = useTranslation();
  const chainId = useActiveChainId();
  const href = explorerLink(chainId, "tx", content.hash);
  return (
    <div data-testid="transaction-popup" data-success={content.success}>
      <Title $success={content.success}>{content.success ? t(...successTitleKey(content.category)) : t("popups.transactionFailed")}</Title>
      <Summary>{content.summary !== undefined ? renderSummary(content.summary, t) : `${t("popups.hash")} ${content.hash.slice(0, 10)}…${content.hash.slice(-8)}`}</Summary>
      {href && (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {t("popups.viewOnExplorer", "View on explorer")}
        </Link>
      )}
    </div>
  );
}
