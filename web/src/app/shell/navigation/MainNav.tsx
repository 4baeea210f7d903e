import styled, { css } from "styled-components";
import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useIsAnyModalOpen } from "@/ui/modalStack";
import { isNavEntryCurrent, NAV_ENTRIES } from "./navEntries";

/** The bottom bar's height above the phone's safe area; the page keeps this much room free at its end. */
export const BOTTOM_NAV_HEIGHT_PX = 60;

/**
 * On wide screens the tabs sit in the header's middle column, wrapping onto a second line rather than pushing the
 * account off the screen; up to tablet width they become the bottom bar, one equal cell per entry.
 */
const Nav = styled.nav<{ $behindDialog: boolean }>`
  min-width: 0;
  ${({ theme, $behindDialog }) => theme.mediaWidth.upToMedium`
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    z-index: 10;
    padding: 4px 4px env(safe-area-inset-bottom);
    background: ${theme.colors.bg1};
    border-top: 1px solid ${theme.colors.border};
    box-shadow: 0 -4px 16px ${theme.colors.shadow};
    ${$behindDialog &&
    css`
      visibility: hidden;
    `}
  `}
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mediaWidth.upToMedium`
    flex-wrap: nowrap;
    height: ${BOTTOM_NAV_HEIGHT_PX - 8}px;
    & > li {
      flex: 1 1 auto;
    }
  `}
`;

/**
 * In the bottom bar each cell starts from its label's width and shares the rest, so a long label (Spanish) takes
 * what a short one leaves; labels break between words only.
 */
const Item = styled(Link)`
  display: block;
  padding: 8px 14px;
  border-radius: 12px;
  text-decoration: none;
  font-weight: 500;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text2};
  &[aria-current="page"] {
    color: ${({ theme }) => theme.colors.text1};
    background: ${({ theme }) => theme.colors.bg2};
    font-weight: 600;
  }
  ${({ theme }) => theme.mediaWidth.upToMedium`
    display: flex;
    align-items: center;
    justify-content: center;
    height: 100%;
    padding: 4px;
    font-size: clamp(11px, 3.5vw, 14px);
    line-height: 1.2;
    text-align: center;
    white-space: normal;
  `}
`;

/**
 * The main navigation, one landmark at every width: the current page is marked with aria-current. While a dialog
 * is open the bottom bar steps aside: the dialog's backdrop lives in the page's layer, below the header's.
 */
export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const behindDialog = useIsAnyModalOpen();
  return (
    <Nav aria-label={t("header.navigation")} data-testid="main-nav" $behindDialog={behindDialog}>
      <List>
        {NAV_ENTRIES.map((entry) => (
          <li key={entry.id}>
            <Item to={entry.to} id={`${entry.id}-nav-link`} aria-current={isNavEntryCurrent(entry, pathname) ? "page" : undefined}>
              {entry.label(t)}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
