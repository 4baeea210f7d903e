import { css, type DefaultTheme } from "styled-components";

// Responsive breakpoints.
const MEDIA_WIDTHS = {
  upToExtraSmall: 500,
  upToSmall: 600,
  upToMedium: 960,
  upToLarge: 1280,
  upToExtraLarge: 1600,
} as const;

type MediaWidthKey = keyof typeof MEDIA_WIDTHS;

/** `theme.mediaWidth.upToSmall\`...\`` wraps styles in a max-width media query. */
const mediaWidth = Object.fromEntries(
  (Object.keys(MEDIA_WIDTHS) as MediaWidthKey[]).map((key) => [
    key,
    (strings: TemplateStringsArray, ...values: unknown[]) => css`
      @media (max-width: ${MEDIA_WIDTHS[key]}px) {
        ${css(strings, ...(values as []))}
      }
    `,
  ]),
) as Record<MediaWidthKey, (strings: TemplateStringsArray, ...values: unknown[]) => ReturnType<typeof css>>;

export interface Colors {
  white: string;
  black: string;
  text1: string;
  text2: string;
  text3: string;
  bg0: string;
  bg1: string;
  bg2: string;
  bg3: string;
  border: string;
  primary1: string;
  primaryText: string;
  /** The brand colour for text, links and text buttons: 4.5:1 or more on bg0–bg2 and on the pink tints. */
  accentText: string;
  secondary: string;
  red: string;
  /** The background of an error banner with white text on it: 4.5:1 or more in both themes (red is text colour). */
  redSurface: string;
  green: string;
  yellow: string;
  backgroundGradient: string;
  shadow: string;
}

export function colors(darkMode: boolean): Colors {
  return darkMode
    ? {
        white: "#FFFFFF",
        black: "#000000",
        text1: "#FFFFFF",
        text2: "#C3C5CB",
        text3: "#8F96AC",
        bg0: "#0D111C",
        bg1: "#191B1F",
        bg2: "#2C2F36",
        bg3: "#40444F",
        border: "#2C2F36",
        primary1: "#E8006F",
        primaryText: "#FFFFFF",
        accentText: "#FF5CA8",
        secondary: "#7B3FE4",
        red: "#FD4040",
        // White on the text red above is 3.5:1; a darker red carries white text at 5.9:1.
        redSurface: "#C41C1C",
        green: "#27AE60",
        yellow: "#F3B71E",
        backgroundGradient: "radial-gradient(50% 50% at 50% 50%, rgba(232,0,111,0.16) 0%, rgba(13,17,28,0) 100%)",
        shadow: "rgba(0,0,0,0.5)",
      }
    : {
        white: "#FFFFFF",
        black: "#000000",
        text1: "#0D111C",
        text2: "#565A69",
        text3: "#6C7284",
        bg0: "#F7F8FA",
        bg1: "#FFFFFF",
        bg2: "#EDEEF2",
        bg3: "#CED0D9",
        border: "#E2E4EA",
        primary1: "#D6006A",
        primaryText: "#FFFFFF",
        accentText: "#A80053",
        secondary: "#6A2FD0",
        // Dark enough for 4.5:1 text on white and on bg2 (WCAG AA), as warnings and results are text here.
        red: "#C41C1C",
        redSurface: "#C41C1C",
        green: "#17703D",
        yellow: "#8A6300",
        backgroundGradient: "radial-gradient(50% 50% at 50% 50%, rgba(255,0,122,0.10) 0%, rgba(255,255,255,0) 100%)",
        shadow: "rgba(47,128,237,0.08)",
      };
}

export function makeTheme(darkMode: boolean): DefaultTheme {
  return { darkMode, colors: colors(darkMode), mediaWidth };
}

export type MediaWidth = typeof mediaWidth;
