import { BoundedStore, entrySize } from "./memory-store.mjs";

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
    const store = new BoundedStore(100);
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
});
