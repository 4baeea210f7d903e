import styled from "styled-components";
import { useTranslation } from "react-i18next";

// Its own box rather than ui/Callout: this is in the swap page's first load, where Callout's tones and variants
// cost 0.2 KB gzip more than this one rule.
const Warning = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.red};
  font-size: 14px;
  font-weight: 600;
`;

/**
 * A recipient prefilled by `?recipient=` is someone else's choice: a link could send the user's output to its
 * author. Said plainly on the form until the user changes or removes the recipient.
 */
export function LinkRecipientWarning() {
  const { t } = useTranslation();
  return (
    <Warning role="alert" data-testid="link-recipient-warning">
      {t("security.linkRecipient")}
    </Warning>
  );
}
