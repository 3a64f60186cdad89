import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { shopTag } from "@/lib/shop-api/core.server";
import { withEdgeHeaders } from "./answer-headers.server.mjs";
import { edgeKeysOf } from "./keys.server.mjs";
import { notePageTags } from "./page-tags.mjs";

jest.mock("server-only", () => ({}));

const ONE = "http://localhost:3000";
const TWO = "http://127.0.0.1:3000";
const ISR = "s-maxage=3600, stale-while-revalidate=31532400";

/** A stand-in for Next's handler: notes the tags as the cache handler would, after a wait, then answers. */
async function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url!, "http://x");
  const origin = url.searchParams.get("shop") ?? ONE;
  await new Promise((r) => setTimeout(r, Number(url.searchParams.get("wait") ?? 0)));
  if (url.searchParams.get("note") !== "0") notePageTags([shopTag(origin), shopTag(origin, "theme"), "_N_T_/layout"]);
  await new Promise((r) => setImmediate(r));
  const cacheControl = url.searchParams.get("cc") ?? ISR;
  if (url.searchParams.get("stale") === "1") response.setHeader("x-nextjs-cache", "STALE");
  const status = Number(url.searchParams.get("status") ?? 200);
  if (url.searchParams.get("inline") === "1") response.writeHead(status, { "Cache-Control": cacheControl }).end("page");
  else {
    response.statusCode = status;
    response.setHeader("cache-control", cacheControl);
    response.end("page");
  }
}

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => void withEdgeHeaders(response, () => answer(request, response)));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const keysOf = (origin: string) => edgeKeysOf([shopTag(origin), shopTag(origin, "theme")]);

describe("withEdgeHeaders", () => {
  it("names the tags read while answering in Surrogate-Key and Cache-Tag", async () => {
    for (const inline of ["0", "1"]) {
      const response = await fetch(`${base}/?inline=${inline}`);
      expect(response.headers.get("surrogate-key")).toBe(keysOf(ONE).join(" "));
      expect(response.headers.get("cache-tag")).toBe(keysOf(ONE).join(","));
      expect(response.headers.get("cache-control")).toBe(ISR);
    }
  });

  it("leaves a 404 or a redirect Next marked cacheable no shared lifetime and no keys", async () => {
    for (const inline of ["0", "1"])
      for (const status of [404, 307]) {
        const response = await fetch(`${base}/?inline=${inline}&status=${status}`, { redirect: "manual" });
        expect(response.status).toBe(status);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("surrogate-key")).toBeNull();
        expect(response.headers.get("cache-tag")).toBeNull();
      }
  });

  it("keeps each request's tags to its own answer when requests overlap", async () => {
    const [one, two] = await Promise.all([
      fetch(`${base}/?shop=${encodeURIComponent(ONE)}&wait=50`),
      fetch(`${base}/?shop=${encodeURIComponent(TWO)}&wait=0`),
    ]);
    expect(one.headers.get("surrogate-key")).toBe(keysOf(ONE).join(" "));
    expect(two.headers.get("surrogate-key")).toBe(keysOf(TWO).join(" "));
  });

  it("lets the edge keep a page Next sends stale for a second only", async () => {
    for (const inline of ["0", "1"]) {
      const response = await fetch(`${base}/?inline=${inline}&stale=1`);
      expect(response.headers.get("cache-control")).toBe("s-maxage=1, stale-while-revalidate=31532400");
      expect(response.headers.get("surrogate-key")).toBe(keysOf(ONE).join(" "));
    }
  });

  it("adds no key to a private answer", async () => {
    for (const inline of ["0", "1"]) {
      const response = await fetch(`${base}/?inline=${inline}&cc=${encodeURIComponent("private, no-store")}`);
      expect(response.headers.get("surrogate-key")).toBeNull();
      expect(response.headers.get("cache-tag")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("keeps a cacheable page whose tags are unknown out of shared caches", async () => {
    for (const inline of ["0", "1"]) {
      const response = await fetch(`${base}/?inline=${inline}&note=0`);
      expect(response.headers.get("surrogate-key")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("the page cache's tags on the answer", () => {
  const tags = [shopTag(ONE), shopTag(ONE, "products"), "_N_T_/layout"].join(",");
  const stored = { kind: "APP_PAGE", html: "<p>page</p>", headers: { "x-next-cache-tags": tags }, status: 200 };
  let cacheServer: Server;
  let cacheBase: string;

  beforeAll(async () => {
    const { default: PageCacheHandler } = await import("@/lib/page-cache/handler.mjs");
    const handler = new PageCacheHandler({});
    // As Next does: keeps a page it rendered (a miss), hands out a kept one (a hit), reads a fetch entry.
    cacheServer = createServer((request, response) =>
      withEdgeHeaders(response, async () => {
        const key = `/http,localhost:3000${request.url}`.replace(/\?.*$/, "");
        if (request.url!.endsWith("?render")) await handler.set(key, stored, {});
        else if (request.url!.endsWith("?fetch")) {
          const ctx = { tags: [shopTag(ONE, "theme")] };
          await handler.set("/fetch-key", { kind: "FETCH", data: { status: 200, body: "{}", headers: {} } }, ctx);
          await handler.get("/fetch-key", ctx);
        } else await handler.get(key, {});
        response.setHeader("cache-control", ISR);
        response.end("page");
      }),
    );
    await new Promise<void>((r) => cacheServer.listen(0, "127.0.0.1", r));
    cacheBase = `http://127.0.0.1:${(cacheServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => cacheServer.close(r)));

  it("come from the page Next keeps, then from the kept page it hands out", async () => {
    const expected = edgeKeysOf([shopTag(ONE), shopTag(ONE, "products")]).join(" ");
    expect((await fetch(`${cacheBase}/product/1?render`)).headers.get("surrogate-key")).toBe(expected);
    expect((await fetch(`${cacheBase}/product/1`)).headers.get("surrogate-key")).toBe(expected);
  });

  it("are never a data entry's: a page whose own entry was not read names no key", async () => {
    const answer = await fetch(`${cacheBase}/product/2?fetch`);
    expect(answer.headers.get("surrogate-key")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});
