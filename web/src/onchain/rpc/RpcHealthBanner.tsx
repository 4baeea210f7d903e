import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { getChainInfo } from "@/networks";
import { useActiveChainId } from "../useActiveChainId";
import { rpcHealth } from "./rpcHealth";
import { useRpcHealth } from "./useRpcHealth";

const Banner = styled.div<{ $tone: "warning" | "error" }>`
  position: relative;
  z-index: 3;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: center;
  padding: 10px 16px;
  text-align: center;
  font-weight: 500;
  background: ${({ theme, $tone }) => ($tone === "error" ? theme.colors.redSurface : theme.colors.yellow)};
  color: ${({ theme, $tone }) => ($tone === "error" ? theme.colors.white : theme.colors.black)};
`;

const RetryButton = styled.button`
  padding: 4px 12px;
  border-radius: 8px;
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** Seconds left until `at`, re-rendering every second while counting. */
function useSecondsUntil(at: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return;
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return at === undefined ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * What the user must know about the active chain's RPC: a URL refused for reporting another chain id, or
 * no URL answering (with the automatic retry's countdown and a Retry button). Network faults never show
 * as an "unknown error": the rest of the app keeps rendering and refreshes once a node answers.
 */
export function RpcHealthBanner() {
  const { t } = useTranslation();
  const chainId = useActiveChainId();
  const health = useRpcHealth(chainId);
  const seconds = useSecondsUntil(health.reachable ? undefined : health.nextRetryAt);
  const chain = getChainInfo(chainId);
  if (!chain) return null;
  if (!health.reachable) {
    return (
      <Banner role="alert" $tone="error" data-testid="rpc-unreachable">
        <span>
          {seconds === undefined || seconds === 0
            ? t("network.unreachableRetrying", "Can't reach {{chain}}. Retrying…", { chain: chain.name })
            : t("network.unreachable", "Can't reach {{chain}}. Retrying in {{seconds}} s…", { chain: chain.name, seconds })}
        </span>
        <RetryButton type="button" data-testid="rpc-retry" onClick={() => rpcHealth.requestRetry(chainId)}>
          {t("network.retry", "Retry")}
        </RetryButton>
      </Banner>
    );
  }
  if (health.wrongChain) {
    return (
      <Banner role="alert" $tone="warning" data-testid="rpc-wrong-chain">
        {t("network.wrongChainId", "The RPC for {{chain}} reports chain id {{id}}", { chain: chain.name, id: health.wrongChain.reportedChainId })}
      </Banner>
    );
  }
  return null;
}
