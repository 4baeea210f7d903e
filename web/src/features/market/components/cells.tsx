import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { NativePrice } from "@/sdk";
import { shortenAddress } from "@/wallet";
import { formatNative, formatPrice, formatTokenAmount } from "../format";
import { marketTokenLabel } from "../marketTokenLabel";
import type { MarketTokenInfo } from "../types";

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text2};
  font-size: 12px;
`;

const Badge = styled.span<{ $danger?: boolean }>`
  margin-left: 6px;
  padding: 1px 6px;
  border-radius: 8px;
  font-size: 11px;
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.red : theme.colors.yellow)};
  color: ${({ theme }) => theme.colors.text1};
`;

/** A native-coin value, or the fallback (token amounts, a dash) when it has none. */
export function NativeValue({ wei, symbol, fallback }: { wei: bigint | undefined; symbol: string; fallback?: ReactNode }) {
  if (wei === undefined) return <>{fallback ?? "–"}</>;
  return (
    <span data-wei={wei.toString()}>
      {formatNative(wei)} {symbol}
    </span>
  );
}

/** Two token amounts, for a pool value that has no native price. */
export function TokenAmounts({ a, b, token0, token1 }: { a: bigint; b: bigint; token0: MarketTokenInfo; token1: MarketTokenInfo }) {
  return (
    <Muted>
      {formatTokenAmount(a, token0.decimals)} {marketTokenLabel(token0, "symbol")} + {formatTokenAmount(b, token1.decimals)} {marketTokenLabel(token1, "symbol")}
    </Muted>
  );
}

const PriceButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
`;

const SourceLine = styled(Muted)`
  display: block;
  font-size: 11px;
  white-space: nowrap;
`;

/**
 * A token's price in the native coin. The pool it comes from shows on hover (title), and on a tap, a click or the
 * keyboard (Enter / Space toggle a line under the price, Escape hides it), so phones and keyboards reach it too.
 */
export function PriceValue({ price, decimals, native }: { price: NativePrice | undefined; decimals: number; native: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const lineId = useId();
  if (!price) return <Muted>{t("explore.noPrice")}</Muted>;
  const source = price.sourcePool ? t("explore.priceSource", { pool: price.sourcePool }) : t("explore.priceNative");
  const shortSource = price.sourcePool ? t("explore.priceSource", { pool: shortenAddress(price.sourcePool) }) : source;
  return (
    <>
      <PriceButton
        type="button"
        title={source}
        aria-label={`${formatPrice(price, decimals)} ${native}. ${source}`}
        aria-expanded={shown}
        aria-controls={shown ? lineId : undefined}
        onClick={() => setShown((open) => !open)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setShown(false);
        }}
        data-source-pool={price.sourcePool ?? ""}
        data-testid="explore-price"
      >
        {formatPrice(price, decimals)} {native}
      </PriceButton>
      {shown ? (
        <SourceLine id={lineId} data-testid="explore-price-source">
          {shortSource}
        </SourceLine>
      ) : null}
    </>
  );
}

export function UnverifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge title={t("explore.unverifiedHint")} data-testid="explore-unverified">
      {t("explore.unverified")}
    </Badge>
  );
}

/** A token whose symbol or name hides characters or reads as a listed token's (see lookalikes.ts). */
export function LookalikeBadge() {
  const { t } = useTranslation();
  return (
    <Badge $danger title={t("tokenPage.lookAlike")} data-testid="explore-lookalike">
      {t("explore.lookalike")}
    </Badge>
  );
}
