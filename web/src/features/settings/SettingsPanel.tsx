import { useState } from "react";
import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { useAppDispatch, useAppSelector } from "@/base/store";
import {
  formatSlippage,
  parseDeadlineMinutes,
  parseSlippagePercent,
  SLIPPAGE_PRESETS_BIPS,
  slippageWarning,
} from "./slippage";
import { selectIsDarkMode } from "./hooks";
import {
  updateUserApprovalMode,
  updateUserDarkMode,
  updateUserDeadline,
  updateUserExpertMode,
  updateUserSlippageTolerance,
} from "./userSlice";

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.bg2};
  color: ${({ theme }) => theme.colors.text1};
  font-size: 14px;
`;

const Row = styled.div`
  display: flex;
  gap: 6px;
  align-items: center;
  flex-wrap: wrap;
`;

const Option = styled.button<{ $active?: boolean }>`
  padding: 6px 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary1 : theme.colors.bg1)};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryText : theme.colors.text1)};
  cursor: pointer;
`;

const Input = styled.input<{ $error?: boolean }>`
  width: 80px;
  padding: 6px 8px;
  border-radius: 12px;
  border: 1px solid ${({ theme, $error }) => ($error ? theme.colors.red : theme.colors.border)};
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
`;

const Note = styled.div<{ $error?: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.red : theme.colors.yellow)};
`;

/**
 * Transaction settings: slippage presets and a custom value (0–10000 bps), deadline in minutes,
 * token approvals (unlimited or the exact amount), expert mode (turning it on asks the user to type 'confirm'),
 * dark mode.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user);
  const [slippageInput, setSlippageInput] = useState("");
  const [deadlineInput, setDeadlineInput] = useState("");
  const slippageParse = slippageInput === "" ? undefined : parseSlippagePercent(slippageInput);
  const deadlineInvalid = deadlineInput !== "" && parseDeadlineMinutes(deadlineInput) === undefined;
  const warning = slippageWarning(user.userSlippageTolerance);

  const onSlippage = (value: string) => {
    setSlippageInput(value);
    const parsed = parseSlippagePercent(value);
    if (parsed.ok) dispatch(updateUserSlippageTolerance({ userSlippageTolerance: parsed.bips }));
  };
  const onDeadline = (value: string) => {
    setDeadlineInput(value);
    const seconds = parseDeadlineMinutes(value);
    if (seconds !== undefined) dispatch(updateUserDeadline({ userDeadline: seconds }));
  };
  const toggleExpert = () => {
    if (user.userExpertMode) {
      dispatch(updateUserExpertMode({ userExpertMode: false }));
      return;
    }
    // Expert mode skips the confirm dialog and allows high price impact: its own confirmation.
    if (window.prompt(t("settings.expertPrompt")) === "confirm") dispatch(updateUserExpertMode({ userExpertMode: true }));
  };

  return (
    <Panel data-testid="settings-panel">
      <strong>{t("settings.slippageTolerance")}</strong>
      <Row>
        {SLIPPAGE_PRESETS_BIPS.map((bips) => (
          <Option
            key={bips}
            type="button"
            $active={slippageInput === "" && user.userSlippageTolerance === bips}
            onClick={() => {
              setSlippageInput("");
              dispatch(updateUserSlippageTolerance({ userSlippageTolerance: bips }));
            }}
          >
            {formatSlippage(bips)}
          </Option>
        ))}
        <Input
          id="slippage-input"
          aria-label={t("settings.customSlippage")}
          placeholder={formatSlippage(user.userSlippageTolerance).replace("%", "")}
          value={slippageInput}
          $error={slippageParse?.ok === false}
          onChange={(e) => onSlippage(e.target.value)}
        />
        %
      </Row>
      {slippageParse?.ok === false ? (
        <Note $error data-testid="slippage-error">
          {t("settings.unexpectedSlippage")}
        </Note>
      ) : warning ? (
        <Note>{warning === "mayFail" ? t("settings.mayFail") : t("settings.mayBeFrontrun")}</Note>
      ) : null}
      <strong>{t("settings.deadline")}</strong>
      <Row>
        <Input
          id="deadline-input"
          aria-label={t("settings.deadline")}
          placeholder={String(user.userDeadline / 60)}
          value={deadlineInput}
          $error={deadlineInvalid}
          onChange={(e) => onDeadline(e.target.value)}
        />
        {t("settings.minutes")}
      </Row>
      <strong id="approval-mode-label">{t("approval.setting")}</strong>
      <Row role="group" aria-labelledby="approval-mode-label">
        <Option
          type="button"
          id="approval-mode-unlimited"
          aria-pressed={user.userApprovalMode === "unlimited"}
          $active={user.userApprovalMode === "unlimited"}
          onClick={() => dispatch(updateUserApprovalMode({ userApprovalMode: "unlimited" }))}
        >
          {t("approval.unlimited")}
        </Option>
        <Option
          type="button"
          id="approval-mode-exact"
          aria-pressed={user.userApprovalMode === "exact"}
          $active={user.userApprovalMode === "exact"}
          onClick={() => dispatch(updateUserApprovalMode({ userApprovalMode: "exact" }))}
        >
          {t("approval.exact")}
        </Option>
      </Row>
      <Row>
        <span>{t("settings.expertMode")}</span>
        <Option type="button" id="toggle-expert-mode" $active={user.userExpertMode} onClick={toggleExpert}>
          {user.userExpertMode ? t("settings.on") : t("settings.off")}
        </Option>
      </Row>
      <Row>
        <span>{t("settings.darkMode")}</span>
        <Option
          type="button"
          id="toggle-dark-mode"
          $active={selectIsDarkMode(user)}
          onClick={() => dispatch(updateUserDarkMode({ userDarkMode: !selectIsDarkMode(user) }))}
        >
          {selectIsDarkMode(user) ? t("settings.on") : t("settings.off")}
        </Option>
      </Row>
      {user.userExpertMode && <Note>{t("settings.expertOnNote")}</Note>}
    </Panel>
  );
}
