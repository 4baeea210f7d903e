import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { isSuspiciousToken, SUSPICIOUS_TOKEN_MARK, tokenDisplayText, type TokenTextKind } from "@/sdk";

type TokenLike = { symbol?: string; name?: string } | null | undefined;

const Text = styled.span`
  unicode-bidi: isolate;
`;

const Mark = styled.span`
  margin-left: 4px;
  color: ${({ theme }) => theme.colors.red};
  font-weight: 700;
  cursor: help;
`;

/** The warning sign beside a token whose symbol or name needed cleaning; its label says why. */
function SuspiciousTokenMark() {
  const { t } = useTranslation();
  return (
    <Mark role="img" aria-label={t("tokens.suspicious.mark")} title={t("tokens.suspicious.mark")} data-testid="token-suspicious-mark">
      {SUSPICIOUS_TOKEN_MARK}
    </Mark>
  );
}

function TokenTextSpan({ currency, kind, fallback, marked }: { currency: TokenLike; kind: TokenTextKind; fallback: string; marked: boolean }) {
  const display = tokenDisplayText(kind === "symbol" ? currency?.symbol : currency?.name, kind, fallback);
  return (
    <>
      {/* The full cleaned text on hover (and long-press, where the browser shows titles): also where CSS cuts the
          text short. An isolate keeps right-to-left names from reordering the text around them. */}
      <Text title={display.full || undefined} data-testid={`token-${kind}-text`}>
        {display.short}
      </Text>
      {marked && isSuspiciousToken(currency) && <SuspiciousTokenMark />}
    </>
  );
}

/** A currency's symbol as the app shows it: cleaned, capped, full text on hover, marked when suspicious. */
export function TokenSymbol({ currency, fallback = "", unmarked = false }: { currency: TokenLike; fallback?: string; unmarked?: boolean }) {
  return <TokenTextSpan currency={currency} kind="symbol" fallback={fallback} marked={!unmarked} />;
}

/** A currency's name as the app shows it: cleaned, capped, full text on hover (the symbol beside it carries the mark). */
export function TokenName({ currency, fallback = "", marked = false }: { currency: TokenLike; fallback?: string; marked?: boolean }) {
  return <TokenTextSpan currency={currency} kind="name" fallback={fallback} marked={marked} />;
}
