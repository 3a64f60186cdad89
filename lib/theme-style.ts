import type { Theme } from "@/lib/shop-api/theme";

/**
 * The shop's colours as CSS custom properties, rendered on the server into the `<html>` style so
 * the first HTML already looks like the shop. Values come from the shop API, so only plain
 * colour literals pass: anything else falls back (no CSS injection through a theme field).
 */

const COLOUR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*[\d.\s%,/]+\)|hsla?\(\s*[\d.\s%,/deg]+\)|[a-z]{3,20})$/i;

export function safeColour(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? "";
  return COLOUR.test(trimmed) ? trimmed : fallback;
}

/** CSS variable → [theme field, fallback]. The fallbacks are the look of a shop without a theme. */
const VARIABLES = {
  "--theme-bg": ["gen_theme_bg_color", "#ffffff"],
  "--theme-text": ["gen_theme_text_color", "#1f2937"],
  "--theme-primary": ["gen_theme_primary_color", "#1f4e79"],
  "--theme-secondary": ["gen_theme_secondary_color", "#d97706"],
  "--header-bg": ["header_bg_color", "#1f4e79"],
  "--header-text": ["header_text_color", "#ffffff"],
  "--subheader-bg": ["subheader_bg_color", "#163a5a"],
  "--subheader-text": ["subheader_text_color", "#ffffff"],
  "--footer-bg": ["theme_footer_bg_color", "#111827"],
  "--footer-text": ["theme_footer_text_color", "#e5e7eb"],
} as const satisfies Record<string, [keyof Theme, string]>;

export type ThemeVariables = Record<keyof typeof VARIABLES, string>;

export function themeVariables(theme: Theme | null): ThemeVariables {
  const entries = Object.entries(VARIABLES).map(([name, [field, fallback]]) => {
    const value = theme ? theme[field] : undefined;
    return [name, safeColour(typeof value === "string" ? value : undefined, fallback)];
  });
  return Object.fromEntries(entries) as ThemeVariables;
}
