// @ts-check
import { AsyncLocalStorage } from "node:async_hooks";
import { trace } from "@opentelemetry/api";
import pino from "pino";
import { getSettings, parseSettings } from "../config.ts";
import { requestContextStorage, sharedLogger } from "./process-shared.mjs";

/**
 * The process's one JSON logger (pino), kept once per process (process-shared.mjs: the custom server
 * and the code Next bundles are separate module instances), since two writers on the same stdout
 * could interleave their lines. Upstream calls made while a request is handled carry
 * its request id (the async context the server opens around each request).
 */

/**
 * Never logged, at the top of a line or in the headers and bodies a caller might pass: credentials,
 * one-time codes and the session cookie. The request log itself only writes fields it picks.
 * Named places, not wildcards: 48 wildcard paths cost about 75 µs a line, these about 5.
 */
const SECRET_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "password_confirmation",
  "current_password",
  "new_password",
  "code",
  "otp",
  "token",
  "reset_token",
  "secret",
];
const PLACES = [
  "",
  "headers.",
  "body.",
  "req.headers.",
  "req.body.",
  "request.headers.",
  "request.body.",
  "res.headers.",
  "response.headers.",
];
const REDACTED_PATHS = PLACES.flatMap((place) => SECRET_KEYS.map((key) => `${place.slice(0, -1)}["${key}"]`));

/**
 * LOG_LEVEL as lib/config.ts reads it: `info` by default, `silent` under jest (NODE_ENV=test).
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function logLevel(env) {
  return parseSettings(env).logLevel;
}

function requestContext() {
  return requestContextStorage(() => /** @type {AsyncLocalStorage<string>} */ (new AsyncLocalStorage()));
}

/**
 * Runs `handle` with `requestId` attached to every line logged inside it.
 * @template T
 * @param {string} requestId
 * @param {() => T} handle
 * @returns {T}
 */
export function withRequestId(requestId, handle) {
  return requestContext().run(requestId, handle);
}

/**
 * A logger writing JSON lines to `destination`: by default stdout, written synchronously so that no
 * line is lost or reordered when the process exits (a line costs one write call).
 * @param {{ level?: string; destination?: import("pino").DestinationStream | NodeJS.WritableStream }} [options]
 * @returns {import("pino").Logger}
 */
export function createLogger({
  level = getSettings().logLevel,
  destination = pino.destination({ dest: 1, sync: true }),
} = {}) {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      mixin() {
        const requestId = requestContext().getStore();
        // The trace of the request (when traces are on: lib/ops/telemetry/), to find its spans from a line.
        const traceId = trace.getActiveSpan()?.spanContext().traceId;
        if (!requestId) return traceId ? { trace_id: traceId } : {};
        return traceId ? { request_id: requestId, trace_id: traceId } : { request_id: requestId };
      },
    },
    destination,
  );
}

/**
 * The process's logger, created on first use.
 * @returns {import("pino").Logger}
 */
export function logger() {
  return sharedLogger(() => createLogger());
}
