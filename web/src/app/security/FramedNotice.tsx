import { useTranslation } from "react-i18next";

/** All the app shows inside a frame of another origin: no form, no button to be tricked into clicking. */
export function FramedNotice() {
  const { t } = useTranslation();
  return (
    <p data-testid="framed-notice" style={{ fontFamily: "sans-serif", padding: 16 }}>
      {t("security.framed")}
    </p>
  );
}
