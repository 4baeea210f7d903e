import type { ReactNode } from "react";
import styled from "styled-components";
import { formatLegalDate } from "./formatLegalDate";
import { PRODUCT_NAME } from "./legalInfo";

// The pages are rendered inside the app theme (web/src/base/theme, colours under `theme.colors`) but must
// also render on their own, with no ThemeProvider, and survive a theme that lacks a key. So colours are looked
// up by name, under `colors` first and then at the top level, with a fallback that reads well on both a light
// and a dark background.
const themeColor =
  (key: string, fallback: string) =>
  ({ theme }: { theme?: object }): string => {
    const root = (theme ?? {}) as Record<string, unknown>;
    const nested = typeof root.colors === "object" && root.colors !== null ? (root.colors as Record<string, unknown>) : {};
    const value = nested[key] ?? root[key];
    return typeof value === "string" && value !== "" ? value : fallback;
  };

const Article = styled.article`
  box-sizing: border-box;
  width: 100%;
  max-width: 820px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  color: ${themeColor("text1", "inherit")};
  font-size: 16px;
  line-height: 1.65;
  /* Long URLs, addresses and chain ids must wrap on a 360 px phone rather than widen the page. */
  overflow-wrap: anywhere;

  @media (min-width: 600px) {
    padding: 40px 24px 64px;
  }

  h1 {
    margin: 0 0 8px;
    font-size: 28px;
    line-height: 1.25;
    @media (min-width: 600px) {
      font-size: 36px;
    }
  }

  h2 {
    margin: 36px 0 8px;
    padding-top: 16px;
    border-top: 1px solid ${themeColor("border", "rgba(127, 127, 127, 0.3)")};
    font-size: 20px;
    line-height: 1.3;
  }

  h3 {
    margin: 20px 0 4px;
    font-size: 17px;
  }

  p,
  ul,
  ol {
    margin: 0 0 12px;
  }

  ul,
  ol {
    padding-left: 22px;
  }

  li + li {
    margin-top: 6px;
  }

  a {
    color: ${themeColor("accentText", "inherit")};
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  strong {
    font-weight: 600;
  }
`;

const Dates = styled.p`
  color: ${themeColor("text2", "inherit")};
  opacity: 0.85;
  font-size: 14px;
`;

// Keeps "1 January 2025" on one line; the two dates wrap as whole items on a narrow phone.
const DateItem = styled.span`
  white-space: nowrap;
`;

const Summary = styled.div`
  margin: 20px 0 8px;
  padding: 14px 16px;
  border-radius: 12px;
  border: 1px solid ${themeColor("border", "rgba(127, 127, 127, 0.3)")};
  background: ${themeColor("bg2", "rgba(127, 127, 127, 0.08)")};

  p:last-child {
    margin-bottom: 0;
  }
`;

interface LegalPageProps {
  title: string;
  /** ISO date (YYYY-MM-DD) from which the text applies. */
  effectiveDate: string;
  /** ISO date of the last change; defaults to the effective date. */
  lastUpdated?: string;
  /** A short plain-language summary shown in a box under the dates. */
  summary?: ReactNode;
  children: ReactNode;
}

/** The frame shared by the legal pages: one h1, the dates, an optional summary, then the sections. */
export default function LegalPage({ title, effectiveDate, lastUpdated, summary, children }: LegalPageProps) {
  const updated = lastUpdated ?? effectiveDate;
  return (
    <Article aria-labelledby="legal-page-title">
      {/* React 19 hoists <title> into the document head. */}
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <h1 id="legal-page-title">{title}</h1>
      <Dates>
        <DateItem>
          Effective date: <time dateTime={effectiveDate}>{formatLegalDate(effectiveDate)}</time>
        </DateItem>
        {" · "}
        <DateItem>
          Last updated: <time dateTime={updated}>{formatLegalDate(updated)}</time>
        </DateItem>
      </Dates>
      {summary ? <Summary>{summary}</Summary> : null}
      {children}
    </Article>
  );
}

interface LegalSectionProps {
  /** Unique on the page; ties the h2 to its section for screen readers. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One section of a legal page, headed by an h2. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
