import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import * as staticInfo from "next/dist/build/analysis/get-page-static-info";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { config as middlewareConfig } from "../middleware";
import nextConfig from "../next.config";
import {
  CANONICAL_HTTP_HOST,
  forwardedRequestHeaders,
  normaliseOrigin,
  originOfSite,
  resolveOrigin,
  siteSegment,
  type TenantOptions,
} from "./tenant";

function headers(values: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower[name.toLowerCase()] ?? null };
}

const direct: TenantOptions = { trustProxy: false, allowedHosts: [] };
const proxied: TenantOptions = { trustProxy: true, allowedHosts: [] };

describe("resolveOrigin", () => {
  it("uses the Host header over plain http", () => {
    expect(resolveOrigin(headers({ host: "localhost:3100" }), direct)).toEqual({
      ok: true,
      origin: "http://localhost:3100",
      host: "localhost:3100",
    });
  });

  it("normalises case and drops the default port", () => {
    const result = resolveOrigin(headers({ host: "Shop.Example.COM:80" }), direct);
    expect(result).toMatchObject({ ok: true, origin: "http://shop.example.com" });
  });

  it("ignores X-Forwarded-* headers unless TRUST_PROXY is set", () => {
    const h = headers({ host: "a.example", "x-forwarded-host": "b.example", "x-forwarded-proto": "https" });
    expect(resolveOrigin(h, direct)).toMatchObject({ ok: true, origin: "http://a.example" });
    expect(resolveOrigin(h, proxied)).toMatchObject({ ok: true, origin: "https://b.example" });
  });

  it("takes the last value of a forwarded list, the one the trusted proxy added (as for X-Forwarded-For)", () => {
    const h = headers({
      host: "internal",
      "x-forwarded-host": "evil.example, shop.example",
      "x-forwarded-proto": "http, https",
    });
    expect(resolveOrigin(h, proxied)).toMatchObject({ ok: true, origin: "https://shop.example" });
  });

  it("falls back to Host when the proxy sends no forwarded host", () => {
    expect(resolveOrigin(headers({ host: "shop.example" }), proxied)).toMatchObject({
      ok: true,
      origin: "http://shop.example",
    });
  });

  it("answers 400 for a missing or malformed host", () => {
    expect(resolveOrigin(headers({}), direct)).toMatchObject({ ok: false, status: 400 });
    for (const bad of ["evil.com/path", "a b", "user@host", "host:99999", "-bad.example", "a..b", "host:port"]) {
      expect(resolveOrigin(headers({ host: bad }), direct)).toMatchObject({ ok: false, status: 400 });
    }
  });

  it("answers 400 for a forwarded scheme other than http(s)", () => {
    const h = headers({ host: "shop.example", "x-forwarded-proto": "javascript" });
    expect(resolveOrigin(h, proxied)).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 421 for a host outside ALLOWED_HOSTS, matching host or host:port entries", () => {
    const options: TenantOptions = { trustProxy: false, allowedHosts: ["shop.example", "localhost:3100"] };
    expect(resolveOrigin(headers({ host: "shop.example" }), options)).toMatchObject({ ok: true });
    expect(resolveOrigin(headers({ host: "shop.example:80" }), options)).toMatchObject({ ok: true });
    expect(resolveOrigin(headers({ host: "localhost:3100" }), options)).toMatchObject({ ok: true });
    expect(resolveOrigin(headers({ host: "localhost:3101" }), options)).toMatchObject({ ok: false, status: 421 });
    expect(resolveOrigin(headers({ host: "other.example" }), options)).toMatchObject({ ok: false, status: 421 });
  });

  it("admits a bare ALLOWED_HOSTS entry on its scheme's default port only", () => {
    const options: TenantOptions = { trustProxy: true, allowedHosts: ["shop.example", "admin.example:443"] };
    expect(resolveOrigin(headers({ host: "shop.example" }), options)).toMatchObject({
      ok: true,
      origin: "http://shop.example",
    });
    expect(
      resolveOrigin(headers({ host: "x", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" }), options),
    ).toMatchObject({ ok: true, origin: "https://shop.example" });
    for (const host of ["shop.example:8080", "shop.example:443", "shop.example:3000"]) {
      expect(resolveOrigin(headers({ host }), options)).toMatchObject({ ok: false, status: 421 });
    }
    expect(
      resolveOrigin(headers({ host: "x", "x-forwarded-host": "admin.example", "x-forwarded-proto": "https" }), options),
    ).toMatchObject({ ok: true });
    expect(resolveOrigin(headers({ host: "admin.example" }), options)).toMatchObject({ ok: false, status: 421 });
  });

  it("checks the forwarded host against ALLOWED_HOSTS when trusted", () => {
    const options: TenantOptions = { trustProxy: true, allowedHosts: ["shop.example"] };
    const h = headers({ host: "shop.example", "x-forwarded-host": "other.example" });
    expect(resolveOrigin(h, options)).toMatchObject({ ok: false, status: 421 });
  });

  it("accepts IPv4 and bracketed IPv6 hosts", () => {
    expect(resolveOrigin(headers({ host: "127.0.0.1:3100" }), direct)).toMatchObject({
      origin: "http://127.0.0.1:3100",
    });
    expect(resolveOrigin(headers({ host: "[::1]:3100" }), direct)).toMatchObject({ origin: "http://[::1]:3100" });
  });
});

const config = nextConfig("phase-production-build");
type Rule = { source: string; destination: string; has?: never; missing?: never };
let before: Rule[] = [];
let after: Rule[] = [];
beforeAll(async () => {
  const rewrites = await config.rewrites?.();
  if (!rewrites || Array.isArray(rewrites)) throw new Error("next.config.ts should give rewrites in phases");
  [before, after] = [rewrites.beforeFiles as Rule[], rewrites.afterFiles as Rule[]];
});

// The build's own compilation of the middleware's matchers (exported by the module, though not in its type declarations).
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: unknown) => never;
};
const middlewareRunsFor = getMiddlewareRouteMatcher(getMiddlewareMatchers(middlewareConfig.matcher, { i18n: null }));

type Routed = { middleware: boolean; status?: number; path: string | null; beforeFilesApplied: number };

/**
 * What Next does with one request before a route runs, with Next's own matchers and its rules of
 * order: the middleware runs when its matcher says so, and its request-header overrides replace
 * the request's headers (resolve-routes: every header not listed is deleted); then every matching
 * beforeFiles rule applies in turn, each on the path the ones before it left, matching
 * case-insensitively whatever the config says; then the first matching afterFiles rule
 * (case-sensitive as configured; every path it gives has a route, so the search stops).
 */
function route(path: string, requestHeaders: Record<string, string>, options: TenantOptions = direct): Routed {
  let headers: Record<string, string> = Object.fromEntries(
    Object.entries(requestHeaders).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const middleware = middlewareRunsFor(path, { headers } as never, {});
  if (middleware) {
    const forwarded = forwardedRequestHeaders(new Headers(headers), options.trustProxy);
    if (!forwarded.ok) return { middleware, status: forwarded.status, path: null, beforeFilesApplied: 0 };
    if (forwarded.headers) headers = Object.fromEntries(forwarded.headers.entries());
  }
  const req = { headers };
  const apply = (rule: Rule, current: string, sensitive: boolean): string | null => {
    const pathParams = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true, sensitive })(current);
    const headerParams = pathParams && matchHas(req as never, {}, rule.has, rule.missing);
    if (!pathParams || !headerParams) return null;
    const params = { ...pathParams, ...headerParams };
    return prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query: {} })
      .parsedDestination.pathname;
  };
  let current = path;
  let beforeFilesApplied = 0;
  for (const rule of before) {
    const next = apply(rule, current, false);
    if (next !== null) {
      current = next;
      beforeFilesApplied += 1;
    }
  }
  const sensitive = config.experimental?.caseSensitiveRoutes ?? false;
  for (const rule of after) {
    const next = apply(rule, current, sensitive);
    if (next !== null) {
      current = next;
      break;
    }
  }
  return { middleware, path: current === path ? null : current, beforeFilesApplied };
}

