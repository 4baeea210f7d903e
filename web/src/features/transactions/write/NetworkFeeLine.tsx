import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { formatSignificant, Rounding } from "@/sdk";
import { getChainInfo } from "@/networks";
import { useWallet } from "@/wallet";
import { networkFeeWei } from "./networkFee";

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

/** Six significant digits of the native coin (18 decimals), rounded down: never more than it may cost. */
function formatFee(wei: bigint): string {
  return formatSignificant(wei, 10n ** 18n, 6, Rounding.ROUND_DOWN, { groupSeparator: "" });
}

/**
 * "Network fee ≈ x PEN" for the write a dialog is about to send: the write flow's estimate (the pipeline's own
 * deadline and candidate choice, so it is the estimate of what Confirm sends) times the chain's current fee.
 * Give it useFeeEstimate's estimate of the reviewed inputs; without one it waits.
 */
export default function NetworkFeeLine({ estimate }: { estimate: (() => Promise<bigint>) | undefined }) {
  const { t } = useTranslation();
  const { provider, chainId } = useWallet();
  const [fee, setFee] = useState<bigint | null | undefined>(undefined);

  useEffect(() => {
    if (!provider || !estimate) return;
    let cancelled = false;
    Promise.all([estimate(), provider.getFeeData()])
      .then(([gas, feeData]) => !cancelled && setFee(networkFeeWei(gas, feeData) ?? null))
      .catch((error: unknown) => {
        console.debug("network fee estimate failed", error);
        if (!cancelled) setFee(null);
      });
    return () => {
      cancelled = true;
    };
  }, [provider, estimate]);

  const symbol = getChainInfo(chainId)?.nativeCurrency.symbol ?? "";
  return (
    <Line data-testid="network-fee">
      <span>{t("confirm.networkFee")}</span>
      <span>{fee === undefined ? "…" : fee === null ? t("confirm.networkFeeUnknown") : `≈ ${formatFee(fee)} ${symbol}`}</span>
    </Line>
  );
}
