// @ts-check
/**
 * Rewrites a rendered HTML document so that it holds only ASCII, without changing what any HTML
 * parser, script engine or CSS parser reads from it.
 *
 * Why: Node sends a cached page as one string. V8 keeps a string that has no character above
 * U+00FF in one byte per character, and Node then writes pure ASCII with a straight copy; a single
 * en dash or euro sign in a shop's text makes the whole page a two-byte string that is measured and
 * re-encoded to UTF-8 on every request. On a cached product page that cut the requests served per
 * second by more than half (see BENCHMARKS.md), so the page cache stores pages through this.
 *
 * Each character outside ASCII becomes, by where it stands:
 * - in markup (text and attribute values): a character reference, `&#x2013;`;
 * - inside `<script>` (Next's flight data and JSON-LD, where such characters only occur inside
 *   string literals): a `\u2013` escape per UTF-16 code unit, valid in JavaScript and JSON;
 * - inside `<style>`: a CSS escape, `\2013 `.
 */

const NON_ASCII = /[^\x00-\x7f]/;
// By code point (a character outside the BMP is one match), and by UTF-16 code unit for scripts.
const NON_ASCII_CHARS = /[^\x00-\x7f]/gu;
const NON_ASCII_UNITS = /[^\x00-\x7f]/g;
// An opening <script> or <style> tag; its raw text runs to the matching end tag.
const RAW_TEXT_START = /<(script|style)\b[^>]*>/gi;
const RAW_TEXT_END = { script: /<\/script/gi, style: /<\/style/gi };

/** @param {string} char */
const hex = (char) => (char.codePointAt(0) ?? 0).toString(16);
/** @param {string} text */
const markupEscape = (text) => text.replace(NON_ASCII_CHARS, (char) => `&#x${hex(char)};`);
/** @param {string} text */
const scriptEscape = (text) => text.replace(NON_ASCII_UNITS, (unit) => `\\u${hex(unit).padStart(4, "0")}`);
// The space ends the escape, so a hex digit that follows is not read as part of it.
/** @param {string} text */
const styleEscape = (text) => text.replace(NON_ASCII_CHARS, (char) => `\\${hex(char)} `);

/**
 * The same document in ASCII only; the string itself when it is ASCII already.
 * @param {string} html
 * @returns {string}
 */
export function toAsciiHtml(html) {
  if (!NON_ASCII.test(html)) return html;
  let out = "";
  let at = 0;
  RAW_TEXT_START.lastIndex = 0;
  for (let open = RAW_TEXT_START.exec(html); open; open = RAW_TEXT_START.exec(html)) {
    const contentStart = open.index + open[0].length;
    const tag = /** @type {"script" | "style"} */ (/** @type {string} */ (open[1]).toLowerCase());
    const end = RAW_TEXT_END[tag];
    end.lastIndex = contentStart;
    const contentEnd = end.exec(html)?.index ?? html.length;
    out += markupEscape(html.slice(at, contentStart));
    const content = html.slice(contentStart, contentEnd);
    out += tag === "script" ? scriptEscape(content) : styleEscape(content);
    at = contentEnd;
    RAW_TEXT_START.lastIndex = contentEnd;
  }
  out += markupEscape(html.slice(at));
  // Slices of a two-byte string stay two-byte in V8: copying through latin1 gives a one-byte string.
  return Buffer.from(out, "latin1").toString("latin1");
}
