import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import nextConfig from "../next.config";
import { originOfSite, resolveOrigin, type TenantOptions } from "./tenant";

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

  it("takes the first value of a forwarded list", () => {
    const h = headers({ host: "internal", "x-forwarded-host": "shop.example, proxy.internal", "x-forwarded-proto": "https,http" });
    expect(resolveOrigin(h, proxied)).toMatchObject({ ok: true, origin: "https://shop.example" });
  });

  it("falls back to Host when the proxy sends no forwarded host", () => {
    expect(resolveOrigin(headers({ host: "shop.example" }), proxied)).toMatchObject({ ok: true, origin: "http://shop.example" });
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
    expect(resolveOrigin(headers({ host: "shop.example:8080" }), options)).toMatchObject({ ok: true });
    expect(resolveOrigin(headers({ host: "localhost:3100" }), options)).toMatchObject({ ok: true });
    expect(resolveOrigin(headers({ host: "localhost:3101" }), options)).toMatchObject({ ok: false, status: 421 });
    expect(resolveOrigin(headers({ host: "other.example" }), options)).toMatchObject({ ok: false, status: 421 });
  });

  it("checks the forwarded host against ALLOWED_HOSTS when trusted", () => {
    const options: TenantOptions = { trustProxy: true, allowedHosts: ["shop.example"] };
    const h = headers({ host: "shop.example", "x-forwarded-host": "other.example" });
    expect(resolveOrigin(h, options)).toMatchObject({ ok: false, status: 421 });
  });

  it("accepts IPv4 and bracketed IPv6 hosts", () => {
    expect(resolveOrigin(headers({ host: "127.0.0.1:3100" }), direct)).toMatchObject({ origin: "http://127.0.0.1:3100" });
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

/**
 * What Next's router does with next.config.ts's rewrites for one request, with Next's own matchers
 * and its rules of order: every matching beforeFiles rule applies in turn, each on the path the ones
 * before it left, matching case-insensitively whatever the config says; then the first matching
 * afterFiles rule (case-sensitive as configured; every path it gives has a route, so the search stops).
 * Returns the rewritten path, or null when no rule applied.
 */
function rewrite(path: string, requestHeaders: Record<string, string>): string | null {
  const req = { headers: Object.fromEntries(Object.entries(requestHeaders).map(([k, v]) => [k.toLowerCase(), v])) };
  const apply = (rule: Rule, current: string, sensitive: boolean): string | null => {
    const pathParams = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true, sensitive })(current);
    const headerParams = pathParams && matchHas(req as never, {}, rule.has, rule.missing);
    if (!pathParams || !headerParams) return null;
    const params = { ...pathParams, ...headerParams };
    return prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query: {} }).parsedDestination.pathname;
  };
  let current = path;
  for (const rule of before) current = apply(rule, current, false) ?? current;
  const sensitive = config.experimental?.caseSensitiveRoutes ?? false;
  for (const rule of after) {
    const next = apply(rule, current, sensitive);
    if (next !== null) {
      current = next;
      break;
    }
  }
  return current === path ? null : current;
}

function siteOf(rewritten: string | null): string {
  return decodeURIComponent(rewritten?.split("/")[1] ?? "");
}

