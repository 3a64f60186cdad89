import type { Theme } from "@/lib/shop-api/theme.server";

/**
 * The shop's colours as CSS custom properties, rendered on the server into the `<html>` style so
 * the first HTML already looks like the shop. Values come from the shop API, so only plain
 * colour literals pass: anything else falls back (no CSS injection through a theme field).
 *
 * Every text colour that sits on a theme colour is made readable here (WCAG contrast at least
 * 4.5:1): the colour the theme (or the design) pairs with that background when it passes, else
 * black or white, whichever contrasts more. Stylesheets take text on a theme background from
 * these variables, never a fixed colour.
 */

const COLOUR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*[\d.\s%,/]+\)|hsla?\(\s*[\d.\s%,/deg]+\)|[a-z]{3,20})$/i;

export function safeColour(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? "";
  return COLOUR.test(trimmed) ? trimmed : fallback;
}
// Contrast (WCAG 2)

/** sRGB channels 0–255 and alpha 0–1. */
export type Rgba = { r: number; g: number; b: number; a: number };

const MIN_TEXT_CONTRAST = 4.5;

const BLACK = "#000000";
const WHITE = "#ffffff";
const WHITE_RGBA: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK_RGBA: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** The CSS 2.1 basic colour keywords; other keywords are not read (their text colour is then kept as given). */
const NAMED: Readonly<Record<string, string>> = {
  black: "#000000",
  silver: "#c0c0c0",
  gray: "#808080",
  grey: "#808080",
  white: "#ffffff",
  maroon: "#800000",
  red: "#ff0000",
  purple: "#800080",
  fuchsia: "#ff00ff",
  green: "#008000",
  lime: "#00ff00",
  olive: "#808000",
  yellow: "#ffff00",
  navy: "#000080",
  blue: "#0000ff",
  teal: "#008080",
  aqua: "#00ffff",
  orange: "#ffa500",
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function parseHex(hex: string): Rgba | null {
  const digits = hex.length <= 4 ? [...hex].map((d) => d + d).join("") : hex;
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(digits)) return null;
  const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
}

/** A number, or a percentage of `full`; NaN when it is neither. */
function component(token: string, full: number): number {
  if (!/^-?\d*\.?\d+(%|deg)?$/.test(token)) return Number.NaN;
  const value = parseFloat(token);
  return token.endsWith("%") ? (value / 100) * full : value;
}

function alphaOf(token: string | undefined): number {
  return token === undefined ? 1 : clamp(component(token, 1), 0, 1);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp(saturation, 0, 1);
  const l = clamp(lightness, 0, 1);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = ((t0 % 1) + 1) % 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/** Reads a colour literal that safeColour lets through; null for one it cannot read. */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  if (text.startsWith("#")) return parseHex(text.slice(1));
  const named = NAMED[text];
  if (named) return parseHex(named.slice(1));
  const call = /^(rgba?|hsla?)\((.*)\)$/.exec(text);
  if (!call) return null;
  const tokens = (call[2] ?? "").split(/[\s,/]+/).filter(Boolean);
  if (tokens.length !== 3 && tokens.length !== 4) return null;
  const [first = "", second = "", third = "", fourth] = tokens;
  let rgb: [number, number, number];
  if (call[1]?.startsWith("rgb")) {
    rgb = [component(first, 255), component(second, 255), component(third, 255)];
  } else {
    rgb = hslToRgb(
      component(first.replace(/deg$/, ""), 360),
      component(second, 1) / (second.endsWith("%") ? 1 : 100),
      component(third, 1) / (third.endsWith("%") ? 1 : 100),
    );
  }
  const a = alphaOf(fourth);
  if (rgb.some((c) => !Number.isFinite(c)) || !Number.isFinite(a)) return null;
  const [r, g, b] = rgb.map((c) => clamp(c, 0, 255)) as [number, number, number];
  return { r, g, b, a };
}

/** `top` painted over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio (1 to 21) of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to use on `background` (seen over `beneath`, for a see-through background): the
 * first of `preferred` with a contrast of at least 4.5:1, else black or white, whichever contrasts
 * more. A background it cannot read keeps the first preferred colour.
 */
export function readableOn(background: string, preferred: readonly string[], beneath: Rgba = WHITE_RGBA): string {
  const parsed = parseColour(background);
  if (!parsed) return preferred[0] ?? BLACK;
  const bg = over(parsed, beneath);
  for (const colour of preferred) {
    const fg = parseColour(colour);
    if (fg && contrastRatio(over(fg, bg), bg) >= MIN_TEXT_CONTRAST) return colour;
  }
  return contrastRatio(BLACK_RGBA, bg) >= contrastRatio(WHITE_RGBA, bg) ? BLACK : WHITE;
}
// Variables

/** CSS variable → [theme field, fallback]. The fallbacks are the look of a shop without a theme. */
const COLOURS = {
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

/** The design's own text colours on the primary (buttons) and secondary (badge, newsletter) colours. */
const DESIGN_TEXT_ON_PRIMARY = "#ffffff";
const DESIGN_TEXT_ON_SECONDARY = "#111827";

export type ThemeVariables = Record<
  keyof typeof COLOURS | "--theme-link" | "--theme-primary-text" | "--theme-secondary-text",
  string
>;

export function themeVariables(theme: Theme | null): ThemeVariables {
  const colour = (name: keyof typeof COLOURS): string => {
    const [field, fallback] = COLOURS[name];
    const value = theme ? theme[field] : undefined;
    return safeColour(typeof value === "string" ? value : undefined, fallback);
  };
  const bg = colour("--theme-bg");
  const page = over(parseColour(bg) ?? WHITE_RGBA, WHITE_RGBA);
  const text = readableOn(bg, [colour("--theme-text")]);
  const primary = colour("--theme-primary");
  const secondary = colour("--theme-secondary");
  const area = (bgName: keyof typeof COLOURS, textName: keyof typeof COLOURS) =>
    readableOn(colour(bgName), [colour(textName)], page);
  return {
    "--theme-bg": bg,
    "--theme-text": text,
    "--theme-primary": primary,
    "--theme-secondary": secondary,
    // The primary colour as text (links, prices, headings) on the page; the body text colour when it is too faint there.
    "--theme-link": readableOn(bg, [primary, text]),
    "--theme-primary-text": readableOn(primary, [DESIGN_TEXT_ON_PRIMARY], page),
    "--theme-secondary-text": readableOn(secondary, [DESIGN_TEXT_ON_SECONDARY], page),
    "--header-bg": colour("--header-bg"),
    "--header-text": area("--header-bg", "--header-text"),
    "--subheader-bg": colour("--subheader-bg"),
    "--subheader-text": area("--subheader-bg", "--subheader-text"),
    "--footer-bg": colour("--footer-bg"),
    "--footer-text": area("--footer-bg", "--footer-text"),
  };
}
