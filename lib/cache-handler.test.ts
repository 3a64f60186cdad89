import BoundedCacheHandler, { BoundedStore, entrySize, worthKeeping } from "./cache-handler.mjs";

const page = (html: string, tags = "") => ({ kind: "APP_PAGE", html, headers: tags ? { "x-next-cache-tags": tags } : {} });

describe("BoundedStore", () => {
  it("keeps no not-found page nor redirect, so junk URLs cannot fill it", () => {
    const store = new BoundedStore(10_000);
    store.set("/http,unknown.example/", { ...page("<p>Shop not available</p>"), status: 404 }, {});
    store.set("/http,localhost:3100/catagory/Men_Wear/1/~page=99", { ...page(""), status: 307, headers: { location: "/catagory/Men_Wear/1?page=2" } }, {});
    store.set("/http,localhost:3100/route", { kind: "APP_ROUTE", body: Buffer.from("x"), status: 404, headers: {} }, {});
    expect(store.entries.size).toBe(0);
    expect(store.bytes).toBe(0);
    store.set("/http,localhost:3100/", { ...page("<p>home</p>"), status: 200 }, {});
    store.set("/http,localhost:3100/faq", page("<p>faq</p>"), {});
    store.set("/fetch", { kind: "FETCH", data: { status: 200 } }, {});
    expect(store.entries.size).toBe(3);
  });

  it("tells pages worth keeping from the rest", () => {
    expect(worthKeeping({ kind: "APP_PAGE" })).toBe(true);
    expect(worthKeeping({ kind: "APP_PAGE", status: 200 })).toBe(true);
    expect(worthKeeping({ kind: "APP_PAGE", status: 404 })).toBe(false);
    expect(worthKeeping({ kind: "APP_PAGE", status: 308 })).toBe(false);
    expect(worthKeeping({ kind: "APP_ROUTE", status: 500 })).toBe(false);
    expect(worthKeeping({ kind: "FETCH" })).toBe(true);
  });

  it("returns what was set, with the time it was written", () => {
    const store = new BoundedStore(10_000);
    const before = Date.now();
    store.set("/a", page("<p>a</p>"), {});
    const hit = store.get("/a", {});
    expect(hit?.value).toEqual(page("<p>a</p>"));
    expect(hit?.lastModified).toBeGreaterThanOrEqual(before);
    expect(store.get("/missing", {})).toBeNull();
  });

  it("keeps pages in ASCII, so that every hit is sent as a plain copy", () => {
    const store = new BoundedStore(10_000);
    store.set("/a", page("<p>Caf\u00e9 \u2013 \u20ac5</p>"), {});
    expect(store.get("/a", {})?.value).toEqual(page("<p>Caf&#xe9; &#x2013; &#x20ac;5</p>"));
  });

  it("drops the least recently used entries once over its size bound", () => {
    const big = "x".repeat(400);
    const store = new BoundedStore(entrySize("/a", page(big)) * 2);
    store.set("/a", page(big), {});
    store.set("/b", page(big), {});
    store.get("/a", {}); // /a is now the most recently used
    store.set("/c", page(big), {});
    expect(store.get("/b", {})).toBeNull();
    expect(store.get("/a", {})).not.toBeNull();
    expect(store.get("/c", {})).not.toBeNull();
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it("never keeps an entry larger than the whole bound", () => {
    const store = new BoundedStore(100);
    store.set("/small", page("s"), {});
    store.set("/huge", page("x".repeat(1000)), {});
    expect(store.get("/huge", {})).toBeNull();
    expect(store.get("/small", {})).not.toBeNull();
  });

  it("forgets entries whose tags were revalidated after they were written", async () => {
    const store = new BoundedStore(10_000);
    store.set("/theme", { kind: "FETCH", data: { body: "{}" } }, { tags: ["shop:http://a"] });
    store.set("/page", page("<p/>", "shop:http://a,_N_T_/"), {});
    store.set("/other", page("<p/>", "shop:http://b"), {});
    await new Promise((r) => setTimeout(r, 2));
    store.revalidateTag("shop:http://a");
    expect(store.get("/theme", {})).toBeNull();
    expect(store.get("/page", {})).toBeNull();
    expect(store.get("/other", {})).not.toBeNull();
  });

  it("treats soft tags given at read time like the entry's own", async () => {
    const store = new BoundedStore(10_000);
    store.set("/data", { kind: "FETCH", data: {} }, { tags: [] });
    await new Promise((r) => setTimeout(r, 2));
    store.revalidateTag(["_N_T_/catagory"]);
    expect(store.get("/data", { softTags: ["_N_T_/catagory"] })).toBeNull();
  });

  it("accounts its size when entries are replaced or removed", () => {
    const store = new BoundedStore(10_000);
    store.set("/a", page("one"), {});
    store.set("/a", page("three"), {});
    expect(store.bytes).toBe(entrySize("/a", page("three")));
    store.set("/a", null, {});
    expect(store.bytes).toBe(0);
  });
});

describe("BoundedCacheHandler", () => {
  it("shares one store between instances, as Next creates several", async () => {
    const first = new BoundedCacheHandler();
    const second = new BoundedCacheHandler();
    await first.set("/shared", page("<p/>"), {});
    expect((await second.get("/shared", {}))?.value).toEqual(page("<p/>"));
  });
});