const rewrite = (path: string, headers: Record<string, string>, options?: TenantOptions) =>
  route(path, headers, options).path;

function siteOf(rewritten: string | null): string {
  return decodeURIComponent(rewritten?.split("/")[1] ?? "");
}

describe("CANONICAL_HTTP_HOST (what the router prefixes alone)", () => {
  const canonical = new RegExp(`^${CANONICAL_HTTP_HOST}$`);
  it.each([
    "localhost",
    "localhost:3100",
    "shop.example.com",
    "127.0.0.1:3100",
    "255.255.255.255",
    "a-b.c1.example:8080",
    "xn--bcher-kva.example",
    "443.example.com:443",
    "1host",
  ])("accepts %s, which URL leaves as it is", (host) => {
    expect(canonical.test(host)).toBe(true);
    expect(normaliseOrigin("http", host)).toBe(`http://${host}`);
  });
  it.each([
    "LOCALHOST:3100",
    "Shop.example",
    "localhost:80",
    "localhost:03100",
    "localhost:0",
    "127.1",
    "127.0.0.01",
    "0x7f.0.0.1",
    "2130706433",
    "example.0x1",
    "shop.example.",
    "[::1]:3100",
    "host:",
    "a b",
    "",
  ])("leaves %j to the middleware", (host) => expect(canonical.test(host)).toBe(false));
});

