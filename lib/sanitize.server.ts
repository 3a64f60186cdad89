import "server-only";
import sanitizeHtmlLibrary from "sanitize-html";

/**
 * The one HTML sanitiser of the storefront. HTML from the shop API (product descriptions, About Us,
 * policy pages, blog posts) is rendered only after it has been through here: formatting, lists,
 * tables, links and images survive; scripts, styles, event handlers, forms, frames and any URL
 * scheme other than http(s), mailto and tel are dropped. Server-side only by intent (the client
 * never receives raw shop HTML), though nothing in it needs Node.
 */

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "span",
  "div",
  "section",
  "article",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "abbr",
  "cite",
  "q",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "a",
  "img",
  "figure",
  "figcaption",
];

const OPTIONS: sanitizeHtmlLibrary.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    abbr: ["title"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Dropped with their content: what is inside a <script> is code, not text to show.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    // A link that opens a new tab must not hand the shop's window to the page it opens.
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      if (next.target === "_blank") next.rel = "noopener noreferrer";
      else delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/** Safe HTML for `dangerouslySetInnerHTML`; "" for empty or missing input. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtmlLibrary(html, OPTIONS);
}

/** The text of an HTML fragment, whitespace collapsed (for meta descriptions and excerpts). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const text = sanitizeHtmlLibrary(html.replace(/<(br|\/p|\/h\d|\/li|\/div)\b[^>]*>/gi, " $&"), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/** sanitize-html escapes the text it keeps; plain text wants the characters back. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}
