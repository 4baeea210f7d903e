import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { compactField } from "../components/compactField";
import { ButtonSecondary } from "@/ui/Button";
import { MAX_ACCOUNT_INPUT } from "./accountInput";

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;

  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    flex: 1 1 240px;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.text2};
  }
  input {
    ${compactField}
    font-size: 14px;
  }
`;

/** Opens the portfolio of any account, by address or name: read only, nothing is signed. */
export function AccountForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    navigate(typed ? `/portfolio/${encodeURIComponent(typed)}` : "/portfolio");
  };
  return (
    <Form onSubmit={submit} role="search">
      <label>
        {t("portfolio.accountLabel")}
        <input
          type="text"
          value={value}
          maxLength={MAX_ACCOUNT_INPUT}
          spellCheck={false}
          autoComplete="off"
          placeholder={t("portfolio.accountPlaceholder")}
          onChange={(e) => setValue(e.target.value)}
          data-testid="portfolio-account-input"
        />
      </label>
      <ButtonSecondary type="submit" style={{ width: "auto", padding: "8px 16px" }} data-testid="portfolio-account-submit">
        {t("portfolio.view")}
      </ButtonSecondary>
    </Form>
  );
}
