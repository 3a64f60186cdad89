import { gunzipSync } from "node:zlib";
import { cachedPage } from "./cached-pages.mjs";
import { BoundedStore, ENTRY_OVERHEAD_BYTES, entrySize, isPackedPage } from "./memory-store.mjs";

const page = (html: string) => ({ kind: "APP_PAGE", html, headers: {} });

describe("BoundedStore", () => {
  it("returns what was set, with the time it was written and its cache control", () => {
    const store = new BoundedStore(10_000);
    const before = Date.now();
    store.set("/a", page("<p>a</p>"), [], { cacheControl: { revalidate: 60 } });
    const hit = store.get("/a", {});
    expect(hit?.value).toEqual(page("<p>a</p>"));
    expect(hit?.lastModified).toBeGreaterThanOrEqual(before);
    expect(hit?.cacheControl).toEqual({ revalidate: 60 });
    expect(store.get("/missing", {})).toBeNull();
  });

  it("keeps the write time it is given (another instance's)", () => {
    const store = new BoundedStore(10_000);
    store.set("/a", page("a"), [], { lastModified: 1234 });
    expect(store.get("/a", {})?.lastModified).toBe(1234);
    expect(store.peek("/a")?.lastModified).toBe(1234);
  });

  it("drops the least recently used entries once over its size bound", () => {
    const big = "x".repeat(400);
    const store = new BoundedStore(entrySize("/a", page(big)) * 2);
    store.set("/a", page(big), []);
    store.set("/b", page(big), []);
    store.get("/a", {}); // /a is now the most recently used
    store.set("/c", page(big), []);
    expect(store.get("/b", {})).toBeNull();
    expect(store.get("/a", {})).not.toBeNull();
    expect(store.get("/c", {})).not.toBeNull();
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it("never keeps an entry larger than the whole bound", () => {
    const store = new BoundedStore(entrySize("/small", page("s")) + 100);
    store.set("/small", page("s"), []);
    store.set("/huge", page("x".repeat(1000)), []);
    expect(store.get("/huge", {})).toBeNull();
    expect(store.get("/small", {})).not.toBeNull();
  });

  it("forgets entries whose tags were revalidated after they were written", async () => {
    const store = new BoundedStore(10_000);
    store.set("/theme", { kind: "FETCH", data: { body: "{}" } }, ["shop:http://a"]);
    store.set("/page", page("<p/>"), ["shop:http://a", "_N_T_/"]);
    store.set("/other", page("<p/>"), ["shop:http://b"]);
    await new Promise((r) => setTimeout(r, 2));
    store.revalidateTag("shop:http://a");
    expect(store.get("/theme", {})).toBeNull();
    expect(store.get("/page", {})).toBeNull();
    expect(store.get("/other", {})).not.toBeNull();
  });

  it("treats soft tags given at read time like the entry's own", async () => {
    const store = new BoundedStore(10_000);
    store.set("/data", { kind: "FETCH", data: {} }, []);
    await new Promise((r) => setTimeout(r, 2));
    store.revalidateTag(["_N_T_/catagory"]);
    expect(store.get("/data", { softTags: ["_N_T_/catagory"] })).toBeNull();
  });

  it("accounts its size when entries are replaced or removed", () => {
    const store = new BoundedStore(10_000);
    store.set("/a", page("one"), []);
    store.set("/a", page("three"), []);
    expect(store.bytes).toBe(entrySize("/a", page("three")));
    store.set("/a", null, []);
    expect(store.bytes).toBe(0);
  });

  it("leaves other stores of the same budget the bytes they hold", () => {
    let elsewhere = 0;
    const size = entrySize("/a", page("x".repeat(400)));
    const store = new BoundedStore(size * 4, { heldElsewhere: () => elsewhere });
    for (const key of ["/a", "/b", "/c", "/d"]) store.set(key, page("x".repeat(400)), []);
    expect(store.entries.size).toBe(4);
    elsewhere = size * 2; // the search indexes grew
    store.set("/e", page("x".repeat(400)), []);
    expect([...store.entries.keys()]).toEqual(["/d", "/e"]);
    expect(store.bytes + elsewhere).toBeLessThanOrEqual(store.maxBytes);
  });

  it("counts an entry's tags and its overhead against the bound, not only its body", () => {
    const tags = ["shop:http://shop-1.localhost:3000", "shop:http://shop-1.localhost:3000:products"];
    const store = new BoundedStore(10_000);
    store.set("/a", page("a"), tags);
    expect(store.bytes).toBe("/a".length + ENTRY_OVERHEAD_BYTES + tags.join("").length + "a".length);
  });
});

/** A page the size of a rendered one (about 64 KB of HTML), different per shop, repetitive like markup. */
function renderedPage(shop: number) {
  const card = (i: number) =>
    `<li class="card"><a href="/product/${shop}-${i}"><img alt="Item ${i}"/>Item ${i} of shop ${shop}</a></li>`;
  const html = `<!DOCTYPE html><html><body><ul>${Array.from({ length: 600 }, (_, i) => card(i)).join("")}</ul></body></html>`;
  const segment = Buffer.from(`0:["$","ul",null,${JSON.stringify(html.slice(0, 20_000))}]`);
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`0:{"shop":${shop}}`),
    segmentData: new Map([
      ["/_tree", segment],
      ["/_index", Buffer.from(segment.toString().replace(/Item/g, "Thing"))],
    ]),
    headers: {},
    status: 200,
  };
}

