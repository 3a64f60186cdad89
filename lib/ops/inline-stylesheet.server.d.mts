import type { IncomingMessage, ServerResponse } from "node:http";
import type { StylesheetText } from "./inline-stylesheet.mjs";

export type { StylesheetText };
export function buildStylesheets(distDir: string): StylesheetText;
export function withKeptPages<T>(handle: () => T): T;
export function isDocumentRequest(request: Pick<IncomingMessage, "method" | "url" | "headers">): boolean;
export function inlineStylesheetInto(
  request: IncomingMessage,
  response: ServerResponse,
  stylesheetText: StylesheetText,
): boolean;
