import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { useAppDispatch } from "@/base/store";
import { useIsDarkMode } from "./hooks";
import { updateUserDarkMode } from "./userSlice";

const Switch = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

/** The track: filled with the brand colour and the knob on the end side while dark mode is on. */
const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.text3};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary1 : theme.colors.bg2)};
  &::after {
    content: "";
    position: absolute;
    top: 3px;
    inset-inline-start: ${({ $on }) => ($on ? "19px" : "3px")};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.colors.white : theme.colors.text2)};
  }
`;

/** Dark mode on or off, as a switch: a manual choice that then overrides the system's scheme. */
export function DarkModeSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const darkMode = useIsDarkMode();
  return (
    <Switch
      type="button"
      role="switch"
      aria-checked={darkMode}
      data-testid="dark-mode-switch"
      onClick={() => dispatch(updateUserDarkMode({ userDarkMode: !darkMode }))}
    >
      <span>{t("menu.darkMode")}</span>
      <Track $on={darkMode} aria-hidden="true" />
    </Switch>
  );
}
