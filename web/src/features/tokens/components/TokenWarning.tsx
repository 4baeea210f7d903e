import { useId, useState } from "react";
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
  const [understood, setUnderstood] = useState(false);
  const checkboxId = useId();
  const lookalikes = findLookalikes(token, knownTokens);
  const link = explorerLink(token.chainId, "token", token.address);
  return (
    <div data-testid="token-warning">
      <HeaderRow>
        <h2>Token imported</h2>
      </HeaderRow>
      <p>
        Anyone can create an ERC20 token on the network with any name, including fake versions of existing tokens
        and tokens that claim to represent projects that do not have a token.
      </p>
      <p>This interface can load arbitrary tokens by token address. Please take extra caution and do your research when interacting with arbitrary ERC20 tokens.</p>
      <p>If you purchase an arbitrary token, you may be unable to sell it back.</p>
      <Card>
        <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <CurrencyLogo currency={token} size={24} />
          <strong>{token.symbol || "UNKNOWN"}</strong>
          <Muted>{token.name || "Unknown Token"}</Muted>
        </div>
        <div style={{ marginTop: 6 }}>
          <Muted>{token.address}</Muted>
        </div>
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            View on explorer
          </a>
        )}
        {lookalikes.length > 0 && (
          <Warning data-testid="token-warning-lookalike">
            This token has the same symbol or name as{" "}
            {lookalikes.map((known) => `${known.symbol || "UNKNOWN"} (${known.address})`).join(", ")}, a token you already
            know. Make sure this is the token you want.
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
        <label htmlFor={checkboxId}>I understand</label>
      </div>
      <Continue type="button" data-testid="token-warning-continue" disabled={!understood} onClick={onContinue}>
        Continue
      </Continue>
    </div>
  );
}
