import type { IncomingMessage, ServerResponse } from "node:http";

export type StylesheetText = (href: string) => string | null;
export function inlineStylesheetLinks(head: string, stylesheetText: StylesheetText): string;
export function buildStylesheets(distDir: string): StylesheetText;
export function isDocumentRequest(request: Pick<IncomingMessage, "method" | "url" | "headers">): boolean;
export function inlineStylesheetInto(
  request: IncomingMessage,
  response: ServerResponse,
  stylesheetText: StylesheetText,
): void;
