import styled from "styled-components";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Modal } from "@/ui/Modal";
import { DarkModeSwitch } from "@/features/settings/DarkModeSwitch";
import { LanguageSelect } from "../LanguageSelect";
import { LEGAL_LINKS } from "../legalLinks";

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const LanguageRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const LegalLinks = styled.nav`
  display: flex;
  flex-direction: column;
  padding-top: 4px;
  a {
    padding: 10px 12px;
    border-radius: 12px;
    color: ${({ theme }) => theme.colors.text2};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.bg2};
  }
`;

/**
 * The phones' menu of secondary things: language, colour theme, legal pages. It is a dialog like the app's others
 * (focus inside while open, Escape / × / the backdrop close it, focus back on the button that opened it).
 */
export default function ShellMenuDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t("menu.title")} onClose={onClose} testId="shell-menu">
      <Rows>
        <LanguageRow>
          <span aria-hidden="true">{t("language.label")}</span>
          <LanguageSelect />
        </LanguageRow>
        <DarkModeSwitch />
        <LegalLinks aria-label={t("footer.legal")}>
          {LEGAL_LINKS.map((link) => (
            <Link key={link.to} to={link.to} onClick={onClose}>
              {link.label(t)}
            </Link>
          ))}
        </LegalLinks>
      </Rows>
    </Modal>
  );
}
