import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A deliberate non-2xx answer. Route code throws it; the global error handler (app.ts) sends `body`
 * with `status`. Anything else thrown becomes a logged 500 without details.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.msg === "string" ? body.msg : `HTTP ${status}`);
    this.name = "HttpError";
  }
}

export type FieldErrors = Record<string, string[]>;

export const notFound = (msg: string) => new HttpError(404, { status: false, msg });
export const badRequest = (msg: string) => new HttpError(400, { status: false, msg });
export const unauthenticated = () => new HttpError(401, { status: false, msg: "Unauthenticated." });
/** 422 with Laravel-style field errors; `extra` adds top-level fields such as `status`/`msg`. */
export const unprocessable = (errors: FieldErrors, extra: Record<string, unknown> = {}) =>
  new HttpError(422, { ...extra, errors });
