import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlockNumber } from "@/chain/blockNumber";
import { isRpcUnavailableError } from "@/chain/rpc/failoverTransport";
import { toUserError } from "@/chain/errors";
import { getChainInfo } from "@/chains";
import { AppCard, Column, InfoText, PageTitle, RowBetween } from "@/ui/Card";
import { ButtonSecondary } from "@/ui/Button";
import { useWallet } from "@/wallet";
import { useSendTransaction } from "../../transactions";
import { ErrorBox, Muted, Row, Rows } from "../components";
import { formatAmount } from "../format";
import { scanContext } from "../logs/scanContext";
import { useOutageRetry } from "../useOutageRetry";
import { useTokenLabels } from "../useTokenLabels";
import { loadApprovals, revokeCall, type Allowance } from "./loadApprovals";
import type { SummaryDescriptor } from "@/chain/transactions";

const UNLIMITED = 2n ** 255n;

type State = { status: "loading" } | { status: "error"; message: string; offline: boolean } | { status: "ready"; allowances: Allowance[] };

function useAllowances(chainId: number, account: string | undefined) {
  const head = useBlockNumber(chainId);
  const [attempt, setAttempt] = useState(0);
  const key = `${chainId}:${account ?? ""}`;
  const [result, setResult] = useState<{ key: string; state: State }>({ key: "", state: { status: "loading" } });
  useEffect(() => {
    const chain = getChainInfo(chainId);
    if (!account || head === undefined || !chain) return;
    const spenders = new Set([chain.contracts.router, chain.contracts.migrator].filter((a) => a !== undefined).map((a) => a.toLowerCase()));
    let cancelled = false;
    (async () => {
      try {
        const ctx = await scanContext(chainId, head);
        const allowances = await loadApprovals(ctx, account, spenders);
        if (!cancelled) setResult({ key, state: { status: "ready", allowances } });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!cancelled) setResult((prev) => (prev.key === key && prev.state.status === "ready" ? prev : { key, state: { status: "error", message, offline: isRpcUnavailableError(error) } }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [chainId, account, head, attempt, key]);
  const state: State = result.key === key ? result.state : { status: "loading" };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A scan that failed because no node answered runs again when the chain is back (or the banner's Retry is pressed).
  useOutageRetry(chainId, state.status === "error" && state.offline, state.status === "ready", retry);
  return { state, retry };
}

/** Sends approve(spender, 0) through the transaction pipeline, which records it for the toasts. */
function useRevoke() {
  const { account, chainId } = useWallet();
  const { t } = useTranslation();
  const send = useSendTransaction();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const revoke = async (a: Allowance, summary: SummaryDescriptor) => {
    if (!account) return;
    setBusy(`${a.token}:${a.spender}`);
    setError(undefined);
    try {
      await send({ chainId, account, request: revokeCall(a.token, a.spender), kind: "approve", summary, approval: { tokenAddress: a.token, spender: a.spender } });
    } catch (e) {
      const userError = toUserError(e);
      setError(t(userError.messageKey, userError.params));
    } finally {
      setBusy(undefined);
    }
  };
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
  else if (state.allowances.length === 0) body = <InfoText data-testid="approvals-empty">{t("approvals.empty")}</InfoText>;
  else
    body = (
      <Rows>
        {state.allowances.map((a) => {
          const token = label(a.token);
          const amount = a.amount >= UNLIMITED ? t("approvals.unlimited") : formatAmount(a.amount, token.decimals);
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
