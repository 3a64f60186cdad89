import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import PageCacheHandler, { PageCache, tagsOf, ttlSeconds, worthKeeping } from "./handler.mjs";
import { cachedPage, setCachedPagesScope } from "./cached-pages.mjs";
import { UNCACHED_TAG } from "./uncached.mjs";
import { deserialize, serialize } from "./redis-store.mjs";
import { createRedisClient, type SharedRedis } from "../redis/client.server.mjs";
import { startTestRedis, type TestRedis } from "../redis/test-server";
import { metricsSlot } from "../ops/process-shared.mjs";
import type { MetricsRecorder } from "../ops/telemetry/sink";

const page = (html: string, tags = "") => ({
  kind: "APP_PAGE",
  html,
  headers: tags ? { "x-next-cache-tags": tags } : {},
  status: 200,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Lookups the cache reports to the operations metrics (lib/ops/telemetry/), while installed. */
function recordedLookups() {
  const seen: string[] = [];
  metricsSlot.set({
    pageCache: (key: string, layer: string, outcome: string) => void seen.push(`${key} ${layer} ${outcome}`),
  } as unknown as MetricsRecorder);
  return { seen, stop: () => metricsSlot.set(null) };
}
const PAGE = { kind: "APP_PAGE" };

describe("PageCache in memory only (no REDIS_URL)", () => {
  it("keeps no not-found page nor redirect, so junk URLs cannot fill it", async () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    await cache.set("/http,unknown.example/", { ...page("<p>Shop not available</p>"), status: 404 }, {});
    await cache.set("/http,localhost:3100/catagory/Men_Wear/1/~page=99", { ...page(""), status: 307 }, {});
    await cache.set(
      "/http,localhost:3100/route",
      { kind: "APP_ROUTE", body: Buffer.from("x"), status: 404, headers: {} },
      {},
    );
    expect(cache.memory.entries.size).toBe(0);
    await cache.set("/http,localhost:3100/", page("<p>home</p>"), {});
    await cache.set("/fetch", { kind: "FETCH", data: { status: 200 } }, { tags: ["shop:http://a"] });
    expect(cache.memory.entries.size).toBe(2);
  });

  it("keeps none of 300 listing states whose data is marked not kept, while the plain listing is kept", async () => {
    const cache = new PageCache({ maxBytes: 50_000_000 });
    const shop = "shop:http://localhost:3100";
    const listing = "/http,localhost:3100/catagory/Men_Wear/1";
    await cache.set(listing, page("<p>all</p>", `${shop},${shop}:products`), {});
    for (let i = 0; i < 300; i++) {
      const state = `${listing}/~price_min=${i}&price_max=${i + 50}&discount_min=${i % 90}`;
      const tags = [shop, `${shop}:products`, UNCACHED_TAG];
      await cache.set(`fetch-${i}`, { kind: "FETCH", data: { status: 200, body: "x".repeat(2000) } }, { tags });
      await cache.set(state, page(`<p>${"x".repeat(20_000)}</p>`, tags.join(",")), {});
    }
    expect([...cache.memory.entries.keys()]).toEqual([listing]);
  });

  it("tells pages worth keeping from the rest", () => {
    expect(worthKeeping({ kind: "APP_PAGE" })).toBe(true);
    expect(worthKeeping({ kind: "APP_PAGE", status: 404 })).toBe(false);
    expect(worthKeeping({ kind: "APP_PAGE", status: 308 })).toBe(false);
    expect(worthKeeping({ kind: "APP_ROUTE", status: 500 })).toBe(false);
    expect(worthKeeping({ kind: "FETCH" })).toBe(true);
  });

  it("keeps pages in ASCII, so that every hit is sent as a plain copy", async () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    await cache.set("/a", page("<p>Caf\u00e9 \u2013 \u20ac5</p>"), {});
    expect((await cache.get("/a", {}))?.value).toEqual(page("<p>Caf&#xe9; &#x2013; &#x20ac;5</p>"));
  });

  it("reads a page's tags from its cache-tags header and a fetch's from ctx", () => {
    expect(tagsOf(page("", "shop:http://a,_N_T_/layout"), {})).toEqual(["shop:http://a", "_N_T_/layout"]);
    expect(tagsOf({ kind: "FETCH" }, { tags: ["shop:http://a:theme", "shop:http://a"] })).toEqual([
      "shop:http://a:theme",
      "shop:http://a",
    ]);
  });

  it("keeps no render that began before a revalidation of its tags, and keeps one that began after", async () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    const tags = "shop:http://a,shop:http://a:product:1";
    expect(await cache.get("/a/product/1", {})).toBeNull(); // a request begins its render
    await sleep(2);
    await cache.revalidateTag(["shop:http://a:product:1"]); // the admin edit, while it renders
    await sleep(2);
    await cache.set("/a/product/1", page("old price", tags), {}); // the render, from the data before the edit
    await sleep(2);
    expect(await cache.get("/a/product/1", {})).toBeNull(); // the next request begins another
    await cache.set("/a/product/1", page("new price", tags), {});
    expect(((await cache.get("/a/product/1", {}))?.value as { html: string }).html).toBe("new price");
    await cache.revalidateTag(["shop:http://b:product:1"]); // another shop's edit changes nothing here
    expect(await cache.get("/b/product/1", {})).toBeNull();
    await cache.set("/b/product/1", page("b", "shop:http://b"), {});
    expect(await cache.get("/b/product/1", {})).not.toBeNull();
  });

  it("remembers a bounded number of lookups, and a render's first one for at most the longest render", () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    cache.noteLookup("/k", 0, 1_000);
    cache.noteLookup("/k", 0, 20_000);
    expect(cache.lookups.get("/k")?.at).toBe(1_000);
    cache.noteLookup("/k", 0, 40_000);
    expect(cache.lookups.get("/k")?.at).toBe(40_000);
    for (let i = 0; i < 10_001; i++) cache.noteLookup(`/page/${i}`, 0, 40_000);
    expect(cache.lookups.size).toBe(10_000);
    expect(cache.lookups.has("/k")).toBe(false);
  });

  it("forgets entries of a revalidated tag, and only those", async () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    await cache.set("/a", page("a", "shop:http://a:products"), {});
    await cache.set("/b", page("b", "shop:http://b:products"), {});
    await sleep(2);
    await cache.revalidateTag(["shop:http://a:products"]);
    expect(await cache.get("/a", {})).toBeNull();
    expect(await cache.get("/b", {})).not.toBeNull();
  });

  it("lets Redis keep an entry twice its revalidation time, between an hour and a week", () => {
    expect(ttlSeconds(page(""), { cacheControl: { revalidate: 60 } })).toBe(3600);
    expect(ttlSeconds(page(""), { cacheControl: { revalidate: 7200 } })).toBe(14_400);
    expect(ttlSeconds({ kind: "FETCH", revalidate: 30 }, { revalidate: 30 })).toBe(3600);
    expect(ttlSeconds(page(""), { cacheControl: { revalidate: false } })).toBe(7 * 24 * 3600);
  });

  it("shares one cache between handler instances, as Next creates several", async () => {
    const first = new PageCacheHandler();
    const second = new PageCacheHandler();
    await first.set("/shared", page("<p/>"), {});
    expect((await second.get("/shared", {}))?.value).toEqual(page("<p/>"));
  });

  it("drops a fetch answer the shop-API client rejected, and refuses it when Next writes it afterwards", async () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    const bad = "http://api/api/gym-theme?site_url=http%3A%2F%2Fa";
    const good = "http://api/api/footer?site_url=http%3A%2F%2Fa";
    const answer = (url: string) => ({
      kind: "FETCH",
      data: { status: 200, url, body: "e30=", headers: {} },
      revalidate: 60,
    });
    await cache.set("fetch-bad", answer(bad), { fetchUrl: bad, tags: ["shop:http://a"] });
    await cache.set("fetch-good", answer(good), { fetchUrl: good, tags: ["shop:http://a"] });

    await cache.rejectFetch(bad);
    expect(await cache.get("fetch-bad", {})).toBeNull();
    expect(await cache.get("fetch-good", {})).not.toBeNull();

    // Next's write of the same answer can land after the client parsed it, or be under way meanwhile.
    await cache.set("fetch-bad", answer(bad), { fetchUrl: bad, tags: ["shop:http://a"] });
    expect(await cache.get("fetch-bad", {})).toBeNull();
    cache.rejected.clear();
    const writing = cache.set("fetch-bad", answer(bad), { fetchUrl: bad, tags: ["shop:http://a"] });
    await cache.rejectFetch(bad);
    await writing;
    expect(await cache.get("fetch-bad", {})).toBeNull();
    expect(cache.isRejected(bad, Date.now() + 60_000)).toBe(false);
  });
});

