import { useState } from "react";
import styled from "styled-components";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Modal } from "@/ui/Modal";
import { DarkModeSwitch } from "@/features/settings/DarkModeSwitch";
import { LanguageSelect } from "../LanguageSelect";
import { LEGAL_LINKS } from "../legalLinks";

/** Only up to tablet width: wider screens show the language in the header, the theme in the settings. */
const MenuButton = styled.button`
  display: none;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
  cursor: pointer;
  ${({ theme }) => theme.mediaWidth.upToMedium`
    display: inline-flex;
  `}
`;

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

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The phones' menu of secondary things: language, colour theme, legal pages. It is a dialog like the app's others
 * (focus inside while open, Escape / × / the backdrop close it, focus back on the button).
 */
export function ShellMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <MenuButton
        type="button"
        aria-label={t("menu.title")}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="shell-menu-button"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </MenuButton>
      {open && (
        <Modal title={t("menu.title")} onClose={close} testId="shell-menu">
          <Rows>
            <LanguageRow>
              <span aria-hidden="true">{t("language.label")}</span>
              <LanguageSelect />
            </LanguageRow>
            <DarkModeSwitch />
            <LegalLinks aria-label={t("footer.legal")}>
              {LEGAL_LINKS.map((link) => (
                <Link key={link.to} to={link.to} onClick={close}>
                  {link.label(t)}
                </Link>
              ))}
            </LegalLinks>
          </Rows>
        </Modal>
      )}
    </>
  );
}