describe("siteRewrites (run with Next's own matchers)", () => {
  const requests: Record<string, string>[] = [
    { host: "localhost:3100" },
    { host: "Shop.Example" },
    { host: "[::1]:8080" },
    { host: "127.0.0.1:3100", "x-forwarded-proto": "https" },
    { host: "internal:3000", "x-forwarded-host": "shop.example.com" },
    { host: "internal:3000", "x-forwarded-host": "shop.example.com, proxy.local", "x-forwarded-proto": "https, http" },
    { host: "internal:3000", "x-forwarded-proto": "ftp" },
    { host: "bad host" },
    { host: "evil.example/../x" },
    {},
  ];

  it.each(requests)("prefixes every path of %j with one segment that resolves like the headers", (headers) => {
    for (const options of [direct, proxied, { trustProxy: false, allowedHosts: ["localhost"] }]) {
      const expected = resolveOrigin({ get: (name) => headers[name] ?? null }, options);
      for (const path of ["/", "/about-us", "/catagory/Men_Wear/1", "/product/abc", "/api/cart", "/404"]) {
        const rewritten = rewrite(path, headers);
        expect(rewritten).toMatch(/^\/[^/]*\//);
        expect(rewritten?.slice(rewritten.indexOf("/", 1))).toBe(path);
        const resolved = originOfSite(siteOf(rewritten), () => options);
        if (expected.ok) expect(resolved).toEqual(expected);
        else expect(resolved).toMatchObject({ ok: false });
      }
    }
  });

  it("gives /Product/{id} its internal folder and leaves build assets and images alone", () => {
    expect(siteOf(rewrite("/Product/2", { host: "localhost:3100" }))).toBe(",,localhost:3100");
    expect(rewrite("/Product/2", { host: "localhost:3100" })).toMatch(/^\/[^/]+\/product-type\/2$/);
    expect(rewrite("/x/Product/2", { host: "localhost:3100" })).toBe("/,,localhost:3100/x/Product/2");
    expect(rewrite("/product/2", { host: "localhost:3100" })).toBe("/,,localhost:3100/product/2");
    expect(rewrite("/product/8305f5b0-7cbd", { host: "localhost:3100" })).toBe("/,,localhost:3100/product/8305f5b0-7cbd");
    expect(rewrite("/404", { host: "localhost:3100" })).toBe("/,,localhost:3100/404");
    for (const path of ["/_next/static/chunks/a.js", "/_next/image", "/media/shops/1/a.jpg", "/assets/favicon.svg"]) {
      expect(rewrite(path, { host: "localhost:3100" })).toBeNull();
    }
  });

  it("never lets a path choose the shop: a path that looks like a segment is prefixed like any other", () => {
    expect(rewrite("/https,shop.example,shop.example/about-us", { host: "localhost:3100" })).toBe(
      "/,,localhost:3100/https,shop.example,shop.example/about-us",
    );
  });
});

describe("originOfSite", () => {
  it("reads the headers a segment carries, by the rules of resolveOrigin", () => {
    expect(originOfSite(",,localhost:3100", () => direct)).toEqual({ ok: true, origin: "http://localhost:3100", host: "localhost:3100" });
    expect(originOfSite("https,shop.example,internal:3000", () => direct)).toMatchObject({ origin: "http://internal:3000" });
    expect(originOfSite("https,shop.example,internal:3000", () => proxied)).toMatchObject({ origin: "https://shop.example" });
    expect(originOfSite("%2C%2Clocalhost%3A3100", () => direct)).toMatchObject({ origin: "http://localhost:3100" });
    expect(originOfSite(",,evil.example", () => ({ trustProxy: false, allowedHosts: ["localhost"] }))).toMatchObject({ ok: false, status: 421 });
    expect(originOfSite("ftp,,localhost", () => proxied)).toMatchObject({ ok: false, status: 400 });
  });

  it.each(["", "about-us", ",,", "ht tp,,localhost", ",,local host", ",,a,b", ",a/b,localhost", "%E0%A4%A", ",,localhost:99999"])(
    "refuses %j as a malformed host",
    (segment) => expect(originOfSite(segment, () => direct)).toMatchObject({ ok: false, status: 400 }),
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
      expect(resolveOrigin(headers({ host: `Shop${i}.example:80` }), direct)).toEqual({ ok: true, origin, host: `shop${i}.example` });
    }
    expect(resolveOrigin(headers({ host: "[::1]:3000" }), direct)).toEqual(first);
    expect(resolveOrigin(headers({ host: "bad host" }), direct)).toMatchObject({ ok: false, status: 400 });
    expect(resolveOrigin(headers({ host: "shop.example:443", "x-forwarded-proto": "https" }), proxied)).toMatchObject({ ok: true, origin: "https://shop.example", host: "shop.example" });
  });
});
