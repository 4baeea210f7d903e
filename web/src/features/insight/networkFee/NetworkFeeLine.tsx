import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { nextBlockTimestamp, pickEstimatedRequest, transactionDeadline, type CallsBuilder } from "@/chain/transactions";
import { useAppSelector } from "@/base/store";
import { getChainInfo } from "@/chains";
import { useWallet } from "@/wallet";
import { formatAmount } from "../format";
import { networkFeeWei } from "./networkFee";

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

/**
 * "Network fee ≈ x PEN" for the calls a dialog is about to send (built when estimating, so deadlines are fresh): the wallet's gas estimate of the first call that
 * estimates, times the chain's current fee. Self-contained (give it a builder of the calls), so any confirm dialog can show it.
 */
export default function NetworkFeeLine({ buildCalls }: { buildCalls: CallsBuilder | undefined }) {
  const { t } = useTranslation();
  const { provider, chainId } = useWallet();
  const [fee, setFee] = useState<bigint | null | undefined>(undefined);
  const deadlineSeconds = useAppSelector((state) => state.user.userDeadline);

  useEffect(() => {
    if (!provider || !buildCalls) return;
    let cancelled = false;
    (async () => {
      try {
        const calls = buildCalls(transactionDeadline(Date.now(), deadlineSeconds, await nextBlockTimestamp(provider)));
        const signer = await provider.getSigner();
        const [{ gasEstimate }, feeData] = await Promise.all([pickEstimatedRequest(signer, calls), provider.getFeeData()]);
        if (!cancelled) setFee(networkFeeWei(gasEstimate, feeData) ?? null);
      } catch (error) {
        console.debug("insight: network fee estimate failed", error);
        if (!cancelled) setFee(null);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [provider, buildCalls, deadlineSeconds]);

  const symbol = getChainInfo(chainId)?.nativeCurrency.symbol ?? "";
  return (
    <Line data-testid="network-fee">
      <span>{t("insight.networkFee")}</span>
      <span>{fee === undefined ? "…" : fee === null ? t("insight.networkFeeUnknown") : `≈ ${formatAmount(fee, 18)} ${symbol}`}</span>
    </Line>
  );
}
