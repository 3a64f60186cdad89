import { createHash } from "node:crypto";
import { cacheTagsOf } from "@/lib/page-cache/webhook.server";
import { productCache } from "@/lib/shop-api/cache-policy.server";
import { shopTag } from "@/lib/shop-api/core.server";
import { UNCACHED_TAG } from "@/lib/page-cache/uncached.mjs";
import { MAX_KEYS_HEADER_BYTES, edgeHeadersFor, edgeKeyOf, edgeKeysOf, sharedCacheable } from "./keys.server.mjs";

jest.mock("server-only", () => ({}));

const ONE = "http://localhost:3000";
const TWO = "http://127.0.0.1:3000";
const UUID = "0b6f5a52-1c2d-4e3f-8a9b-0c1d2e3f4a5b";
const idOf = (origin: string) => createHash("sha256").update(origin).digest("hex").slice(0, 12);
const ISR = "s-maxage=300, stale-while-revalidate=31535700";

describe("edgeKeyOf", () => {
  it("writes a page-cache tag with its shop's origin as a short hash, the resource as it is", () => {
    expect(edgeKeyOf(shopTag(ONE))).toBe(`shop:${idOf(ONE)}`);
    expect(edgeKeyOf(shopTag(ONE, "products"))).toBe(`shop:${idOf(ONE)}:products`);
    expect(edgeKeyOf(shopTag("https://shop.example", `product:${UUID}`))).toBe(
      `shop:${idOf("https://shop.example")}:product:${UUID}`,
    );
    expect(edgeKeyOf(shopTag("http://[::1]:3000", "theme"))).toBe(`shop:${idOf("http://[::1]:3000")}:theme`);
  });

  it("gives two shops different keys for the same resource", () => {
    expect(edgeKeyOf(shopTag(ONE, "theme"))).not.toBe(edgeKeyOf(shopTag(TWO, "theme")));
    expect(edgeKeyOf(shopTag("http://shop.example", "theme"))).not.toBe(
      edgeKeyOf(shopTag("https://shop.example", "theme")),
    );
  });

  it("leaves out tags of no shop (Next's own, global data) and any with a separator in them", () => {
    expect(edgeKeyOf("_N_T_/http,localhost:3000/layout")).toBeNull();
    expect(edgeKeyOf("countries")).toBeNull();
    expect(edgeKeyOf(`${shopTag(ONE)}:a b`)).toBeNull();
    expect(edgeKeyOf(`${shopTag(ONE)}:a,b`)).toBeNull();
  });
});

describe("edgeKeysOf", () => {
  it("names a product page's data as the webhook's purge of that product names it", () => {
    const pageTags = ["_N_T_/layout", ...productCache(ONE, UUID).tags, shopTag(ONE, "theme"), "countries"];
    const keys = edgeKeysOf(pageTags);
    expect(keys).toEqual([
      `shop:${idOf(ONE)}`,
      `shop:${idOf(ONE)}:products`,
      `shop:${idOf(ONE)}:product:${UUID}`,
      `shop:${idOf(ONE)}:theme`,
    ]);
    // The purge of `product:{uuid}` of this shop names this page's key; that of the other shop does not.
    expect(edgeKeysOf(cacheTagsOf(ONE, [`product:${UUID}`]))).toEqual([`shop:${idOf(ONE)}:product:${UUID}`]);
    expect(keys).not.toContain(edgeKeysOf(cacheTagsOf(TWO, [`product:${UUID}`]))[0]);
  });
});

describe("sharedCacheable", () => {
  it.each([
    [ISR, true],
    ["public, max-age=3600", true],
    ["public, max-age=31536000, immutable", true],
    ["private, no-cache, no-store, max-age=0, must-revalidate", false],
    ["private, no-store", false],
    ["no-store", false],
    ["public, no-cache", false],
    ["max-age=60", false],
    [undefined, false],
    ["", false],
  ])("%s: %s", (cacheControl, expected) => {
    expect(sharedCacheable(cacheControl)).toBe(expected);
  });
});

describe("edgeHeadersFor", () => {
  const tags = [shopTag(ONE), shopTag(ONE, "products"), shopTag(ONE, `product:${UUID}`)];

  it("names the keys in Surrogate-Key (spaces) and Cache-Tag (commas) on an answer a shared cache may keep", () => {
    const id = idOf(ONE);
    expect(edgeHeadersFor(ISR, tags)).toEqual({
      headers: {
        "surrogate-key": `shop:${id} shop:${id}:products shop:${id}:product:${UUID}`,
        "cache-tag": `shop:${id},shop:${id}:products,shop:${id}:product:${UUID}`,
      },
    });
  });

  it("shortens s-maxage to 1 s on a page Next sends stale, so the edge soon asks for the fresh one", () => {
    const stale = edgeHeadersFor(ISR, tags, { stale: true });
    expect(stale.cacheControl).toBe("s-maxage=1, stale-while-revalidate=31535700");
    expect(stale.headers).toEqual(edgeHeadersFor(ISR, tags).headers);
    expect(edgeHeadersFor(ISR, tags).cacheControl).toBeUndefined();
    expect(edgeHeadersFor("public, max-age=3600", tags, { stale: true }).cacheControl).toBeUndefined();
  });

  it("adds nothing to private answers, whatever tags were read for them", () => {
    expect(edgeHeadersFor("private, no-cache, no-store, max-age=0, must-revalidate", tags)).toEqual({});
    expect(edgeHeadersFor(undefined, tags)).toEqual({});
  });

  it("keeps every answer but a 200 out of shared caches, with no keys: a 404, a redirect, an error", () => {
    const tags = [shopTag(ONE), shopTag(ONE, "theme")];
    for (const status of [404, 307, 308, 301, 410, 500, 503, 201])
      expect(edgeHeadersFor(ISR, tags, { status })).toEqual({ cacheControl: "no-store" });
    expect(edgeHeadersFor("public, max-age=31536000, immutable", [], { status: 404 })).toEqual({
      cacheControl: "no-store",
    });
    for (const status of [200, 206, 304]) expect(edgeHeadersFor(ISR, tags, { status }).headers).toBeDefined();
    expect(edgeHeadersFor("private, no-store", tags, { status: 404 })).toEqual({});
  });

  it("keeps a page its render marked not kept (a listing's filter ranges) out of shared caches", () => {
    expect(edgeHeadersFor(ISR, new Set([shopTag(ONE), shopTag(ONE, "products"), UNCACHED_TAG]))).toEqual({
      cacheControl: "no-store",
    });
    expect(edgeKeyOf(UNCACHED_TAG)).toBeNull();
  });

  it("adds nothing to shared answers that hold no shop data (built assets, images)", () => {
    expect(edgeHeadersFor("public, max-age=31536000, immutable", [])).toEqual({});
  });

  it("keeps a page out of shared caches when its tags are unknown or too many, as no purge could reach it", () => {
    expect(edgeHeadersFor(ISR, [])).toEqual({ cacheControl: "no-store" });
    expect(edgeHeadersFor(ISR, ["_N_T_/layout"])).toEqual({ cacheControl: "no-store" });
    const many = Array.from({ length: 400 }, (_, i) => shopTag(ONE, `product:${i}-${UUID}`));
    expect(edgeKeysOf(many).join(" ").length).toBeGreaterThan(MAX_KEYS_HEADER_BYTES);
    expect(edgeHeadersFor(ISR, many)).toEqual({ cacheControl: "no-store" });
  });
});
