export type StylesheetText = (href: string) => string | null;
export type StylesheetPiece = { text: string } | { href: string; css: string };
export function stylesheetPieces(head: string, stylesheetText: StylesheetText): StylesheetPiece[];
export function inlineStylesheetLinks(head: string, stylesheetText: StylesheetText): string;
export function stylesheetReader(readStatic: (path: string) => string): StylesheetText;
