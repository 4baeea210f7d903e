import { useTranslation } from "react-i18next";
import { Callout } from "@/ui/Callout";

/**
 * A recipient prefilled by `?recipient=` is someone else's choice: a link could send the user's output to its
 * author. Said plainly on the form until the user changes or removes the recipient.
 */
export function LinkRecipientWarning() {
  const { t } = useTranslation();
  return (
    <Callout as="p" $tone="danger" $inline role="alert" data-testid="link-recipient-warning">
      {t("security.linkRecipient")}
    </Callout>
  );
}
