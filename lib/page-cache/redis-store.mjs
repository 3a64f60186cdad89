// @ts-check
/**
 * The page cache's shared store in Redis: every instance reads and writes the same entries, and a
 * tag revalidated on one instance is revalidated for all. Times come from Redis's clock, so
 * instances whose clocks differ still agree on which entry is older than a revalidation.
 *
 * Layout (under `prefix`): `e:<build id>:<key>` a hash per entry (`m` written at, ms; `t` its
 * tags, comma-separated; `v` the entry), expiring with its TTL; `tags` one hash of tag → when it
 * was last revalidated (ms). Entries belong to one build (their pages name its scripts); tag
 * times are shared by every build.
 */

/**
 * `now`: Redis's time of the read.
 * @typedef {{ status: "absent"; newest: number; now: number }
 *   | { status: "revalidated"; newest: number; now: number }
 *   | { status: "current"; lastModified: number; now: number }
 *   | { status: "newer"; lastModified: number; now: number; tags: string[]; value: unknown; cacheControl: unknown }} RedisLookup
 */
/**
 * The client with the scripts below defined on it (ioredis's defineCommand adds them at run time).
 * @typedef {import("ioredis").default & {
 *   pageCacheGet(entry: string, tagsKey: string, ...args: string[]): Promise<[number, unknown, unknown, string | null, string]>;
 *   pageCacheSet(entry: string, tagsKey: string, ...args: string[]): Promise<unknown>;
 *   pageCacheRevalidate(tagsKey: string, ...tags: string[]): Promise<unknown>;
 * }} ScriptedRedis
 */

const NOW_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// KEYS: entry, tags hash. ARGV: the caller's copy's write time (0: none), then tags to check
// besides the entry's own. Answers {0, newest tag time, now} absent, {-1, newest, now} revalidated
// since it was written, {1, m, now} the caller's copy is current, {2, m, now, tags, value} a newer entry.
const GET = `
${NOW_MS}
local m = redis.call('HGET', KEYS[1], 'm')
local stored = m and redis.call('HGET', KEYS[1], 't') or ''
local tags = {}
for i = 2, #ARGV do tags[#tags + 1] = ARGV[i] end
for tag in string.gmatch(stored, '[^,]+') do tags[#tags + 1] = tag end
local newest = 0
for i = 1, #tags, 1000 do
  local times = redis.call('HMGET', KEYS[2], unpack(tags, i, math.min(i + 999, #tags)))
  for j = 1, #times do
    local at = tonumber(times[j])
    if at and at > newest then newest = at end
  end
end
if not m then return {0, newest, now} end
m = tonumber(m)
if newest >= m then return {-1, newest, now} end
if m == tonumber(ARGV[1]) then return {1, m, now} end
return {2, m, now, stored, redis.call('HGET', KEYS[1], 'v')}
`;

// KEYS: entry, tags hash. ARGV: tags, value, TTL in seconds, when the render began (0: unknown).
// Answers the write time, or 0 when one of the tags was revalidated since the render began: what it
// rendered may be what the revalidation expired, so it is not written.
const SET = `
${NOW_MS}
local since = tonumber(ARGV[4])
if since > 0 then
  for tag in string.gmatch(ARGV[1], '[^,]+') do
    local at = tonumber(redis.call('HGET', KEYS[2], tag))
    if at and at >= since then return 0 end
  end
end
redis.call('HSET', KEYS[1], 'm', now, 't', ARGV[1], 'v', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return now
`;

// KEYS: tags hash. ARGV: tags. Answers the revalidation time.
const REVALIDATE = `
${NOW_MS}
for i = 1, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], now) end
return now
`;

/**
 * JSON that keeps the Buffers (RSC payloads, bodies) and Maps (segment data) of an entry.
 * @param {unknown} value
 * @returns {string}
 */
export function serialize(value) {
  return JSON.stringify(value, function (key, plain) {
    const raw = this[key];
    if (raw instanceof Uint8Array)
      return { $b: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("base64") };
    if (raw instanceof Map) return { $m: [...raw] };
    return plain;
  });
}

/**
 * @param {string} text
 * @returns {unknown}
 */
export function deserialize(text) {
  return JSON.parse(text, (key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value.$b === "string") return Buffer.from(value.$b, "base64");
      if (Array.isArray(value.$m)) return new Map(value.$m);
    }
    return value;
  });
}

export class RedisStore {
  /**
   * @param {import("ioredis").default} client
   * @param {{ prefix?: string; buildId?: string }} [options]
   */
  constructor(client, { prefix = "storefront:cache:", buildId = "dev" } = {}) {
    /** @readonly */
    this.client = /** @type {ScriptedRedis} */ (client);
    /** @readonly */
    this.entryPrefix = `${prefix}e:${buildId}:`;
    /** @readonly */
    this.tagsKey = `${prefix}tags`;
    if (typeof (/** @type {ScriptedRedis} */ (client).pageCacheGet) !== "function") {
      client.defineCommand("pageCacheGet", { numberOfKeys: 2, lua: GET });
      client.defineCommand("pageCacheSet", { numberOfKeys: 2, lua: SET });
      client.defineCommand("pageCacheRevalidate", { numberOfKeys: 1, lua: REVALIDATE });
    }
  }

  /**
   * What Redis holds for `key`, checked against its tags and `tags`: `absent` (with the newest
   * revalidation of `tags`), `revalidated`, `current` (the copy written at `localLastModified`
   * is still the latest) or `newer` with the entry; each with `now`, Redis's time of the read.
   * @param {string} key
   * @param {string[]} tags
   * @param {number} [localLastModified]
   * @returns {Promise<RedisLookup>}
   */
  async get(key, tags, localLastModified = 0) {
    const [status, at, read, storedTags, value] = await this.client.pageCacheGet(
      this.entryPrefix + key,
      this.tagsKey,
      String(localLastModified),
      ...tags,
    );
    const time = Number(at);
    const now = Number(read);
    if (status === 0) return { status: "absent", newest: time, now };
    if (status === -1) return { status: "revalidated", newest: time, now };
    if (status === 1) return { status: "current", lastModified: time, now };
    const entry = /** @type {{ value: unknown; cacheControl: unknown }} */ (deserialize(value));
    return {
      status: "newer",
      now,
      lastModified: time,
      tags: storedTags ? storedTags.split(",") : [],
      value: entry.value,
      cacheControl: entry.cacheControl,
    };
  }

  /**
   * Writes the entry; answers its write time (Redis's clock), or null when one of `tags` was
   * revalidated at or after `renderedSince` (Redis's clock; 0: not checked) and nothing was written.
   * @param {string} key
   * @param {unknown} value
   * @param {string[]} tags
   * @param {{ cacheControl?: unknown; ttlSeconds: number; renderedSince?: number }} options
   * @returns {Promise<number | null>}
   */
  async set(key, value, tags, { cacheControl, ttlSeconds, renderedSince = 0 }) {
    const written = await this.client.pageCacheSet(
      this.entryPrefix + key,
      this.tagsKey,
      tags.join(","),
      serialize({ value, cacheControl }),
      String(ttlSeconds),
      String(renderedSince),
    );
    return Number(written) || null;
  }

  /**
   * @param {string} key
   * @returns {Promise<void>}
   */
  async delete(key) {
    await this.client.del(this.entryPrefix + key);
  }

  /**
   * Marks the tags revalidated now, for every instance; answers the time.
   * @param {string[]} tags
   * @returns {Promise<number>}
   */
  async revalidateTags(tags) {
    if (tags.length === 0) return Date.now();
    return Number(await this.client.pageCacheRevalidate(this.tagsKey, ...tags));
  }
}
