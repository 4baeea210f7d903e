import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { explorerLink } from "@/networks";
import { displayTokenSymbol, escapeTokenText, isSuspiciousToken, type Token } from "@/sdk";
import { TokenName, TokenSymbol } from "@/ui/TokenText";
import { findLookalikes, hasNonAsciiSymbol } from "../tokenWarning";
import { CurrencyLogo } from "./CurrencyLogo";
import { HeaderRow, Muted } from "@/ui/dialogStyles";
import { ButtonSecondary } from "@/ui/Button";
import { WrapRow } from "@/ui/Card";

const Card = styled.div`
  padding: 12px;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.bg2};
  margin: 12px 0;
  overflow-wrap: anywhere;
`;
const Warning = styled.p`
  color: ${({ theme }) => theme.colors.red};
  font-weight: 600;
`;
const Identity = styled(WrapRow)`
  min-width: 0;
`;
// The raw text can be thousands of characters: a small scrolling box, so the dialog's own words and its
// checkbox stay in view.
const RawText = styled.dl`
  margin: 8px 0 0;
  font-size: 12px;
  dt {
    color: ${({ theme }) => theme.colors.text2};
  }
  dd {
    margin: 0 0 6px;
    max-height: 4.5em;
    overflow-y: auto;
    overflow-wrap: anywhere;
    font-family: monospace;
  }
`;
// Ticking and continuing never scroll out of view, however long the rest of the dialog is.
const Actions = styled.div`
  position: sticky;
  bottom: 0;
  padding-top: 4px;
  background: ${({ theme }) => theme.colors.bg1};
`;
const Continue = styled.button`
  width: 100%;
  padding: 14px;
  border-radius: 16px;
  border: none;
  font-weight: 600;
  font-size: 16px;
  background: ${({ theme }) => theme.colors.redSurface};
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Cancel = styled(ButtonSecondary)`
  width: 100%;
  margin-top: 8px;
  padding: 12px;
  border-color: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text1};
`;

/**
 * The imported-token warning: the only way on is ticking 'I understand' and pressing Continue.
 * Tokens whose symbol or name equals or looks like a known token's (Unicode confusables), whose symbol is not
 * plain ASCII, or whose text needed cleaning (hidden or direction-changing characters: the raw text is shown with
 * those characters as code points) are called out, since that is how fakes look. `onCancel` (tokens arriving through a link)
 * adds a way to decline.
 */
export function TokenWarning({
  token,
  knownTokens,
  onContinue,
  onCancel,
}: {
  token: Token;
  knownTokens: readonly Token[];
  onContinue: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  const checkboxId = useId();
  const lookalikes = findLookalikes(token, knownTokens);
  const suspicious = isSuspiciousToken(token);
  // Shown escaped, for the careful reader: this is the one place the raw text appears.
  const rawSymbol = escapeTokenText(token.symbol ?? "");
  const rawName = escapeTokenText(token.name ?? "");
  const link = explorerLink(token.chainId, "token", token.address);
  return (
    <div data-testid="token-warning">
      <HeaderRow>
        <h2>{t("tokens.warning.title")}</h2>
      </HeaderRow>
      <p>{t("tokens.warning.anyoneCanCreate")}</p>
      <p>{t("tokens.warning.arbitraryTokens")}</p>
      <p>{t("tokens.warning.mayNotSell")}</p>
      <Card>
        <Identity data-testid="token-warning-identity">
          <CurrencyLogo currency={token} size={24} />
          <strong>
            <TokenSymbol currency={token} fallback={t("tokens.unknownSymbol")} />
          </strong>
          <Muted>
            <TokenName currency={token} fallback={t("tokens.unknownToken")} />
          </Muted>
        </Identity>
        <div style={{ marginTop: 6 }}>
          <Muted>{token.address}</Muted>
        </div>
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t("tokens.warning.viewOnExplorer")}
          </a>
        )}
        {lookalikes.length > 0 && (
          <Warning data-testid="token-warning-lookalike">
            {t("tokens.warning.lookalike", {
              tokens: lookalikes.map((known) => `${displayTokenSymbol(known, t("tokens.unknownSymbol"))} (${known.address})`).join(", "),
            })}
          </Warning>
        )}
        {hasNonAsciiSymbol(token) && <Warning data-testid="token-warning-nonascii">{t("security.nonAsciiSymbol")}</Warning>}
        {suspicious && (
          <>
            <Warning data-testid="token-warning-suspicious">{t("tokens.suspicious.warning")}</Warning>
            <RawText data-testid="token-warning-raw">
              <dt>{t("tokens.suspicious.rawSymbol")}</dt>
              <dd data-testid="token-warning-raw-symbol">{rawSymbol}</dd>
              <dt>{t("tokens.suspicious.rawName")}</dt>
              <dd data-testid="token-warning-raw-name">{rawName}</dd>
            </RawText>
          </>
        )}
      </Card>
      <Actions>
        <div style={{ margin: "12px 0" }}>
          <input
            id={checkboxId}
            type="checkbox"
            data-testid="token-warning-understand"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />{" "}
          <label htmlFor={checkboxId}>{t("tokens.warning.understand")}</label>
        </div>
        <Continue type="button" data-testid="token-warning-continue" disabled={!understood} onClick={onContinue}>
          {t("tokens.warning.continue")}
        </Continue>
        {onCancel && (
          <Cancel type="button" data-testid="token-warning-cancel" onClick={onCancel}>
            {t("security.declineToken")}
          </Cancel>
        )}
      </Actions>
    </div>
  );
}
