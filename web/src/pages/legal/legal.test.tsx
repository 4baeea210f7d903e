// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { ThemeProvider, type DefaultTheme } from "styled-components";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import Disclaimer from "./Disclaimer";
import { formatLegalDate } from "./formatLegalDate";
import PrivacyPolicy from "./PrivacyPolicy";
import TermsOfService from "./TermsOfService";

afterEach(cleanup);

const pages: [string, ComponentType][] = [
  ["Privacy Policy", PrivacyPolicy],
  ["Terms of Service", TermsOfService],
  ["Disclaimer", Disclaimer],
];

describe.each(pages)("%s page", (title, Page) => {
  it("has exactly one h1, the page title", () => {
    renderWithProviders(<Page />);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual([title]);
  });

  it("is a real page: several h2 sections with text under each", () => {
    const { container } = renderWithProviders(<Page />);
    const sections = container.querySelectorAll("section");
    expect(sections.length).toBeGreaterThanOrEqual(5);
    for (const section of sections) {
      const heading = within(section as HTMLElement).getByRole("heading", { level: 2 });
      const body = (section.textContent ?? "").replace(heading.textContent ?? "", "").trim();
      expect(body.length, `section "${heading.textContent}" has no text`).toBeGreaterThan(40);
    }
  });

  it("shows an effective date and a last-updated date", () => {
    renderWithProviders(<Page />);
    expect(screen.getByText(/Effective date:/)).toBeTruthy();
    expect(screen.getByText(/Last updated:/)).toBeTruthy();
  });

  // The two tests below set a theme of their own, or none, on purpose: they check how the pages read its shape.
  it("reads its colours from the app theme (colours under theme.colors)", () => {
    // Only the keys the legal pages read; the cast keeps the test independent of the app's full theme type.
    const theme = { darkMode: true, colors: { text1: "rgb(1, 2, 3)", text2: "rgb(4, 5, 6)", primary1: "rgb(7, 8, 9)" } };
    const { container } = render(
      <ThemeProvider theme={theme as unknown as DefaultTheme}>
        <Page />
      </ThemeProvider>,
    );
    expect(getComputedStyle(container.querySelector("article") as HTMLElement).color).toBe("rgb(1, 2, 3)");
    expect(getComputedStyle(container.querySelector("time")?.parentElement as HTMLElement).color).toBe("rgb(4, 5, 6)");
  });

  it("falls back to the surrounding colour when the theme lacks a key or is absent", () => {
    const { container } = render(
      <div style={{ color: "rgb(20, 30, 40)" }}>
        <ThemeProvider theme={{ colors: { text1: 42 } } as unknown as DefaultTheme}>
          <Page />
        </ThemeProvider>
      </div>,
    );
    expect(getComputedStyle(container.querySelector("article") as HTMLElement).color).toBe("rgb(20, 30, 40)");
    cleanup();
    const bare = render(
      <div style={{ color: "rgb(50, 60, 70)" }}>
        <Page />
      </div>,
    );
    expect(getComputedStyle(bare.container.querySelector("article") as HTMLElement).color).toBe("rgb(50, 60, 70)");
  });
});

describe("Privacy Policy content", () => {
  it("is effective from 1 January 2025", () => {
    renderWithProviders(<PrivacyPolicy />);
    const effective = screen.getByText(/Effective date:/);
    expect(effective.textContent).toContain("Effective date: 1 January 2025");
    expect(effective.querySelector("time")?.getAttribute("dateTime")).toBe("2025-01-01");
  });

  it("describes local storage, token lists, analytics and no sale of data", () => {
    const { container } = renderWithProviders(<PrivacyPolicy />);
    const text = container.textContent ?? "";
    expect(text).toContain("localStorage");
    expect(text).toMatch(/IPFS gateways/);
    expect(text).toMatch(/analytics/i);
    expect(text).toMatch(/We do not sell/);
    expect(screen.getByRole("heading", { level: 2, name: /Children/ })).toBeTruthy();
  });
});

describe("Terms of Service content", () => {
  it("names the Cayman Islands as governing law", () => {
    renderWithProviders(<TermsOfService />);
    const section = screen.getByRole("heading", { level: 2, name: /Governing law/ }).closest("section") as HTMLElement;
    expect(section.textContent).toContain("the laws of the Cayman Islands");
  });

  it("resolves disputes by mediation, then arbitration seated in George Town", () => {
    renderWithProviders(<TermsOfService />);
    const section = screen.getByRole("heading", { level: 2, name: /Dispute resolution/ }).closest("section") as HTMLElement;
    const text = section.textContent ?? "";
    expect(text).toMatch(/Mediation\./);
    expect(text).toMatch(/binding arbitration/);
    expect(text).toContain("The seat of arbitration is George Town, Grand Cayman, the Cayman Islands.");
  });

  it("states the in-game token rules", () => {
    const { container } = renderWithProviders(<TermsOfService />);
    const text = container.textContent ?? "";
    expect(text).toMatch(/registered player/);
    expect(text).toMatch(/verified access/);
    expect(text).toMatch(/No fiat currency/);
    expect(text).toMatch(/No external cryptocurrency/);
    expect(text).toMatch(/not a trading platform, financial exchange/);
    expect(text).toMatch(/no monetary value/);
    expect(text).toMatch(/No gain/);
  });
});

describe("Disclaimer content", () => {
  it("covers the risks the spec names", () => {
    renderWithProviders(<Disclaimer />);
    for (const risk of [/Smart contracts/, /Price impact/, /Slippage/, /Impermanent loss/, /V1 migration/]) {
      expect(screen.getByRole("heading", { level: 3, name: risk })).toBeTruthy();
    }
    expect(screen.getByRole("heading", { level: 2, name: /No financial advice/ })).toBeTruthy();
  });
});

describe("formatLegalDate", () => {
  it("formats ISO dates the same way in every locale", () => {
    expect(formatLegalDate("2025-01-01")).toBe("1 January 2025");
    expect(formatLegalDate("2024-02-29")).toBe("29 February 2024");
    expect(formatLegalDate("2025-12-31")).toBe("31 December 2025");
  });

  it("returns anything that is not a real date unchanged instead of throwing", () => {
    for (const bad of ["", "soon", "2025-02-29", "2025-13-01", "2025-00-10", "2025-1-1"]) {
      expect(formatLegalDate(bad)).toBe(bad);
    }
  });
});
