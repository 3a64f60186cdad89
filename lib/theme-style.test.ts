import type { Theme } from "@/lib/shop-api/theme.server";
import {
  contrastRatio,
  parseColour,
  readableOn,
  safeColour,
  themeVariables,
  type Rgba,
  type ThemeVariables,
} from "./theme-style";

describe("safeColour", () => {
  it.each(["#fff", "#0f766e", "#0f766eAA", "rgb(1, 2, 3)", "rgba(1,2,3,0.5)", "hsl(120deg 50% 50%)", "teal"])(
    "keeps %s",
    (c) => {
      expect(safeColour(c, "#000")).toBe(c);
    },
  );

  it.each([
    "",
    "red; background:url(https://evil)",
    "#12",
    "expression(alert(1))",
    "var(--x)",
    "}</style><script>",
    "url(x)",
  ])("replaces %j with the fallback", (c) => expect(safeColour(c, "#000")).toBe("#000"));
});

describe("parseColour", () => {
  it.each([
    ["#fff", { r: 255, g: 255, b: 255, a: 1 }],
    ["#0f766e", { r: 15, g: 118, b: 110, a: 1 }],
    ["#0F766E80", { r: 15, g: 118, b: 110, a: 128 / 255 }],
    ["#f008", { r: 255, g: 0, b: 0, a: 136 / 255 }],
    ["rgb(1, 2, 3)", { r: 1, g: 2, b: 3, a: 1 }],
    ["rgba(1,2,3,0.5)", { r: 1, g: 2, b: 3, a: 0.5 }],
    ["rgb(100% 0% 50% / 25%)", { r: 255, g: 0, b: 127.5, a: 0.25 }],
    ["hsl(0deg 100% 50%)", { r: 255, g: 0, b: 0, a: 1 }],
    ["hsla(240, 100%, 25%, 1)", { r: 0, g: 0, b: 127.5, a: 1 }],
    ["teal", { r: 0, g: 128, b: 128, a: 1 }],
    ["White", { r: 255, g: 255, b: 255, a: 1 }],
  ])("reads %s", (text, expected) => {
    const parsed = parseColour(text)!;
    for (const key of ["r", "g", "b", "a"] as const) expect(parsed[key]).toBeCloseTo(expected[key], 5);
  });

  it.each(["rebeccapurple", "transparent", "rgb(1, 2)", "rgb(a, b, c)", "#12345"])("cannot read %s", (text) => {
    expect(parseColour(text)).toBeNull();
  });
});

const rgba = (hex: string): Rgba => parseColour(hex)!;

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself, in either order", () => {
    expect(contrastRatio(rgba("#000"), rgba("#fff"))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgba("#fff"), rgba("#000"))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgba("#0f766e"), rgba("#0f766e"))).toBe(1);
  });

  it("matches known WCAG figures", () => {
    expect(contrastRatio(rgba("#767676"), rgba("#ffffff"))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgba("#777777"), rgba("#ffffff"))).toBeCloseTo(4.48, 2);
    // Demo shop 2's newsletter button before the fix: #111827 on #dc2626.
    expect(contrastRatio(rgba("#111827"), rgba("#dc2626"))).toBeLessThan(4.5);
  });
});

describe("readableOn", () => {
  it("keeps the first preferred colour that passes", () => {
    expect(readableOn("#1f4e79", ["#ffffff"])).toBe("#ffffff");
    expect(readableOn("#ffffff", ["#cccccc", "#1e3a8a"])).toBe("#1e3a8a");
  });

  it("otherwise takes black or white, whichever contrasts more", () => {
    expect(readableOn("#dc2626", ["#111827"])).toBe("#ffffff");
    expect(readableOn("#f59e0b", ["#ffffff"])).toBe("#000000");
    expect(readableOn("#777777", ["#888888"])).toBe("#000000");
    expect(readableOn("#0f766e", [])).toBe("#ffffff");
  });

  it("judges see-through colours as painted: the text over its background, the background over what is beneath", () => {
    // Black at 30% on white is too faint; a see-through background shows what is beneath it.
    expect(readableOn("#ffffff", ["rgba(0, 0, 0, 0.3)"])).toBe("#000000");
    expect(readableOn("rgba(0, 0, 0, 0)", ["#ffffff"], rgba("#000000"))).toBe("#ffffff");
    expect(readableOn("rgba(0, 0, 0, 0)", ["#ffffff"])).toBe("#000000");
  });

  it("keeps the preferred colour on a background it cannot read, and a preferred colour it cannot read is passed over", () => {
    expect(readableOn("rebeccapurple", ["#ffffff"])).toBe("#ffffff");
    expect(readableOn("#1f4e79", ["rebeccapurple"])).toBe("#ffffff");
  });
});

/** Every text colour against the background it is used on, as the stylesheets pair them. */
function pairs(v: ThemeVariables): [string, string, string][] {
  return [
    ["body text", v["--theme-text"], v["--theme-bg"]],
    ["links and prices", v["--theme-link"], v["--theme-bg"]],
    ["buttons", v["--theme-primary-text"], v["--theme-primary"]],
    ["badge and newsletter button", v["--theme-secondary-text"], v["--theme-secondary"]],
    ["header", v["--header-text"], v["--header-bg"]],
    ["subheader and page headers", v["--subheader-text"], v["--subheader-bg"]],
    ["footer", v["--footer-text"], v["--footer-bg"]],
  ];
}

