// @ts-check
/**
 * /readyz: is the shop API answering? The probe is a public, global read every backend of
 * packages/shop-api/CONTRACT.md has (the country list), with a short timeout. Anyone can call /readyz, so
 * concurrent probes share one upstream call and a result is reused for a second.
 */

/** @typedef {{ ok: true } | { ok: false; reason: string }} Readiness */

export const PROBE_PATH = "/api/auth/e-commerce-getcountry";
const PROBE_TIMEOUT_MS = 2000;
const REUSE_MS = 1000;

/** One probe: `{ ok: true }` or `{ ok: false, reason }`. Never throws. */
/**
 * @param {string} baseUrl
 * @returns {Promise<Readiness>}
 */
export async function probeShopApi(baseUrl, timeoutMs = PROBE_TIMEOUT_MS) {
  try {
    const response = await fetch(baseUrl + PROBE_PATH, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, reason: `shop API answered HTTP ${response.status}` };
  } catch (error) {
    const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
    if (name === "TimeoutError" || name === "AbortError")
      return { ok: false, reason: `shop API did not answer within ${timeoutMs} ms` };
    return { ok: false, reason: "shop API unreachable" };
  }
}

/**
 * A readiness check for one base URL: a probe in flight is shared, a finished one reused for a second.
 * @param {string} baseUrl
 * @returns {() => Promise<Readiness>}
 */
export function readinessCheck(baseUrl, { timeoutMs = PROBE_TIMEOUT_MS, now = () => performance.now() } = {}) {
  /** @type {{ settledAt: number | null; result: Promise<Readiness> } | null} */
  let last = null;
  return () => {
    if (last && (last.settledAt === null || now() - last.settledAt < REUSE_MS)) return last.result;
    /** @type {{ settledAt: number | null; result: Promise<Readiness> }} */
    const entry = { settledAt: null, result: /** @type {any} */ (null) };
    entry.result = probeShopApi(baseUrl, timeoutMs).then((outcome) => {
      entry.settledAt = now();
      return outcome;
    });
    last = entry;
    return entry.result;
  };
}