describe("BoundedStore keeps pages packed", () => {
  it("holds many more pages in its bound than their size unpacked", () => {
    const pages = Array.from({ length: 40 }, (_, shop) => renderedPage(shop));
    const unpacked = pages.reduce((sum, p) => sum + entrySize(`/${pages.indexOf(p)}`, p), 0);
    const store = new BoundedStore(Math.floor(unpacked / 4));
    pages.forEach((p, shop) => store.set(`/http,shop-${shop}.localhost/`, p, []));
    expect(store.entries.size).toBe(40);
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it("gives back the page as rendered: the same HTML, RSC payload and prefetch segments", () => {
    const store = new BoundedStore(10_000_000);
    const original = renderedPage(7);
    store.set("/p", original, []);
    const hit = store.get("/p", {})?.value as ReturnType<typeof renderedPage>;
    expect(hit.html).toBe(original.html);
    expect(hit.rscData).toEqual(original.rscData);
    expect(store.get("/p", {})?.value).toHaveProperty("rscData", hit.rscData); // sent as kept: no copy per hit
    expect(hit.segmentData.get("/_tree")).toEqual(original.segmentData.get("/_tree"));
    expect(hit.segmentData.get("/_index")).toEqual(original.segmentData.get("/_index"));
    expect(hit.segmentData.get("/missing")).toBeUndefined();
    expect(new Map(hit.segmentData)).toEqual(original.segmentData);
  });

  it("keeps a page's RSC payload deflated and gives it back byte for byte, once per lookup, when Next reads it", () => {
    const store = new BoundedStore(10_000_000);
    const original = renderedPage(5);
    const rscData = Buffer.from(`0:${JSON.stringify(original.html)}`); // about 64 KB, like a rendered page's
    store.set("/p", { ...original, rscData }, []);
    const kept = store.peek("/p")!;
    expect(kept.size).toBeLessThan(entrySize("/p", { ...original, rscData }) / 4);
    const hit = store.get("/p", {})?.value as { rscData: Buffer };
    expect(hit.rscData).toEqual(rscData);
    expect(hit.rscData).toBe(hit.rscData);
    expect((store.get("/p", {})?.value as { rscData: Buffer }).rscData).toEqual(rscData);
  });

  it("keeps a shop-API answer of Next's data cache with its body deflated, and gives back the data as written", () => {
    const store = new BoundedStore(10_000_000);
    const products = Array.from({ length: 60 }, (_, i) => ({ uuid: `p-${i}`, item_name: `Item ${i}`, price: i * 3 }));
    const data = {
      headers: { "content-type": "application/json" },
      body: Buffer.from(JSON.stringify({ status: true, data: products })).toString("base64"),
      status: 200,
      url: "http://127.0.0.1:4000/api/ecom-our-latest-product",
    };
    const answer = { kind: "FETCH", data, revalidate: 60 };
    store.set("/fetch", answer, []);
    expect(store.peek("/fetch")!.size).toBeLessThan(entrySize("/fetch", answer) / 3);
    expect(store.get("/fetch", {})?.value).toEqual(answer);
    const notBase64 = { kind: "FETCH", data: { ...data, body: `{"a":"${"x".repeat(3000)}"}` } };
    store.set("/text", notBase64, []);
    expect(store.get("/text", {})?.value).toBe(notBase64);
  });

  it("keeps the HTML in one byte per character when it was, and other text as written", () => {
    const store = new BoundedStore(10_000_000);
    const ascii = renderedPage(1).html;
    const wide = `${ascii}<p>\u20ac \u{1f600}</p>`;
    store.set("/ascii", page(ascii), []);
    store.set("/wide", page(wide), []);
    expect((store.get("/ascii", {})?.value as { html: string }).html).toBe(ascii);
    expect((store.get("/wide", {})?.value as { html: string }).html).toBe(wide);
  });

  it("keeps no larger buffer alive than what it counts: a view is kept as a buffer of its own", () => {
    const store = new BoundedStore(10_000_000);
    const chunk = Buffer.alloc(64 * 1024, 1); // Next's payloads and zlib's output can be views into a chunk
    const original = renderedPage(3);
    store.set("/p", { ...original, rscData: chunk.subarray(100, 600) }, []);
    const kept = store.peek("/p")?.value as { rscData: Buffer; segmentData: Map<string, Buffer> };
    expect(kept.rscData).toEqual(chunk.subarray(100, 600));
    expect(kept.rscData.buffer.byteLength).toBe(500);
    for (const packed of Map.prototype.values.call(kept.segmentData) as Iterable<Buffer>)
      expect(packed.buffer.byteLength).toBe(packed.length);
  });

  it("keeps small pages and other entries as they are", () => {
    const store = new BoundedStore(10_000);
    const small = page("<p>a</p>");
    const data = { kind: "FETCH", data: { body: "{}" } };
    store.set("/small", small, []);
    store.set("/data", data, []);
    expect(store.get("/small", {})?.value).toBe(small);
    expect(store.get("/data", {})?.value).toBe(data);
  });
});

/** A rendered page linking the build's stylesheet, as Next writes it. */
const HREF = "/_next/static/chunks/site.css";
const CSS = `.card{display:grid;gap:8px}${Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}`).join("")}`;
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const INLINED = `<style>${CSS}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" disabled/>`;
const stylesheets = (href: string) => (href === HREF ? CSS : null);
function linkedPage(shop: number) {
  const rendered = renderedPage(shop);
  return {
    ...rendered,
    html: rendered.html.replace("<html>", `<html><head><title>Shop ${shop}</title>${LINK}</head>`),
  };
}
type Parts = { parts: Buffer[]; length: number; gzip(): Buffer };

