import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isUnlimitedAllowance } from "@/onchain/hooks";
import { getChainInfo } from "@/networks";
import { AppCard, Column, InfoText, PageTitle, RowBetween } from "@/ui/Card";
import { ButtonSecondary } from "@/ui/Button";
import { useWallet } from "@/wallet";
import { isAskingWallet, useWriteFlow } from "../../transactions";
import { ErrorBox, Muted, Row, Rows } from "../components";
import { formatAmount } from "../format";
import { useChainScan } from "../useChainScan";
import { useTokenLabels } from "../useTokenLabels";
import { loadApprovals, type Allowance } from "./loadApprovals";
import { revokeWrite } from "./revokeWrite";
import type { SummaryDescriptor } from "@/onchain/transactions";

/** The account's open allowances to the app's router and migrator on a chain, from its Approval logs. */
function useAllowances(chainId: number, account: string | undefined) {
  const chain = getChainInfo(chainId);
  return useChainScan(chainId, chain ? account : undefined, (ctx) => {
    const spenders = new Set([chain!.contracts.router, chain!.contracts.migrator].filter((a) => a !== undefined).map((a) => a.toLowerCase()));
    return loadApprovals(ctx, account!, spenders);
  });
}

/** Revoke through the write flow: one at a time; the row being revoked and the last failure's text. */
function useRevoke() {
  const { t } = useTranslation();
  const { stage, send } = useWriteFlow(revokeWrite);
  const [target, setTarget] = useState<string>();
  const revoke = (a: Allowance, summary: SummaryDescriptor) => {
    setTarget(`${a.token}:${a.spender}`);
    void send({ token: a.token, spender: a.spender, summary });
  };
  const busy = isAskingWallet(stage) ? target : undefined;
  // A rejection says so in the same line as a failure (no popup): the row stays for another try.
  const error = stage.step === "failed" || stage.step === "rejected" ? t(stage.error.messageKey, stage.error.params) : undefined;
  return { revoke, busy, error };
}

export default function ApprovalsPage() {
  const { t } = useTranslation();
  const { account, chainId } = useWallet();
  const { state, retry } = useAllowances(chainId, account);
  const label = useTokenLabels(chainId);
  const { revoke, busy, error } = useRevoke();
  const chain = getChainInfo(chainId);
  const spenderName = useMemo(
    () => (spender: string) => (spender === chain?.contracts.migrator?.toLowerCase() ? t("approvals.migrator") : t("approvals.router")),
    [chain, t],
  );

  let body;
  if (!account) body = <InfoText>{t("approvals.connect")}</InfoText>;
  else if (state.status === "error")
    body = (
      <ErrorBox role="alert">
        <span>{t("approvals.error")}</span>
        <Muted>{state.offline ? t("insight.offline", { chain: chain?.name ?? chainId }) : state.message}</Muted>
        <ButtonSecondary onClick={retry}>{t("activity.retry")}</ButtonSecondary>
      </ErrorBox>
    );
  else if (state.status === "loading") body = <InfoText data-testid="approvals-loading">{t("common.loading")}</InfoText>;
  else if (state.data.length === 0) body = <InfoText data-testid="approvals-empty">{t("approvals.empty")}</InfoText>;
  else
    body = (
      <Rows>
        {state.data.map((a) => {
          const token = label(a.token);
          const amount = isUnlimitedAllowance(a.amount) ? t("approvals.unlimited") : formatAmount(a.amount, token.decimals);
          const id = `${a.token}:${a.spender}`;
          return (
            <Row key={id} data-testid="approval-row" data-token={a.token} data-spender={a.spender}>
              <RowBetween>
                <span>{t("approvals.row", { amount, symbol: token.displaySymbol, spender: spenderName(a.spender) })}</span>
                <ButtonSecondary
                  style={{ width: "auto", padding: "6px 12px" }}
                  disabled={busy !== undefined}
                  onClick={() => revoke(a, { key: "approvals.summary", params: { symbol: token.displaySymbol, spender: spenderName(a.spender) } })}
                  data-testid="approval-revoke"
                >
                  {busy === id ? t("approvals.revoking") : t("approvals.revoke")}
                </ButtonSecondary>
              </RowBetween>
            </Row>
          );
        })}
      </Rows>
    );

  return (
    <AppCard>
      <Column>
        <PageTitle>{t("approvals.title")}</PageTitle>
        {body}
        {error ? (
          <Muted role="alert" data-testid="approval-error">
            {error}
          </Muted>
        ) : null}
      </Column>
    </AppCard>
  );
}
