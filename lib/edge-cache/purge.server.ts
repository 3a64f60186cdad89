import "server-only";
import { metrics } from "@/lib/ops/telemetry/sink";
import { edgeKeysOf } from "./keys.server.mjs";

/**
 * Purges the edge caches in front of the storefront (EDGE_PURGE_URL, each Varnish of
 * deploy/varnish/default.vcl) by key, after the revalidation webhook expired the same tags in the
 * page cache: `PURGE <url>` with the keys, space-separated, in `xkey-purge`, and the secret the edge
 * checks (EDGE_PURGE_SECRET) in `x-purge-secret`. Every cache is called
 * at once; each call is bounded by the timeout and tried once more when it fails (no answer in time,
 * refused connection, an answer other than 2xx). It never throws: the edit is made and the page
 * cache expired whatever the edge does, and each outcome is logged.
 */

/** Keys per request, so that a header stays well under Varnish's 8 KB request header bound. */
export const MAX_KEYS_HEADER = 4000;

export type PurgeOutcome = {
  url: string;
  status: number | null;
  attempts: number;
  outcome: "purged" | "http" | "timeout" | "network";
  durationMs: number;
};

export type PurgeOptions = {
  urls: string[];
  timeoutMs: number;
  secret?: string | null;
  log: { info(line: object, msg: string): void; error(line: object, msg: string): void };
  fetch?: typeof fetch;
};

/** The keys split into header values of at most MAX_KEYS_HEADER characters. */
export function keyBatches(keys: string[]): string[] {
  const batches: string[] = [];
  let current = "";
  for (const key of keys) {
    if (current && current.length + 1 + key.length > MAX_KEYS_HEADER) {
      batches.push(current);
      current = "";
    }
    current = current ? `${current} ${key}` : key;
  }
  if (current) batches.push(current);
  return batches;
}

async function purgeOnce(
  url: string,
  keys: string,
  options: PurgeOptions,
  send: typeof fetch,
): Promise<Pick<PurgeOutcome, "status" | "outcome">> {
  const { timeoutMs, secret } = options;
  try {
    const response = await send(url, {
      method: "PURGE",
      headers: { "xkey-purge": keys, ...(secret ? { "x-purge-secret": secret } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    await response.body?.cancel();
    return { status: response.status, outcome: response.ok ? "purged" : "http" };
  } catch (error) {
    // Not `instanceof Error`: the abort is a DOMException, of another realm under jest.
    const name = (error as { name?: unknown } | null)?.name;
    return { status: null, outcome: name === "TimeoutError" || name === "AbortError" ? "timeout" : "network" };
  }
}

async function purgeOne(url: string, batches: string[], options: PurgeOptions): Promise<PurgeOutcome> {
  const started = performance.now();
  const send = options.fetch ?? fetch;
  let last: Pick<PurgeOutcome, "status" | "outcome"> = { status: null, outcome: "network" };
  let attempts = 0;
  let pending = batches;
  while (attempts < 2 && pending.length > 0) {
    attempts += 1;
    const results = await Promise.all(pending.map((keys) => purgeOnce(url, keys, options, send)));
    const failed = results
      .map((result, i) => ({ result, keys: pending[i]! }))
      .filter((r) => r.result.outcome !== "purged");
    last = failed[0]?.result ?? results[0]!;
    pending = failed.map((r) => r.keys);
  }
  const outcome: PurgeOutcome = {
    url: new URL(url).origin,
    status: last.status,
    attempts,
    outcome: pending.length === 0 ? "purged" : last.outcome,
    durationMs: Math.round(performance.now() - started),
  };
  const keys = batches.reduce((sum, batch) => sum + batch.split(" ").length, 0);
  const line = {
    edge: outcome.url,
    keys,
    status: outcome.status,
    attempts,
    outcome: outcome.outcome,
    duration_ms: outcome.durationMs,
  };
  metrics().edgePurge(outcome.outcome);
  if (outcome.outcome === "purged") options.log.info(line, "edge purge");
  else options.log.error(line, "edge purge failed");
  return outcome;
}

/** Purges the edge keys of `tags` (page-cache tags of one shop) at every URL; resolves when each is done or given up. */
export async function purgeEdge(tags: string[], options: PurgeOptions): Promise<PurgeOutcome[]> {
  const batches = keyBatches(edgeKeysOf(tags));
  if (batches.length === 0 || options.urls.length === 0) return [];
  return Promise.all(options.urls.map((url) => purgeOne(url, batches, options)));
}
