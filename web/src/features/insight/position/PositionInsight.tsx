import { useMemo } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useWallet } from "@/wallet";
import { Muted, Note } from "../components";
import { formatAmount } from "../format";
import { usePool } from "../pool/usePool";
import { estimatePosition } from "./positionFees";

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding-top: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

interface PositionInsightProps {
  pairAddress: string;
  token0: { displaySymbol: string; decimals: number };
  token1: { displaySymbol: string; decimals: number };
}

/**
 * Under a position card: fees earned since the account's deposits and the value against holding, estimated from the
 * pair's logs (cached), plus a link to the pool page. Loaded lazily with the pool screen.
 */
export default function PositionInsight({ pairAddress, token0, token1 }: PositionInsightProps) {
  const { t } = useTranslation();
  const { account, chainId } = useWallet();
  const { state } = usePool(chainId, pairAddress);
  const estimate = useMemo(() => (state.status === "ready" && account ? estimatePosition(state.data.logs, account) : undefined), [state, account]);
  const fmt0 = (v: bigint) => `${formatAmount(v, token0.decimals)} ${token0.displaySymbol}`;
  const fmt1 = (v: bigint) => `${formatAmount(v, token1.decimals)} ${token1.displaySymbol}`;
  const diff = estimate ? estimate.valueNow1 - estimate.valueHeld1 : 0n;

  return (
    <Box data-testid="position-insight">
      {!estimate ? (
        <Muted>{state.status === "error" ? t("insight.unavailable") : t("insight.estimating")}</Muted>
      ) : (
        <>
          <Line>
            <span>{t("insight.value")}</span>
            <span data-testid="position-value" data-value0={estimate.valueNow0.toString()} data-value1={estimate.valueNow1.toString()}>
              {t("insight.valueEither", { value0: fmt0(estimate.valueNow0), value1: fmt1(estimate.valueNow1) })}
            </span>
          </Line>
          <Line>
            <span>{t("insight.feesEarned")}</span>
            <span data-testid="position-fees" data-fees0={estimate.fees0.toString()} data-fees1={estimate.fees1.toString()}>
              {`${fmt0(estimate.fees0)} + ${fmt1(estimate.fees1)}`}
            </span>
          </Line>
          <Line>
            <span>{t("insight.vsHolding")}</span>
            <span data-testid="position-vs-holding">{`${diff >= 0n ? "+" : "−"}${fmt1(diff >= 0n ? diff : -diff)}`}</span>
          </Line>
          <Note>{t("insight.explanation")}</Note>
        </>
      )}
      <Link to={`/pool/${pairAddress}`} data-testid="position-pool-link">
        {t("poolPage.link")}
      </Link>
    </Box>
  );
}
