/** @jest-environment jsdom */
import { toAsciiHtml } from "./ascii-html.mjs";

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html");
}

const PAGE = [
  "<!DOCTYPE html><html><head><title>Caf\u00e9 \u2013 Shop</title>",
  '<style>.price::before{content:"\u20ac"}</style>',
  '<script type="application/ld+json">{"name":"Caf\u00e9 \u2013 \ud83d\ude00","price":"\u20ac5"}</script>',
  "</head><body>",
  '<h1 title="\u00a9 \u2212 1">Na\u00efve \u2013 \u20ac 5 \ud83d\ude00</h1>',
  '<script>self.__next_f.push([1,"Caf\\u00e9 \u2013 \ud83d\ude00"])</script>',
  '<SCRIPT>window.x = "\u00fc";</SCRIPT>',
  "<p>after \u00fc</p>",
  "</body></html>",
].join("");

describe("toAsciiHtml", () => {
  it("returns an ASCII page unchanged (the same string)", () => {
    const html = "<!DOCTYPE html><html><body><p>plain &amp; simple</p></body></html>";
    expect(toAsciiHtml(html)).toBe(html);
  });

  it("leaves no character outside ASCII", () => {
    expect(isAscii(toAsciiHtml(PAGE))).toBe(true);
  });

  it("gives a browser the same text and attributes", () => {
    const before = parse(PAGE);
    const after = parse(toAsciiHtml(PAGE));
    expect(after.title).toBe(before.title);
    expect(after.querySelector("h1")?.textContent).toBe("Na\u00efve \u2013 \u20ac 5 \ud83d\ude00");
    expect(after.querySelector("h1")?.getAttribute("title")).toBe("\u00a9 \u2212 1");
    expect(after.querySelector("p")?.textContent).toBe("after \u00fc");
  });

  it("keeps JSON-LD and scripts meaning the same through \\u escapes", () => {
    const after = parse(toAsciiHtml(PAGE));
    const [jsonLd, flight, upper] = [...after.querySelectorAll("script")].map((script) => script.textContent ?? "");
    expect(JSON.parse(jsonLd ?? "")).toEqual({ name: "Caf\u00e9 \u2013 \ud83d\ude00", price: "\u20ac5" });
    const pushed: unknown[] = [];
    new Function("self", flight ?? "")({ __next_f: pushed });
    expect(pushed).toEqual([[1, "Caf\u00e9 \u2013 \ud83d\ude00"]]);
    const win: { x?: string } = {};
    new Function("window", upper ?? "")(win);
    expect(win.x).toBe("\u00fc");
  });

  it("escapes style text the CSS way", () => {
    const style = parse(toAsciiHtml(PAGE)).querySelector("style")?.textContent;
    expect(style).toBe('.price::before{content:"\\20ac "}');
  });

  it("handles a script that never closes", () => {
    const html = '<p>\u00e9</p><script>var a = "\u00e9";';
    expect(toAsciiHtml(html)).toBe('<p>&#xe9;</p><script>var a = "\\u00e9";');
  });
});
