import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createGzip, gunzipSync } from "node:zlib";
import { TOKEN_LENGTH, lend, takesCachedPages, type CachedPage } from "../page-cache/cached-pages.mjs";
import { BoundedStore } from "../page-cache/memory-store.mjs";
import { inlineStylesheetLinks } from "./inline-stylesheet.mjs";
import {
  buildStylesheets,
  inlineStylesheetInto,
  isDocumentRequest,
  withCachedPages,
} from "./inline-stylesheet.server.mjs";

const HREF = "/_next/static/chunks/abc123.css";
const CSS = ".card{color:red}";
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const DOCUMENT_HEAD = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${LINK}<title>Shop</title></head>`;
const QUOTING_BODY = `<body><pre>${LINK}</pre></body></html>`;
const DOCUMENT_BODY = `<body><p>Hello</p><script>self.__next_f.push([1,":HL[\\"${HREF}\\",\\"style\\"]"])</script></body></html>`;

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "inline-css-"));
  mkdirSync(join(dist, "static", "chunks"), { recursive: true });
  writeFileSync(join(dist, "static", "chunks", "abc123.css"), CSS);
  writeFileSync(join(dist, "static", "chunks", "closes.css"), "a::after{content:'</style><script>x</script>'}");
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("inlineStylesheetLinks", () => {
  it("puts the build stylesheet's text in the head and keeps its link disabled (never fetched)", () => {
    const out = inlineStylesheetLinks(DOCUMENT_HEAD, buildStylesheets(dist));
    expect(out).toContain(
      `<style>${CSS}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" disabled/>`,
    );
    expect(out).not.toContain(LINK);
    // A document inlined already (a kept page) goes through unchanged.
    expect(inlineStylesheetLinks(out, buildStylesheets(dist))).toBe(out);
  });

  it("leaves a link alone when the file is missing, outside the build's static files, or would end the style element", () => {
    const read = buildStylesheets(dist);
    for (const href of [
      "/_next/static/chunks/missing.css",
      "/_next/static/chunks/closes.css",
      "/_next/static/../../etc/passwd.css",
    ]) {
      const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
      expect(inlineStylesheetLinks(link, read)).toBe(link);
    }
    const foreign = `<link rel="stylesheet" href="https://cdn.example.com/x.css"/>`;
    expect(inlineStylesheetLinks(foreign, read)).toBe(foreign);
  });
});

describe("isDocumentRequest", () => {
  const req = (url: string, headers: IncomingHttpHeaders = {}, method = "GET") => ({ method, url, headers });
  it("takes page requests only, never RSC answers, files or route handlers", () => {
    expect(isDocumentRequest(req("/"))).toBe(true);
    expect(isDocumentRequest(req("/catagory/Men_Wear/1?page=2"))).toBe(true);
    expect(isDocumentRequest(req("/", {}, "HEAD"))).toBe(true);
    expect(isDocumentRequest(req("/", { rsc: "1" }))).toBe(false);
    expect(isDocumentRequest(req("/product/x?_rsc=abc"))).toBe(false);
    expect(isDocumentRequest(req("/product/x?a=1&_rsc=abc"))).toBe(false);
    expect(isDocumentRequest(req("/", { "next-router-prefetch": "1" }))).toBe(false);
    expect(isDocumentRequest(req("/", {}, "POST"))).toBe(false);
    for (const path of ["/_next/static/chunks/a.js", "/api/cart", "/media/x.jpg", "/sitemap.xml", "/robots.txt"])
      expect(isDocumentRequest(req(path))).toBe(false);
  });
});

