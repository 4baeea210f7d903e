import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";

export type ExploreTab = "tokens" | "pools";
export const EXPLORE_TABS: readonly ExploreTab[] = ["tokens", "pools"];

const List = styled.div`
  display: flex;
  gap: 8px;
`;

const Tab = styled.button<{ $selected: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  padding: 6px 14px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text1 : theme.colors.text2)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.bg3 : "transparent")};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accentText};
  }
`;

/** The Tokens / Pools switch, as ARIA tabs: the arrow keys move between them, Tab goes on to the panel. */
export function ExploreTabs({ tab, onChange, panelId }: { tab: ExploreTab; onChange(tab: ExploreTab): void; panelId: string }) {
  const { t } = useTranslation();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = EXPLORE_TABS[(EXPLORE_TABS.indexOf(tab) + (event.key === "ArrowRight" ? 1 : EXPLORE_TABS.length - 1)) % EXPLORE_TABS.length];
    onChange(next);
    buttons.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={t("explore.title")} onKeyDown={onKeyDown}>
      {EXPLORE_TABS.map((id) => (
        <Tab
          key={id}
          ref={(el) => {
            buttons.current[id] = el;
          }}
          type="button"
          role="tab"
          id={`explore-tab-${id}`}
          aria-selected={tab === id}
          aria-controls={panelId}
          tabIndex={tab === id ? 0 : -1}
          $selected={tab === id}
          onClick={() => onChange(id)}
          data-testid={`explore-tab-${id}`}
        >
          {t(id === "tokens" ? "explore.tokens" : "explore.poolsTab")}
        </Tab>
      ))}
    </List>
  );
}