describe("PageCache: lookups counted for the operations metrics", () => {
  it("counts page lookups in memory as hit, stale or miss, and leaves fetch entries out", async () => {
    const recorded = recordedLookups();
    try {
      const cache = new PageCache({ maxBytes: 100_000 });
      await cache.get("/http,a.example/", PAGE);
      await cache.set("/http,a.example/", page("<p>home</p>"), { cacheControl: { revalidate: 60, expire: 3600 } });
      await cache.get("/http,a.example/", PAGE);
      cache.memory.set("/http,a.example/old", page("<p>old</p>"), [], {
        cacheControl: { revalidate: 60, expire: 3600 },
        lastModified: Date.now() - 120_000,
      });
      await cache.get("/http,a.example/old", PAGE);
      await cache.get("some-fetch-key", { kind: "FETCH" });
      expect(recorded.seen).toEqual([
        "/http,a.example/ memory miss",
        "/http,a.example/ memory hit",
        "/http,a.example/old memory stale",
      ]);
    } finally {
      recorded.stop();
    }
  });
});

describe("PageCache: hits written from kept bytes", () => {
  const HREF = "/_next/static/chunks/site.css";
  const CSS = `.card{display:grid}${".x{margin:0}".repeat(300)}`;
  const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
  const HTML = `<!DOCTYPE html><html><head>${LINK}</head><body>${"<p>Item</p>".repeat(400)}</body></html>`;
  const INLINED = HTML.replace(LINK, `<style>${CSS}</style>${LINK.replace("/>", " disabled/>")}`);
  const TAGS = "shop:http://a,shop:http://a:product:1";
  const scope = new AsyncLocalStorage<boolean>();
  beforeAll(() => setCachedPagesScope(scope));
  afterAll(() => setCachedPagesScope(null as unknown as AsyncLocalStorage<boolean>));
  const newCache = () =>
    new PageCache({ maxBytes: 10_000_000, stylesheetText: (href) => (href === HREF ? CSS : null) });
  const htmlOf = (hit: unknown) => (hit as { value: { html: string } } | null)?.value.html;

  it("hands a page to a request that takes kept pages as a token for its gzip bytes, to others as its HTML", async () => {
    const cache = newCache();
    await cache.set("/a/product/1", page(HTML, TAGS), {});
    expect(htmlOf(await cache.get("/a/product/1", {}))).toBe(INLINED);
    const token = htmlOf(await scope.run(true, () => cache.get("/a/product/1", {})));
    const kept = cachedPage(token);
    expect(kept).not.toBeNull();
    expect(gunzipSync(kept!.gzip()).toString("latin1")).toBe(INLINED);
    // The same kept bytes on every hit: nothing is compressed again.
    expect(cachedPage(htmlOf(await scope.run(true, () => cache.get("/a/product/1", {}))))?.gzip()).toEqual(
      kept!.gzip(),
    );
  });

  it("serves no kept bytes of a revalidated page, nor of a render that began before the revalidation", async () => {
    const cache = newCache();
    await cache.set("/a/product/1", page(HTML, TAGS), {});
    await sleep(2);
    await cache.revalidateTag(["shop:http://a:product:1"]);
    expect(await scope.run(true, () => cache.get("/a/product/1", {}))).toBeNull(); // its render begins
    await sleep(2);
    await cache.revalidateTag(["shop:http://a:product:1"]); // an edit during that render
    await cache.set("/a/product/1", page(HTML.replace("Item", "Old"), TAGS), {});
    expect(await scope.run(true, () => cache.get("/a/product/1", {}))).toBeNull();
  });

  it("keeps the page it lent when Next writes it back (it keeps the previous page when a render fails)", async () => {
    const cache = newCache();
    await cache.set("/a/product/1", page(HTML, TAGS), {});
    const kept = cache.memory.peek("/a/product/1")?.value as { html: unknown };
    const token = htmlOf(await scope.run(true, () => cache.get("/a/product/1", {})))!;
    await cache.set("/a/product/1", page(token, TAGS), { cacheControl: { revalidate: 3 } });
    expect((cache.memory.peek("/a/product/1")?.value as { html: unknown }).html).toBe(kept.html);
    expect(htmlOf(await cache.get("/a/product/1", {}))).toBe(INLINED);
    // A token no longer known stands for no page: nothing is kept in its place.
    await cache.set("/a/product/2", page(`${token.slice(0, -1)}9`, TAGS), {});
    expect(cache.memory.peek("/a/product/2")).toBeNull();
  });
});

