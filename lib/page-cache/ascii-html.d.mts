// Types of ./ascii-html.mjs (plain JavaScript: the page cache handler loads it unbundled).
export declare function toAsciiHtml(html: string): string;
