// @ts-check
/**
 * The build's global stylesheet, written into every full HTML document instead of linked, so the
 * first paint waits for no stylesheet request (inline-stylesheet.server.mjs does it on the way out,
 * lib/page-cache/memory-store.mjs once for a kept page). No imports: the page cache is also bundled
 * into the Edge middleware.
 *
 * The `<link>` stays, `disabled` (never fetched, never blocking): React finds its stylesheet there
 * and does not insert it again when a navigation's payload names it.
 */

/** @typedef {(href: string) => string | null} StylesheetText */
/** @typedef {{ text: string } | { href: string; css: string }} StylesheetPiece */

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[\w\-./]+\.css)"([^>]*?)\/?>/g;
/** A stylesheet above this is left linked: the document would grow more than the request costs. */
const MAX_INLINE_BYTES = 96 * 1024;

/**
 * The document's pieces with each build stylesheet link of `head` whose text `stylesheetText(href)`
 * gives inlined: markup as `{ text }`, a stylesheet's own text as `{ href, css }`. A link already
 * inlined (disabled) is left alone, so a document goes through this once however often it is asked.
 * @param {string} head
 * @param {StylesheetText} stylesheetText
 * @returns {StylesheetPiece[]}
 */
export function stylesheetPieces(head, stylesheetText) {
  /** @type {StylesheetPiece[]} */
  const pieces = [];
  let text = "";
  let at = 0;
  STYLESHEET_LINK.lastIndex = 0;
  for (let match = STYLESHEET_LINK.exec(head); match; match = STYLESHEET_LINK.exec(head)) {
    // Every group of the pattern is required: a match has all three.
    const [link, href, rest] = /** @type {[string, string, string]} */ (/** @type {unknown} */ (match));
    if (/\sdisabled\b/.test(rest) || href.includes("..")) continue;
    const css = stylesheetText(href);
    if (css === null) continue;
    pieces.push({ text: `${text}${head.slice(at, match.index)}<style>` }, { href, css });
    text = `</style><link rel="stylesheet" href="${href}"${rest.replace(/\s+$/, "")} disabled/>`;
    at = match.index + link.length;
  }
  pieces.push({ text: text + head.slice(at) });
  return pieces;
}

/**
 * `head` with each build stylesheet link whose text `stylesheetText(href)` gives replaced with that text.
 * @param {string} head
 * @param {StylesheetText} stylesheetText
 * @returns {string}
 */
export function inlineStylesheetLinks(head, stylesheetText) {
  return stylesheetPieces(head, stylesheetText)
    .map((piece) => ("text" in piece ? piece.text : piece.css))
    .join("");
}

/**
 * Reads `/_next/static/…css` once each with `readStatic(path under static/)` (file names are per
 * build and content-hashed); null for a file that cannot be read, is too large, or would end the
 * style element early.
 * @param {(path: string) => string} readStatic
 * @returns {StylesheetText}
 */
export function stylesheetReader(readStatic) {
  /** @type {Map<string, string | null>} */
  const texts = new Map();
  return (href) => {
    if (!texts.has(href)) {
      let css = null;
      try {
        css = readStatic(href.slice("/_next/static/".length));
      } catch {
        css = null;
      }
      if (typeof css !== "string" || css.length > MAX_INLINE_BYTES || /<\/style/i.test(css)) css = null;
      else if (new TextEncoder().encode(css).length > MAX_INLINE_BYTES) css = null;
      texts.set(href, css);
    }
    return /** @type {string | null} */ (texts.get(href));
  };
}