function theme(colours: Partial<Record<keyof Theme, string>>): Theme {
  return colours as unknown as Theme;
}

// The two demo shops' colours, written again rather than imported: a storefront test does not depend on the reference API's seed.
const SHOP_ONE = theme({
  gen_theme_bg_color: "#ffffff",
  gen_theme_text_color: "#1f2937",
  gen_theme_primary_color: "#0f766e",
  gen_theme_secondary_color: "#f59e0b",
  header_bg_color: "#0f766e",
  header_text_color: "#ffffff",
  subheader_bg_color: "#134e4a",
  subheader_text_color: "#f0fdfa",
  theme_footer_bg_color: "#042f2e",
  theme_footer_text_color: "#ccfbf1",
});
const SHOP_TWO = theme({
  gen_theme_bg_color: "#f8fafc",
  gen_theme_text_color: "#0f172a",
  gen_theme_primary_color: "#1e3a8a",
  gen_theme_secondary_color: "#dc2626",
  header_bg_color: "#ffffff",
  header_text_color: "#1e3a8a",
  subheader_bg_color: "#1e3a8a",
  subheader_text_color: "#e0e7ff",
  theme_footer_bg_color: "#0f172a",
  theme_footer_text_color: "#cbd5e1",
});
// A careless theme: pale primary, text the colour of its background, see-through and odd formats.
const CARELESS = theme({
  gen_theme_bg_color: "#fefce8",
  gen_theme_text_color: "#fde68a",
  gen_theme_primary_color: "#fde047",
  gen_theme_secondary_color: "hsl(210 40% 30%)",
  header_bg_color: "#3b82f6",
  header_text_color: "#3b82f6",
  subheader_bg_color: "rgb(120 120 120)",
  subheader_text_color: "rgba(255, 255, 255, 0.6)",
  theme_footer_bg_color: "navy",
  theme_footer_text_color: "#000080",
});

describe("themeVariables", () => {
  it("uses placeholders when there is no theme, with the design's text colours on them", () => {
    const vars = themeVariables(null);
    expect(vars).toEqual({
      "--theme-bg": "#ffffff",
      "--theme-text": "#1f2937",
      "--theme-primary": "#1f4e79",
      "--theme-secondary": "#d97706",
      "--theme-link": "#1f4e79",
      "--theme-primary-text": "#ffffff",
      "--theme-secondary-text": "#111827",
      "--header-bg": "#1f4e79",
      "--header-text": "#ffffff",
      "--subheader-bg": "#163a5a",
      "--subheader-text": "#ffffff",
      "--footer-bg": "#111827",
      "--footer-text": "#e5e7eb",
    });
  });

  it("keeps a shop's own colours where they are readable (demo shop 1)", () => {
    const vars = themeVariables(SHOP_ONE);
    expect(vars["--header-text"]).toBe("#ffffff");
    expect(vars["--subheader-text"]).toBe("#f0fdfa");
    expect(vars["--footer-text"]).toBe("#ccfbf1");
    expect(vars["--theme-text"]).toBe("#1f2937");
    expect(vars["--theme-link"]).toBe("#0f766e");
    expect(vars["--theme-primary-text"]).toBe("#ffffff");
    expect(vars["--theme-secondary-text"]).toBe("#111827");
  });

  it("gives demo shop 2's red secondary colour white text (the newsletter button failed at 3.5:1 with #111827)", () => {
    const vars = themeVariables(SHOP_TWO);
    expect(vars["--theme-secondary"]).toBe("#dc2626");
    expect(vars["--theme-secondary-text"]).toBe("#ffffff");
    expect(vars["--header-text"]).toBe("#1e3a8a");
    expect(vars["--footer-text"]).toBe("#cbd5e1");
  });

  it("replaces what a careless theme would make unreadable, keeping the theme's colours as backgrounds", () => {
    const vars = themeVariables(CARELESS);
    expect(vars["--theme-text"]).toBe("#000000");
    expect(vars["--theme-link"]).toBe("#000000");
    expect(vars["--theme-primary"]).toBe("#fde047");
    expect(vars["--theme-primary-text"]).toBe("#000000");
    expect(vars["--theme-secondary-text"]).toBe("#ffffff");
    expect(vars["--header-bg"]).toBe("#3b82f6");
    expect(vars["--header-text"]).toBe("#000000");
    expect(vars["--footer-text"]).toBe("#ffffff");
  });

  it.each([
    ["no theme", null],
    ["demo shop 1", SHOP_ONE],
    ["demo shop 2", SHOP_TWO],
    ["a careless theme", CARELESS],
  ])("every text colour on a theme colour has a contrast of at least 4.5:1 (%s)", (_name, t) => {
    const vars = themeVariables(t);
    for (const [use, fg, bg] of pairs(vars)) {
      const ratio = contrastRatio(parseColour(fg)!, parseColour(bg)!);
      expect({ use, ratio: ratio >= 4.5 ? "ok" : ratio }).toEqual({ use, ratio: "ok" });
    }
  });
});
