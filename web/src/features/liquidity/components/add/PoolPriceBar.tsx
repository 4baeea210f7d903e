import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { displayTokenSymbol, type Currency, type Percent, type Price } from "@/sdk";
import { formatPoolShare } from "../../logic/poolShare";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  text-align: center;
  padding: 12px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Value = styled.div`
  font-weight: 600;
`;

const Caption = styled.div`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.text2};
`;

/** Prices both ways and the pool share the deposit gives (/add); the first provider gets 100 %. */
export function PoolPriceBar({ currencyA, currencyB, price, share, noLiquidity }: { currencyA?: Currency; currencyB?: Currency; price?: Price<Currency, Currency>; share?: Percent; noLiquidity: boolean }) {
  const { t } = useTranslation();
  const shareText = noLiquidity && price ? "100%" : formatPoolShare(share);
  let inverted: string | undefined;
  try {
    inverted = price?.invert().toSignificant(6);
  } catch {
    inverted = undefined; // a zero price has no inverse
  }
  return (
    <Grid data-testid="pool-price-bar">
      <div>
        <Value data-testid="price-b-per-a">{price?.toSignificant(6) ?? "-"}</Value>
        <Caption>{t("liquidity.perPrice", { quote: displayTokenSymbol(currencyB), base: displayTokenSymbol(currencyA) })}</Caption>
      </div>
      <div>
        <Value data-testid="price-a-per-b">{inverted ?? "-"}</Value>
        <Caption>{t("liquidity.perPrice", { quote: displayTokenSymbol(currencyA), base: displayTokenSymbol(currencyB) })}</Caption>
      </div>
      <div>
        <Value data-testid="share-of-pool">{shareText}</Value>
        <Caption>{t("liquidity.shareOfPool")}</Caption>
      </div>
    </Grid>
  );
}
