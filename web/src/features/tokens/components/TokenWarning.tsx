import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { explorerLink } from "../../../chains";
import type { Token } from "../../../sdk/token";
import { findLookalikes } from "../tokenWarning";
import { CurrencyLogo } from "./CurrencyLogo";
import { HeaderRow, Muted } from "./styles";

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
const Continue = styled.button`
  width: 100%;
  padding: 14px;
  border-radius: 16px;
  border: none;
  font-weight: 600;
  font-size: 16px;
  background: ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/**
 * The imported-token warning (spec §5): the only way out is ticking 'I understand' and pressing Continue.
 * Tokens that share a symbol or name with a known token are called out, since that is how fakes look.
 */
export function TokenWarning({ token, knownTokens, onContinue }: { token: Token; knownTokens: readonly Token[]; onContinue: () => void }) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  const checkboxId = useId();
  const lookalikes = findLookalikes(token, knownTokens);
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
        <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <CurrencyLogo currency={token} size={24} />
          <strong>{token.symbol || t("tokens.unknownSymbol")}</strong>
          <Muted>{token.name || t("tokens.unknownToken")}</Muted>
        </div>
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
              tokens: lookalikes.map((known) => `${known.symbol || t("tokens.unknownSymbol")} (${known.address})`).join(", "),
            })}
          </Warning>
        )}
      </Card>
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
    </div>
  );
}