describe("BoundedStore keeps a page as the gzip answer a browser gets", () => {
  const zlib = process.getBuiltinModule("node:zlib");

  it("keeps the HTML gzipped with the build's stylesheet inlined (once, in the head)", () => {
    const store = new BoundedStore(10_000_000, { stylesheetText: stylesheets });
    const original = linkedPage(1);
    store.set("/p", original, []);
    const kept = store.peek("/p")?.value as { html: Parts };
    expect(isPackedPage(kept.html)).toBe(true);
    expect(gunzipSync(kept.html.gzip()).toString("utf8")).toBe(original.html.replace(LINK, INLINED));
    // Next, when it needs the string (HEAD, no gzip), gets the same document.
    expect((store.get("/p", {})?.value as { html: string }).html).toBe(original.html.replace(LINK, INLINED));
  });

  it("hands a hit over as its kept bytes: nothing is inflated or compressed per request", () => {
    const store = new BoundedStore(10_000_000, { stylesheetText: stylesheets });
    store.set("/p", linkedPage(2), []);
    const kept = (store.peek("/p")?.value as { html: Parts }).html;
    const calls = ["gzipSync", "gunzipSync", "deflateRawSync", "inflateRawSync", "gzip", "gunzip"].map((name) =>
      jest.spyOn(zlib, name as "gzipSync"),
    );
    try {
      const hit = store.get("/p", {}, { lent: true })?.value as { html: string; rscData: Buffer };
      const page = cachedPage(hit.html);
      expect(page).toBe(kept);
      expect(page?.parts).toBe(kept.parts);
      for (const call of calls) expect(call).not.toHaveBeenCalled();
    } finally {
      for (const call of calls) call.mockRestore();
    }
  });

  it("holds the stylesheet's bytes once for every page, and counts only each page's own", () => {
    const store = new BoundedStore(10_000_000, { stylesheetText: stylesheets });
    store.set("/a", linkedPage(3), []);
    store.set("/b", linkedPage(4), []);
    const a = (store.peek("/a")?.value as { html: Parts }).html;
    const b = (store.peek("/b")?.value as { html: Parts }).html;
    expect(a.parts[1]).toBe(b.parts[1]);
    expect(a.length).toBe(a.gzip().length - a.parts[1]!.length);
    expect(store.peek("/a")?.size).toBe(entrySize("/a", store.peek("/a")?.value));
    // Deflated in pieces, a page is about as small as gzipped whole.
    expect(a.gzip().length).toBeLessThan(zlib.gzipSync(linkedPage(3).html.replace(LINK, INLINED)).length * 1.1);
  });

  it("serves no kept bytes of a page whose tags were revalidated", async () => {
    const store = new BoundedStore(10_000_000, { stylesheetText: stylesheets });
    store.set("/p", linkedPage(5), ["shop:a"]);
    await new Promise((resolve) => setTimeout(resolve, 2));
    store.revalidateTag(["shop:a"]);
    expect(store.get("/p", {}, { lent: true })).toBeNull();
  });

  it("keeps text outside ASCII (in the page or its stylesheet) as UTF-8", () => {
    const css = `${CSS}.price::before{content:"\u20ac \u2013"}`.replace("\\u20ac \\u2013", "\u20ac \u2013");
    const store = new BoundedStore(10_000_000, { stylesheetText: () => css });
    const original = { ...linkedPage(6), html: linkedPage(6).html.replace("Item 1 ", "Caf\u00e9 1 ") };
    store.set("/p", original, []);
    const html = original.html.replace(LINK, INLINED.replace(CSS, css));
    expect(gunzipSync((store.peek("/p")?.value as { html: Parts }).html.gzip()).toString("utf8")).toBe(html);
    expect((store.get("/p", {})?.value as { html: string }).html).toBe(html);
  });
});

test("the module loads where looking up Node's built-ins throws (Next's Edge sandbox), and keeps pages as they are there", () => {
  const lookup = process.getBuiltinModule;
  process.getBuiltinModule = (() => {
    throw new Error("A Node.js API is used (process.getBuiltinModule) which is not supported in the Edge Runtime.");
  }) as typeof process.getBuiltinModule;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const store = require("./memory-store.mjs") as typeof import("./memory-store.mjs");
      const page = { kind: "APP_PAGE", html: "<p>page</p>".repeat(500), rscData: Buffer.from("rsc"), headers: {} };
      expect(store.pack(page)).toBe(page);
    });
  } finally {
    process.getBuiltinModule = lookup;
  }
});
