// @ts-check
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * /healthz and /readyz, answered by server.mjs before Next's router: no shop segment, no Host or
 * ALLOWED_HOSTS check, so a load balancer probing by address with any Host header gets an answer.
 */

/**
 * @typedef {{ status: number; headers?: Record<string, string>; body: { status: string; reason?: string } }} HealthAnswer
 */

/** @type {Set<string>} */
export const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * The headers next.config.ts gives every answer (lib/security-headers.ts), as the build wrote them
 * to its routes manifest: the health answers carry the same ones without a second copy of them.
 * @param {string} distDir
 * @param {string} path
 * @returns {{ key: string; value: string }[]}
 */
export function buildHeaders(distDir, path) {
  /** @type {{ headers: { has?: unknown; missing?: unknown; regex: string; headers: { key: string; value: string }[] }[] }} */
  const manifest = JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8"));
  return manifest.headers
    .filter((rule) => !rule.has && !rule.missing && new RegExp(rule.regex).test(path))
    .flatMap((rule) => rule.headers);
}

/**
 * The answer to a health path: liveness says only that this process answers; readiness asks the
 * shop API (`ready`) and is refused once the server is stopping, so that no new traffic is sent.
 * @param {string | undefined} method
 * @param {string} path
 * @param {{ ready: () => Promise<import("./readiness.server.mjs").Readiness>; stopping: boolean }} state
 * @returns {Promise<HealthAnswer>}
 */
export async function healthAnswer(method, path, { ready, stopping }) {
  if (method !== "GET" && method !== "HEAD")
    return { status: 405, headers: { allow: "GET, HEAD" }, body: { status: "error", reason: "method not allowed" } };
  if (path === "/healthz") return { status: 200, body: { status: "ok" } };
  if (stopping) return { status: 503, body: { status: "unavailable", reason: "shutting down" } };
  const readiness = await ready();
  return readiness.ok
    ? { status: 200, body: { status: "ok" } }
    : { status: 503, body: { status: "unavailable", reason: readiness.reason } };
}
