import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { isLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS, SUPPORTED_LANGUAGES } from "@/base/i18n/languages";
import { storeLanguage } from "@/base/i18n/storedLanguage";

const Select = styled.select`
  height: 36px;
  max-width: 9.5em;
  padding: 0 8px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.bg3};
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
  font: inherit;
  font-size: 14px;
  cursor: pointer;
`;

/**
 * A native select: keyboard, screen readers and phones handle it without help. Each option names its
 * language in that language (with its own lang, so it is pronounced right). Switching loads the locale
 * file first and only then re-renders, so no reload and no blank frame.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : isLanguage(i18n.language) ? i18n.language : "en";
  // Fetch the other locale files once the user shows interest, so the switch itself is instant.
  const prefetch = () => void i18n.loadLanguages([...SUPPORTED_LANGUAGES]);
  return (
    <Select
      aria-label={t("language.label")}
      title={t("language.label")}
      data-testid="language-select"
      value={current}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onChange={(event) => {
        const lng = event.target.value;
        if (!isLanguage(lng)) return;
        storeLanguage(lng);
        void i18n.changeLanguage(lng);
      }}
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={LANGUAGE_TAGS[lng]}>
          {LANGUAGE_NAMES[lng]}
        </option>
      ))}
    </Select>
  );
}