/** Stands in for Next: answers HTML in chunks (gzip-compressed itself when the request accepts it), or JSON. */
let server: Server;
let port = 0;
let seenEncodings: (string | undefined)[] = [];
beforeAll(async () => {
  const stylesheets = buildStylesheets(dist);
  server = createServer((req, res) => {
    inlineStylesheetInto(req, res, stylesheets);
    seenEncodings.push(req.headers["accept-encoding"]);
    if (req.url?.startsWith("/json")) {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ link: LINK }));
      return;
    }
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (req.url?.startsWith("/whole")) {
      // A kept page: the whole document in one buffer, its body quoting the link as text.
      res.end(Buffer.from(DOCUMENT_HEAD + QUOTING_BODY));
      return;
    }
    res.setHeader("content-length", "999");
    const chunks = [DOCUMENT_HEAD.slice(0, 70), DOCUMENT_HEAD.slice(70), DOCUMENT_BODY];
    if (req.headers["accept-encoding"]?.includes("gzip")) {
      res.setHeader("content-encoding", "gzip");
      res.removeHeader("content-length");
      const zip = createGzip();
      zip.pipe(res);
      for (const chunk of chunks) zip.write(chunk);
      zip.end();
      return;
    }
    res.writeHead(200);
    void (async () => {
      for (const chunk of chunks) {
        res.write(chunk);
        await new Promise((resolve) => setImmediate(resolve));
      }
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seenEncodings = [];
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("inlineStylesheetInto", () => {
  it("serves a document with the stylesheet inlined, gzip-compressed when the browser accepts it", async () => {
    const answer = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-length"]).toBeUndefined();
    const html = gunzipSync(answer.body).toString("utf8");
    expect(html).toBe(
      DOCUMENT_HEAD.replace(LINK, `<style>${CSS}</style>${LINK.replace("/>", " disabled/>")}`) + DOCUMENT_BODY,
    );
    // The inner handler (Next) was asked for an uncompressed answer: it is compressed once, here.
    expect(seenEncodings).toEqual([undefined]);
  });

  it("serves it uncompressed to a client that accepts no gzip, without the handler's stale length", async () => {
    const answer = await get("/", { "accept-encoding": "identity" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-length"]).toBeUndefined();
    const html = answer.body.toString("utf8");
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).toContain(DOCUMENT_BODY);
  });

  it("rewrites the head alone: a document sent in one piece keeps its body byte for byte", async () => {
    const answer = await get("/whole", { "accept-encoding": "identity" });
    const html = answer.body.toString("utf8");
    expect(html).toBe(
      DOCUMENT_HEAD.replace(LINK, `<style>${CSS}</style>${LINK.replace("/>", " disabled/>")}`) + QUOTING_BODY,
    );
  });

  it("leaves RSC answers (header or _rsc query) and non-HTML answers as the handler made them", async () => {
    for (const [path, headers] of [
      ["/", { rsc: "1", "accept-encoding": "gzip" }],
      ["/?_rsc=x1", { "accept-encoding": "gzip" }],
    ] as const) {
      const answer = await get(path, headers);
      const html = gunzipSync(answer.body).toString("utf8");
      expect(html).toContain(LINK);
      expect(html).not.toContain("<style>");
    }
    expect(seenEncodings).toEqual(["gzip", "gzip"]);
    const json = await get("/json", { "accept-encoding": "gzip" });
    expect(JSON.parse(json.body.toString("utf8"))).toEqual({ link: LINK });
  });
});

describe("inlineStylesheetInto with pages the page cache keeps", () => {
  const PAGE = DOCUMENT_HEAD + `<body>${"<p>Item</p>".repeat(300)}</body></html>`;
  const INLINED = PAGE.replace(LINK, `<style>${CSS}</style>${LINK.replace("/>", " disabled/>")}`);
  let cachingServer: Server;
  let store: BoundedStore;
  let cachingPort = 0;
  const fetchCached = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: cachingPort, path, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });

  beforeAll(async () => {
    const stylesheets = buildStylesheets(dist);
    store = new BoundedStore(10_000_000, { stylesheetText: stylesheets });
    store.set("/page", { kind: "APP_PAGE", html: PAGE, headers: {} }, []);
    // Stands in for Next on a cache hit: the kept page's HTML (or its token) as one string, its length set.
    cachingServer = createServer((req, res) => {
      const cachedPages = inlineStylesheetInto(req, res, stylesheets);
      const answer = () => {
        const value = store.get("/page", {}, { lent: takesCachedPages() })?.value as { html: string };
        // Another request for the same page at once shares Next's cache read: it may get a token too.
        const html =
          req.url === "/page.html" ? lend((store.peek("/page")?.value as { html: CachedPage }).html) : value.html;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("content-length", Buffer.byteLength(html));
        res.end(req.method === "HEAD" ? null : html);
      };
      if (cachedPages) withCachedPages(answer);
      else answer();
    });
    await new Promise<void>((resolve) => cachingServer.listen(0, "127.0.0.1", resolve));
    cachingPort = (cachingServer.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => cachingServer.close(() => resolve())));

  it("writes a hit for a browser that accepts gzip from the kept bytes, the stylesheet inlined", async () => {
    const answer = await fetchCached("/", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    const kept = (store.peek("/page")?.value as { html: CachedPage }).html;
    expect(answer.body.equals(kept.gzip())).toBe(true); // not compressed again: the bytes as kept
    expect(gunzipSync(answer.body).toString("utf8")).toBe(INLINED);
  });

  it("serves the HTML with its stylesheet inlined once to a client without gzip, and headers alone to HEAD", async () => {
    const plain = await fetchCached("/", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(INLINED);
    const head = await fetchCached("/", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it("serves the HTML to a request that is no document when it shares a kept page's token", async () => {
    const answer = await fetchCached("/page.html", { "accept-encoding": "gzip" });
    expect(answer.headers["content-length"]).not.toBe(String(TOKEN_LENGTH));
    expect(answer.body.toString("utf8")).toBe(INLINED);
  });
});
