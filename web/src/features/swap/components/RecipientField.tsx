import styled from "styled-components";
import { useTranslation } from "react-i18next";
import type { RecipientLookup } from "../hooks/useRecipientAddress";
import { normaliseRecipientInput } from "../logic/recipient";

const Box = styled.div<{ $error: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 16px;
  border-radius: 20px;
  border: 1px solid ${({ theme, $error }) => ($error ? theme.colors.red : theme.colors.border)};
  background: ${({ theme }) => theme.colors.bg0};
  color: ${({ theme }) => theme.colors.text2};
  font-size: 14px;
`;

const Input = styled.input`
  border: none;
  outline: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text1};
  font-size: 16px;
`;

const Link = styled.button`
  align-self: center;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.accentText};
  cursor: pointer;
`;

/**
 * Recipient: '+ Add a send (optional)' opens an address-or-name field (whitespace stripped); error style
 * when it is non-empty, not loading and does not resolve. Removing it sends to the connected account again.
 */
export function RecipientField({ recipient, lookup, onChange }: { recipient: string | null; lookup: RecipientLookup; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  if (recipient === null) {
    return (
      <Link type="button" id="add-recipient-button" onClick={() => onChange("")}>
        {t("swap.addRecipient")}
      </Link>
    );
  }
  const error = recipient !== "" && !lookup.loading && !lookup.address;
  return (
    <Box $error={error} data-error={error}>
      <span>
        {t("swap.recipient")}{" "}
        <Link type="button" id="remove-recipient-button" onClick={() => onChange(null)}>
          {t("swap.removeRecipient")}
        </Link>
      </span>
      <Input
        id="recipient-input"
        aria-label={t("swap.recipient")}
        placeholder={t("swap.recipientPlaceholder")}
        spellCheck={false}
        autoComplete="off"
        value={recipient}
        onChange={(e) => onChange(normaliseRecipientInput(e.target.value))}
      />
      {lookup.address && lookup.address !== recipient && <span data-testid="recipient-resolved">{lookup.address}</span>}
    </Box>
  );
}