describe("shop segments (router rewrites and middleware, run with Next's own matchers)", () => {
  const requests: Record<string, string>[] = [
    { host: "localhost:3100" },
    { host: "Shop.Example" },
    { host: "shop.example:80" },
    { host: "[::1]:8080" },
    { host: "127.0.0.1:3100", "x-forwarded-proto": "https" },
    { host: "internal:3000", "x-forwarded-host": "shop.example.com" },
    {
      host: "internal:3000",
      "x-forwarded-host": "Shop.Example.com:443, proxy.local",
      "x-forwarded-proto": "HTTPS, http",
    },
    { host: "internal:3000", "x-forwarded-proto": "ftp" },
    { host: "localhost:3100", "x-storefront-site": "http,victim.example" },
    { host: "localhost:3100", "x-forwarded-for": "203.0.113.9" },
    { host: "bad host" },
    { host: "evil.example/../x" },
    {},
  ];

  it.each(requests)("prefixes every path of %j with the canonical segment of its origin, or refuses it", (headers) => {
    for (const options of [direct, proxied, { trustProxy: false, allowedHosts: ["localhost"] }]) {
      const expected = resolveOrigin({ get: (name) => headers[name] ?? null }, options);
      for (const path of ["/", "/about-us", "/catagory/Men_Wear/1", "/product/abc", "/api/cart", "/404"]) {
        const routed = route(path, headers, options);
        if (routed.status !== undefined) {
          // The middleware answers a host it cannot read itself.
          expect(expected).toMatchObject({ ok: false, status: 400 });
          continue;
        }
        expect(routed.beforeFilesApplied).toBe(1);
        const rewritten = routed.path;
        expect(rewritten?.slice(rewritten.indexOf("/", 1))).toBe(path);
        const resolved = originOfSite(siteOf(rewritten), () => options);
        if (expected.ok) {
          expect(resolved).toEqual(expected);
          expect(siteOf(rewritten)).toBe(siteSegment(expected.origin));
        } else expect(resolved).toMatchObject({ ok: false });
      }
    }
  });

  it("needs no middleware for a plain request (what a browser sends to the shop)", () => {
    for (const host of ["localhost:3100", "127.0.0.1:3100", "shop.example.com"]) {
      expect(route("/catagory/Men_Wear/1", { host, accept: "text/html", cookie: "a=b" })).toEqual({
        middleware: false,
        path: `/http,${host}/catagory/Men_Wear/1`,
        beforeFilesApplied: 1,
      });
    }
  });

  it("gives every spelling of one shop the same segment, whatever TRUST_PROXY says", () => {
    const spellings: Record<string, string>[] = [
      { host: "localhost:3100" },
      { host: "LOCALHOST:3100" },
      { host: "LocalHost:03100" },
      { host: "localhost:3100", "x-forwarded-host": "junk.example" },
      { host: "localhost:3100", "x-forwarded-proto": "https" },
      { host: "localhost:3100", "x-forwarded-host": "Other.Example", "x-forwarded-proto": "gopher" },
      { host: "localhost:3100", "x-storefront-site": "https,victim.example" },
    ];
    for (const headers of spellings) expect(rewrite("/faq", headers, direct)).toBe("/http,localhost:3100/faq");
    expect(rewrite("/", { host: "shop.example:80" })).toBe("/http,shop.example/");
    expect(rewrite("/", { host: "127.1:3100" })).toBe("/http,127.0.0.1:3100/");

    const behindProxy: Record<string, string>[] = [
      { host: "10.0.0.5:3000", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" },
      { host: "10.0.0.5:3000", "x-forwarded-host": "SHOP.example:443", "x-forwarded-proto": "HTTPS" },
      { host: "10.0.0.5:3000", "x-forwarded-host": "cdn.example, shop.example", "x-forwarded-proto": "http,https" },
      {
        host: "10.0.0.5:3000",
        "x-forwarded-host": "shop.example",
        "x-forwarded-proto": "https",
        "x-storefront-site": "http,victim.example",
      },
    ];
    for (const headers of behindProxy) expect(rewrite("/faq", headers, proxied)).toBe("/https,shop.example/faq");
  });

  it("drops a client's forwarded headers unless TRUST_PROXY, so that Next fills them from the connection", () => {
    const headers = new Headers({
      host: "localhost:3100",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-host": "a.example",
      "x-forwarded-proto": "https",
      cookie: "c=1",
    });
    const direct = forwardedRequestHeaders(headers, false);
    expect(direct.ok && direct.headers && Object.fromEntries(direct.headers.entries())).toEqual({
      host: "localhost:3100",
      cookie: "c=1",
      "x-storefront-site": "http,localhost:3100",
    });
    const trusted = forwardedRequestHeaders(headers, true);
    expect(trusted.ok && trusted.headers?.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(trusted.ok && trusted.headers?.get("x-storefront-site")).toBe("https,a.example");
    expect(forwardedRequestHeaders(new Headers({ host: "localhost:3100" }), false)).toEqual({
      ok: true,
      headers: null,
    });
  });

  it("gives /Product/{id} its internal folder and leaves build assets and images alone", () => {
    expect(siteOf(rewrite("/Product/2", { host: "localhost:3100" }))).toBe("http,localhost:3100");
    expect(rewrite("/Product/2", { host: "localhost:3100" })).toMatch(/^\/[^/]+\/product-type\/2$/);
    expect(rewrite("/x/Product/2", { host: "localhost:3100" })).toBe("/http,localhost:3100/x/Product/2");
    expect(rewrite("/product/2", { host: "localhost:3100" })).toBe("/http,localhost:3100/product/2");
    expect(rewrite("/product/8305f5b0-7cbd", { host: "localhost:3100" })).toBe(
      "/http,localhost:3100/product/8305f5b0-7cbd",
    );
    expect(rewrite("/404", { host: "localhost:3100" })).toBe("/http,localhost:3100/404");
    for (const path of ["/_next/static/chunks/a.js", "/_next/image", "/media/shops/1/a.jpg", "/assets/favicon.svg"]) {
      expect(rewrite(path, { host: "localhost:3100" })).toBeNull();
    }
  });

  it("never lets a path choose the shop: a path that looks like a segment is prefixed like any other", () => {
    expect(rewrite("/https,shop.example/about-us", { host: "localhost:3100" })).toBe(
      "/http,localhost:3100/https,shop.example/about-us",
    );
  });
});

describe("originOfSite", () => {
  it("reads the canonical origin a segment names", () => {
    expect(originOfSite("http,localhost:3100", () => direct)).toEqual({
      ok: true,
      origin: "http://localhost:3100",
      host: "localhost:3100",
    });
    expect(originOfSite("https,shop.example", () => proxied)).toEqual({
      ok: true,
      origin: "https://shop.example",
      host: "shop.example",
    });
    expect(originOfSite("http%2Clocalhost%3A3100", () => direct)).toMatchObject({ origin: "http://localhost:3100" });
    expect(originOfSite("http,[::1]:3100", () => direct)).toMatchObject({ origin: "http://[::1]:3100" });
    expect(originOfSite("http,evil.example", () => ({ trustProxy: false, allowedHosts: ["localhost"] }))).toMatchObject(
      { ok: false, status: 421 },
    );
  });

  it("names no shop with another spelling of a segment, so no such page is rendered or kept", () => {
    for (const spelling of [
      "http,LOCALHOST:3100",
      "http,localhost:80",
      "http,localhost:03100",
      "http,127.1",
      "HTTP,localhost",
      "https,shop.example:443",
    ]) {
      expect(originOfSite(spelling, () => proxied)).toMatchObject({ ok: false, status: 400 });
    }
  });

  it("takes https only from a trusted proxy", () => {
    expect(originOfSite("https,shop.example", () => direct)).toMatchObject({ ok: false, status: 400 });
  });

  it.each([
    "",
    "about-us",
    ",,localhost:3100",
    "http,",
    "ftp,localhost",
    "http,local host",
    "http,a,b",
    "http,a/b",
    "%E0%A4%A",
    "http,localhost:99999",
  ])("refuses %j as a malformed host", (segment) =>
    expect(originOfSite(segment, () => direct)).toMatchObject({ ok: false, status: 400 }),
  );

  it("reads no settings for a segment the rewrites cannot produce (the build renders placeholders)", () => {
    const noSettings = () => {
      throw new Error("settings read");
    };
    expect(originOfSite("-", noSettings)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("memoised origins (every page and route resolves the same few)", () => {
  it("gives the same answers when asked again, also after more distinct hosts than the memo keeps", () => {
    const first = resolveOrigin(headers({ host: "[::1]:3000" }), direct);
    expect(first).toEqual({ ok: true, origin: "http://[::1]:3000", host: "[::1]:3000" });
    expect(resolveOrigin(headers({ host: "bad host" }), direct)).toMatchObject({ ok: false, status: 400 });
    for (let i = 0; i < 600; i++) {
      const origin = `http://shop${i}.example`;
      expect(resolveOrigin(headers({ host: `Shop${i}.example:80` }), direct)).toEqual({
        ok: true,
        origin,
        host: `shop${i}.example`,
      });
    }
    expect(resolveOrigin(headers({ host: "[::1]:3000" }), direct)).toEqual(first);
    expect(resolveOrigin(headers({ host: "bad host" }), direct)).toMatchObject({ ok: false, status: 400 });
    expect(resolveOrigin(headers({ host: "shop.example:443", "x-forwarded-proto": "https" }), proxied)).toMatchObject({
      ok: true,
      origin: "https://shop.example",
      host: "shop.example",
    });
  });
});

describe("forwardedRequestHeaders with TRUST_PROXY", () => {
  it("hands Next only the trusted (last) X-Forwarded-Host entry, the one the shop is taken from", () => {
    const forwarded = forwardedRequestHeaders(
      new Headers({ host: "10.0.0.5:3000", "x-forwarded-host": "evil.example, shop.example" }),
      true,
    );
    expect(forwarded.ok && forwarded.headers?.get("x-forwarded-host")).toBe("shop.example");
    expect(forwarded.ok && forwarded.headers?.get("x-storefront-site")).toBe("http,shop.example");
  });
});