describe("PageCacheHandler: where the stylesheet is inlined into kept pages", () => {
  const HREF = "/_next/static/chunks/site.css";
  const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
  const HTML = `<!DOCTYPE html><html><head>${LINK}</head><body>${"<p>Item</p>".repeat(400)}</body></html>`;
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), "kept-css-"));
    mkdirSync(join(dist, "static", "chunks"), { recursive: true });
    writeFileSync(join(dist, "static", "chunks", "site.css"), ".card{color:red}");
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const served = (scope: AsyncLocalStorage<boolean> | null) => {
    let handler: PageCacheHandler | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require("./cached-pages.mjs").setCachedPagesScope(scope);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { default: Handler } = require("./handler.mjs") as typeof import("./handler.mjs");
      handler = new Handler({ serverDistDir: join(dist, "server") });
    });
    return handler!;
  };

  it("inlines it when server.mjs writes kept pages, and keeps pages as rendered under `next start`", async () => {
    const withServer = served(new AsyncLocalStorage<boolean>());
    await withServer.set("/a", page(HTML), {});
    expect(((await withServer.get("/a", {}))?.value as { html: string }).html).toContain(
      "<style>.card{color:red}</style>",
    );
    const nextStart = served(null);
    await nextStart.set("/b", page(HTML), {});
    expect(((await nextStart.get("/b", {}))?.value as { html: string }).html).toBe(HTML);
  });
});

