import { lazy, Suspense, useState } from "react";
import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { cardSurface } from "@/ui/Card";

/** The dialog is closed at first paint (and never opened on wide screens), so its code loads on the first press. */
const ShellMenuDialog = lazy(() => import("./ShellMenuDialog"));

/** Only up to tablet width: wider screens show the language in the header, the theme in the settings. */
const MenuButton = styled.button`
  display: none;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text1};
  cursor: pointer;
  ${({ theme }) => theme.mediaWidth.upToMedium`
    display: inline-flex;
  `}
`;

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The menu button of phones and tablets; it opens the menu dialog (language, colour theme, legal pages). */
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
        <Suspense fallback={null}>
          <ShellMenuDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