describe("PageCache: background renders of stale pages", () => {
  const MINUTE = { revalidate: 60, expire: 3600 };
  /** A cache holding `count` pages written two minutes ago with a one-minute window: all stale. */
  async function staleCache(count: number, maxBackgroundRenders = 2) {
    const cache = new PageCache({ maxBytes: 1_000_000, maxBackgroundRenders });
    for (let i = 0; i < count; i++) {
      cache.memory.set(`/p${i}`, page(`<p>${i}</p>`), [], { cacheControl: MINUTE, lastModified: Date.now() - 120_000 });
    }
    return cache;
  }
  /** Whether Next would find the hit stale (and render it again in the background), as it decides. */
  const staleForNext = (hit: Awaited<ReturnType<PageCache["get"]>>) => {
    const cacheControl = hit?.cacheControl as { revalidate: number };
    return hit !== null && hit.lastModified + cacheControl.revalidate * 1000 < Date.now();
  };

  it("lets at most two stale pages be rendered again at once; the others are served as they are", async () => {
    const cache = await staleCache(5);
    const hits = [];
    for (let i = 0; i < 5; i++) hits.push(await cache.get(`/p${i}`, {}));
    expect(hits.map(staleForNext)).toEqual([true, true, false, false, false]);
    expect(hits.map((hit) => (hit?.value as { html: string }).html)).toEqual([0, 1, 2, 3, 4].map((i) => `<p>${i}</p>`));
    // The entries keep their own write time: served as fresh is only what Next is told this once.
    expect(cache.memory.peek("/p2")?.lastModified).toBeLessThan(Date.now() - 60_000);
  });

  it("gives a slot back when the page is written (or found not worth keeping), then renders the next", async () => {
    const cache = await staleCache(4);
    await cache.get("/p0", {});
    await cache.get("/p1", {});
    expect(staleForNext(await cache.get("/p2", {}))).toBe(false);
    await cache.set("/p0", page("<p>0 again</p>"), { cacheControl: MINUTE });
    expect(staleForNext(await cache.get("/p2", {}))).toBe(true);
    await cache.set("/p1", { ...page(""), status: 404 }, {});
    expect(staleForNext(await cache.get("/p3", {}))).toBe(true);
  });

  it("lets a page whose render is under way be joined, and frees slots of renders that never wrote", async () => {
    const cache = await staleCache(3, 1);
    expect(staleForNext(await cache.get("/p0", {}))).toBe(true);
    expect(staleForNext(await cache.get("/p0", {}))).toBe(true);
    expect(staleForNext(await cache.get("/p1", {}))).toBe(false);
    const hit = cache.memory.get("/p1", {});
    expect(staleForNext(cache.throttleRenders("/p1", hit, Date.now() + 31_000))).toBe(true);
  });

  it("leaves fresh pages, pages past their expire time and data entries to Next", async () => {
    const cache = await staleCache(2, 0);
    cache.memory.set("/fresh", page("<p/>"), [], { cacheControl: MINUTE });
    cache.memory.set("/expired", page("<p/>"), [], {
      cacheControl: { revalidate: 60, expire: 90 },
      lastModified: Date.now() - 120_000,
    });
    const data = { kind: "FETCH", data: { body: "{}" }, revalidate: 60 };
    cache.memory.set("/data", data, [], { cacheControl: MINUTE, lastModified: Date.now() - 120_000 });
    expect(staleForNext(await cache.get("/fresh", {}))).toBe(false);
    expect(staleForNext(await cache.get("/expired", {}))).toBe(true);
    expect(staleForNext(await cache.get("/data", {}))).toBe(true);
    expect(staleForNext(await cache.get("/p0", {}))).toBe(false);
  });
});

describe("entry serialization", () => {
  it("keeps Buffers and Maps of pages through JSON", () => {
    const value = {
      kind: "APP_PAGE",
      html: "<p/>",
      rscData: Buffer.from([0, 1, 2, 255]),
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      headers: { a: "b" },
    };
    const back = deserialize(serialize(value)) as typeof value;
    expect(Buffer.isBuffer(back.rscData)).toBe(true);
    expect([...back.rscData]).toEqual([0, 1, 2, 255]);
    expect(back.segmentData).toBeInstanceOf(Map);
    expect(back.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect(back.headers).toEqual({ a: "b" });
  });
});

describe("PageCache on Redis (a real redis-server)", () => {
  let redis: TestRedis;
  const clients: SharedRedis[] = [];
  const warnings: string[] = [];
  const log = (line: string) => warnings.push(line);

  async function instance(buildId = "build-1") {
    const client = createRedisClient(redis.url, { timeout: 500, log });
    clients.push(client);
    await new Promise<void>((resolve) =>
      client.status === "ready" ? resolve() : client.once("ready", () => resolve()),
    );
    return new PageCache({ maxBytes: 1_000_000, client, buildId });
  }

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(async () => {
    redis.resume();
    await Promise.all(clients.splice(0).map((c) => c.quit().catch(() => c.disconnect())));
    warnings.length = 0;
  });
  afterAll(async () => {
    await redis.stop();
  });

  it("serves an entry written by one instance on another, with its time, cache control and bytes", async () => {
    const [a, b] = [await instance(), await instance()];
    const value = {
      ...page("<p>caf\u00e9</p>", "shop:http://a"),
      rscData: Buffer.from("rsc"),
      segmentData: new Map([["/_tree", Buffer.from("t")]]),
    };
    await a.set("/page/1", value, { cacheControl: { revalidate: 3600, expire: 31536000 } });
    const hit = await b.get("/page/1", {});
    expect(hit?.lastModified).toBe(a.memory.peek("/page/1")?.lastModified);
    expect(hit?.cacheControl).toEqual({ revalidate: 3600, expire: 31536000 });
    const got = hit?.value as typeof value;
    expect(got.html).toBe("<p>caf&#xe9;</p>");
    expect(got.rscData.toString()).toBe("rsc");
    expect(got.segmentData.get("/_tree")?.toString()).toBe("t");
    // Now B holds a copy of its own, confirmed as the latest on each read.
    expect(b.memory.peek("/page/1")).not.toBeNull();
    expect((await b.get("/page/1", {}))?.value).toBe(b.memory.peek("/page/1")?.value);
  });

  it("counts a page another instance wrote as a Redis hit, and this instance's confirmed copy as a memory hit", async () => {
    const [a, b] = [await instance(), await instance()];
    const recorded = recordedLookups();
    try {
      await b.get("/http,a.example/metrics", PAGE);
      await a.set("/http,a.example/metrics", page("<p>m</p>"), {
        cacheControl: { revalidate: 3600, expire: 31536000 },
      });
      await b.get("/http,a.example/metrics", PAGE);
      await b.get("/http,a.example/metrics", PAGE);
      expect(recorded.seen).toEqual([
        "/http,a.example/metrics redis miss",
        "/http,a.example/metrics redis hit",
        "/http,a.example/metrics memory hit",
      ]);
    } finally {
      recorded.stop();
    }
  });

  it("keeps each build's entries apart", async () => {
    const [a, b] = [await instance("build-1"), await instance("build-2")];
    await a.set("/page/build", page("one"), {});
    expect(await b.get("/page/build", {})).toBeNull();
  });

  it("serves the newer entry another instance wrote over this instance's copy", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/page/2", page("old"), {});
    await b.get("/page/2", {});
    await sleep(2);
    await a.set("/page/2", page("new"), {});
    expect(((await b.get("/page/2", {}))?.value as { html: string }).html).toBe("new");
  });

  it("keeps no render that began before another instance revalidated one of its tags", async () => {
    const [a, b] = [await instance(), await instance()];
    const tags = "shop:http://a,shop:http://a:product:2";
    expect(await a.get("/race/product/2", {})).toBeNull(); // A begins a render
    await sleep(2);
    await b.revalidateTag(["shop:http://a:product:2"]); // the edit's webhook reaches B
    await sleep(2);
    await a.set("/race/product/2", page("old price", tags), {});
    expect(await b.get("/race/product/2", {})).toBeNull();
    await sleep(2);
    expect(await a.get("/race/product/2", {})).toBeNull(); // the next request begins another
    await a.set("/race/product/2", page("new price", tags), {});
    expect(((await b.get("/race/product/2", {}))?.value as { html: string }).html).toBe("new price");
  });

  it("revalidates a tag on every instance, for that shop only", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/shop-a", page("a", "shop:http://a,shop:http://a:products"), {});
    await a.set("/shop-b", page("b", "shop:http://b,shop:http://b:products"), {});
    await a.set(
      "/fetch-a",
      { kind: "FETCH", data: { body: "{}" }, revalidate: 30 },
      { tags: ["shop:http://a:products"] },
    );
    await b.get("/shop-a", {});
    await sleep(2);
    await a.revalidateTag(["shop:http://a:products"]);
    expect(await b.get("/shop-a", {})).toBeNull();
    expect(b.memory.peek("/shop-a")).toBeNull();
    expect(await b.get("/fetch-a", { tags: ["shop:http://a:products"] })).toBeNull();
    expect(await b.get("/shop-b", {})).not.toBeNull();
  });

  it("counts soft tags given at read time", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/fetch-soft", { kind: "FETCH", data: {}, revalidate: 30 }, { tags: [] });
    await sleep(2);
    await a.revalidateTag("_N_T_/http,a/layout");
    expect(await b.get("/fetch-soft", { softTags: ["_N_T_/http,a/layout"] })).toBeNull();
  });

  it("drops a page from Redis once it is no longer worth keeping", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/gone", page("here"), {});
    await a.set("/gone", { ...page("missing"), status: 404 }, {});
    expect(await b.get("/gone", {})).toBeNull();
  });

  it("serves this instance's copy within the timeout when Redis hangs, warning once", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/hang", page("kept"), {});
    await b.get("/hang", {});
    redis.pause();
    const started = Date.now();
    const hits = await Promise.all(Array.from({ length: 5 }, () => b.get("/hang", {})));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(hits.every((hit) => (hit?.value as { html: string } | undefined)?.html === "kept")).toBe(true);
    expect(warnings.filter((w) => w.includes("unavailable"))).toHaveLength(1);
    // For a while after, reads do not wait on the hung Redis at all.
    const lookups = jest.spyOn(b.redis!, "get");
    expect(((await b.get("/hang", {}))?.value as { html: string }).html).toBe("kept");
    expect(lookups).not.toHaveBeenCalled();
  });

  it("writes revalidations made during an outage once Redis is back, and reconnects", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set("/outage", page("before", "shop:http://a:theme"), {});
    await redis.stop();
    await sleep(100);
    await a.revalidateTag("shop:http://a:theme");
    expect(a.pendingTags.has("shop:http://a:theme")).toBe(true);
    expect(await a.get("/outage", {})).toBeNull(); // at least this instance knows at once
    await redis.restart();
    const deadline = Date.now() + 10_000;
    while (a.pendingTags.size > 0 && Date.now() < deadline) await sleep(50);
    expect(a.pendingTags.size).toBe(0);
    await sleep(2);
    // The restarted Redis lost the entry; B writes one again and A's revalidation no longer hides it.
    await b.set("/outage", page("after", "shop:http://a:theme"), {});
    expect(((await a.get("/outage", {}))?.value as { html: string }).html).toBe("after");
    // Logged at the client's "ready", which a busy machine may deliver after the pending writes went out.
    const reconnected = () => warnings.some((w) => w.includes("reachable again"));
    while (!reconnected() && Date.now() < deadline) await sleep(50);
    expect(reconnected()).toBe(true);
  });
});
