import { readFileSync } from "node:fs";
import { join } from "node:path";
import { othersSecrets, type ShopFixture } from "./fixtures";
import { isLoginRequired } from "../../lib/routing";
import type { WireRequest } from "./http";
import {
  HTTP_METHODS,
  publicAliases,
  routeLabel,
  type HandlerRoute,
  type PageRoute,
  type Route,
  type Segment,
} from "./routes";
import {
  BAD_JSON,
  JUNK_QUERIES,
  MALFORMED_ESCAPES,
  ORDER_QUERY_KEYS,
  WEIRD_STRINGS,
  WRONG_IDS,
  WRONG_TYPES,
  bodyWithEvery,
  deeplyNested,
  fieldsOf,
  foreignOrigins,
  foreignParams,
  knownBodies,
  ownParam,
} from "./values";

/**
 * The malformed requests of one route: wrong methods, foreign Origins, bad JSON, wrong types, deep
 * nesting, huge bodies and strings, malformed percent-escapes in every path segment, wrong and
 * oversized ids, junk query strings, junk headers and cookies; each signed out and signed in,
 * spread over both demo shops.
 */

export type AbuseRequest = WireRequest & {
  route: string;
  kind: string;
  shop: string;
  signedIn: boolean;
  /** Statuses this request must get (any non-5xx when absent). */
  expect?: number[];
  /** Other customers' e-mails and order numbers: no answer may show one. */
  secrets: string[];
};

type Draft = {
  kind: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  chunked?: boolean;
  expect?: number[];
  origin?: string | null;
};

const MAX_BODY = 64 * 1024;

/** Half of a list (the other half for the other variant): signed out and signed in together send all of it. */
function half<T>(list: readonly T[], variant: number): T[] {
  return list.filter((_, i) => i % 2 === variant);
}

/** `count` entries of a list, starting at `offset` and wrapping, so successive segments get different ones. */
function some<T>(list: readonly T[], count: number, offset: number): T[] {
  return Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(offset + i) % list.length]!);
}
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** A concrete path: each segment given by `pick`, which may leave out an optional catch-all. */
function pathOf(segments: Segment[], pick: (segment: Segment, index: number) => string | null): string {
  const parts = segments.map(pick).filter((p): p is string => p !== null && p !== "");
  return "/" + parts.join("/");
}

function withAlias(route: Route, aliases: Map<string, string>): Segment[][] {
  const first = route.segments[0];
  const alias = first?.kind === "static" ? aliases.get(first.name) : undefined;
  return alias ? [route.segments, [{ kind: "static", name: alias }, ...route.segments.slice(1)]] : [route.segments];
}

/** Real values for a page's parameters, from a sitemap path of the same shape. */
function sampleValues(segments: Segment[], samples: string[]): Map<number, string> | null {
  if (!segments.some((s) => s.kind === "static")) return null; // `/{label}/{id}` or a catch-all would match anything
  for (const sample of samples) {
    const parts = sample.split("/").filter(Boolean);
    const values = new Map<number, string>();
    let ok = true;
    let i = 0;
    for (const [index, segment] of segments.entries()) {
      if (segment.kind === "catchAll") {
        if (!segment.optional && i >= parts.length) ok = false;
        values.set(index, parts.slice(i).join("/"));
        i = parts.length;
        continue;
      }
      const part = parts[i++];
      if (part === undefined || (segment.kind === "static" && part !== segment.name)) {
        ok = false;
        break;
      }
      if (segment.kind === "param") values.set(index, part);
    }
    if (ok && i === parts.length) return values;
  }
  return null;
}

function defaultValue(segment: Segment): string | null {
  if (segment.kind === "static") return segment.name;
  if (segment.kind === "catchAll") return segment.optional ? null : "no-such-page/deeper";
  return /name|label/i.test(segment.name) ? "Sweep_Name" : "1";
}

/** Every path segment broken: a wrong or oversized id in each parameter, a malformed escape in every segment. */
function brokenPaths(
  segments: Segment[],
  valueOf: (segment: Segment, index: number) => string | null,
  ids: string[],
  variant: number,
): Draft[] {
  const drafts: Draft[] = [];
  for (const [index, segment] of segments.entries()) {
    const replace = (text: string) => pathOf(segments, (s, i) => (i === index ? text : valueOf(s, i)));
    if (segment.kind !== "static")
      for (const id of ids) drafts.push({ kind: `wrong id in [${segment.name}]`, method: "GET", path: replace(id) });
    const value = valueOf(segment, index) ?? "x";
    for (const [n, escape] of some(MALFORMED_ESCAPES, 3, index * 3 + variant * 5).entries()) {
      // Not "%0" before a value: "%0a…" would be a valid escape.
      const text = n === 0 ? `${value}${escape}` : n === 1 ? escape : `x${escape}x`;
      drafts.push({
        kind: `malformed escape in segment ${index + 1}`,
        method: "GET",
        path: replace(text),
        expect: [400],
      });
    }
  }
  return drafts;
}

function junkHeaders(path: string, shop: ShopFixture, otherShop: ShopFixture, storePort: number): Draft[] {
  return [
    {
      kind: "RSC with junk router state",
      method: "GET",
      path,
      headers: { rsc: "1", "next-router-state-tree": "%zz[not json" },
    },
    {
      kind: "RSC prefetch with junk router state",
      method: "GET",
      path,
      headers: {
        rsc: "1",
        "next-router-prefetch": "1",
        "next-router-state-tree": encodeURIComponent(JSON.stringify(["", { children: [{}, 1] }])),
      },
    },
    {
      kind: "junk next-url",
      method: "GET",
      path,
      headers: { rsc: "1", "next-url": "%zz/../\u0000".replace("\u0000", "") },
    },
    {
      kind: "RSC segment prefetch of a junk segment",
      method: "GET",
      path,
      headers: { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree/%zz/../x" },
    },
    {
      kind: "junk cache headers",
      method: "GET",
      path,
      headers: {
        "if-none-match": '"%zz"',
        "if-modified-since": "yesterday",
        range: "bytes=999999999-1",
        "x-prerender-revalidate": "junk",
        "cache-control": "no-cache",
      },
    },
    {
      kind: "Next's internal query keys",
      method: "GET",
      path: `${path}${path.includes("?") ? "&" : "?"}nxtPsite=%2C%2Cevil.example&nxtPuuid=..&nxtIsite=1&_rsc=%zz&__nextDataReq=1&__nextLocale=xx`,
    },
    {
      kind: "tampered session cookie",
      method: "GET",
      path,
      headers: { cookie: "sf_session=Fe26.2**junk*junk*junk**; sf_signed_in=1" },
    },
    { kind: "sealed session around a dead token", method: "GET", path, headers: { cookie: shop.deadSessionCookie } },
    { kind: "oversized cookie", method: "GET", path, headers: { cookie: `sf_session=${"a".repeat(7000)}` } },
    { kind: "other shop's session cookie", method: "GET", path, headers: { cookie: otherShop.cookie } },
    {
      kind: "host outside ALLOWED_HOSTS",
      method: "GET",
      path,
      headers: { host: `evil.example:${storePort}` },
      expect: [400, 404, 421],
    },
    { kind: "malformed host", method: "GET", path, headers: { host: "bad_host!:x" }, expect: [400, 404, 421] },
    { kind: "shop unknown to the shop API", method: "GET", path, headers: { host: `127.0.0.2:${storePort}` } },
    {
      kind: "forged forwarded headers",
      method: "GET",
      path,
      headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "gopher" },
    },
    {
      kind: "junk accept headers",
      method: "GET",
      path,
      headers: {
        accept: "text/html;q=%zz, */*;q=NaN",
        "accept-language": "x".repeat(3000),
        "accept-encoding": "junk;q=2",
      },
    },
    {
      kind: "fake server action",
      method: "POST",
      path,
      headers: {
        origin: shop.origin,
        "next-action": "0000000000000000000000000000000000000000",
        "content-type": "text/plain;charset=UTF-8",
      },
      body: Buffer.from('["$K1"]'),
    },
    {
      kind: "cross-site multipart form",
      method: "POST",
      path,
      headers: { origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" },
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi\r\n--x--'),
      expect: [403],
    },
    {
      kind: "server action, malformed origin",
      method: "POST",
      path,
      headers: { origin: "%zz", "next-action": "7f".repeat(21), "content-type": "text/plain;charset=UTF-8" },
      body: Buffer.from("[]"),
      expect: [403],
    },
    {
      kind: "fake server action, foreign origin",
      method: "POST",
      path,
      headers: {
        origin: "https://evil.example",
        "next-action": "7f".repeat(21),
        "content-type": "multipart/form-data; boundary=x",
      },
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="1_$ACTION_ID_x"\r\n\r\n\r\n--x--'),
      expect: [403],
    },
  ];
}

function handlerDrafts(
  route: HandlerRoute,
  segments: Segment[],
  source: string,
  shop: ShopFixture,
  otherShop: ShopFixture,
  storePort: number,
  variant: number,
): Draft[] {
  const label = routeLabel({ ...route, segments });
  const own = (segment: Segment) =>
    segment.kind === "static"
      ? segment.name
      : segment.kind === "catchAll"
        ? segment.optional
          ? null
          : "no-such/image.png"
        : ownParam(label, segment.name, shop);
  const ownPath = pathOf(segments, own);
  const params = segments.filter((s) => s.kind !== "static");
  const known = knownBodies(routeLabel(route), shop, otherShop);
  const fields = fieldsOf(source);
  const drafts: Draft[] = [];
  const mutating = route.methods.filter((m) => !["GET", "HEAD", "OPTIONS"].includes(m));
  const reads = route.methods.filter((m) => m === "GET");

  // Methods the route does not export (Next answers 405), and ones no route has.
  for (const method of HTTP_METHODS) {
    if (route.methods.includes(method) || method === "OPTIONS" || (method === "HEAD" && route.methods.includes("GET")))
      continue;
    // 405 as a rule; Next answers 400 for some methods on a route it keeps as a static file (robots.txt).
    drafts.push({
      kind: "wrong method",
      method,
      path: ownPath,
      origin: shop.origin,
      body: method === "GET" || method === "HEAD" ? undefined : json(known.valid ?? {}),
      expect: route.bff ? [405] : [400, 405],
    });
  }
  drafts.push({ kind: "unknown method", method: "PROPFIND", path: ownPath, origin: shop.origin });
  drafts.push({ kind: "OPTIONS", method: "OPTIONS", path: ownPath, origin: "https://evil.example" });

  for (const method of mutating) {
    // CSRF: the body the route would accept, from another origin (or none): refused before anything else.
    for (const origin of foreignOrigins(shop, otherShop)) {
      drafts.push({
        kind: `foreign origin ${origin ?? "(none)"}`,
        method,
        path: ownPath,
        origin,
        body: route.body ? json(known.valid ?? bodyWithEvery(fields, "x")) : undefined,
        expect: route.signed ? [401] : [403],
      });
    }
    if (route.auth) {
      // The body the route would accept, with a session it must not honour: the other shop's, or a dead token's.
      for (const [kind, cookie] of [
        ["other shop's session", otherShop.cookie],
        ["sealed session around a dead token", shop.deadSessionCookie],
      ] as const) {
        drafts.push({
          kind,
          method,
          path: ownPath,
          origin: shop.origin,
          headers: { cookie },
          body: route.body ? json(known.valid ?? {}) : undefined,
          expect: [401],
        });
      }
    }
    for (const param of params) {
      for (const id of [...foreignParams(param.name, shop, otherShop), ...half(WRONG_IDS, variant)]) {
        const path = pathOf(segments, (s) => (s === param ? id : own(s)));
        drafts.push({
          kind: `wrong id in [${param.name}]`,
          method,
          path,
          origin: shop.origin,
          body: route.body ? json(known.refusable[0] ?? known.valid ?? {}) : undefined,
        });
      }
      for (const escape of some(MALFORMED_ESCAPES, 3, variant * 5)) {
        const path = pathOf(segments, (s) => (s === param ? escape : own(s)));
        drafts.push({
          kind: `malformed escape in [${param.name}]`,
          method,
          path,
          origin: shop.origin,
          body: route.body ? json(known.valid ?? {}) : undefined,
          expect: [400],
        });
      }
    }
    for (const [index, segment] of segments.entries()) {
      if (segment.kind !== "static") continue;
      const path = pathOf(segments, (s, i) => (i === index ? `${segment.name}%E0%A4%A` : own(s)));
      drafts.push({
        kind: `malformed escape in segment ${index + 1}`,
        method,
        path,
        origin: shop.origin,
        body: route.body ? json(known.valid ?? {}) : undefined,
        expect: [400],
      });
    }
    if (!route.body) continue;

    const send = (kind: string, body: Buffer, extra: Partial<Draft> = {}) =>
      drafts.push({ kind, method, path: ownPath, origin: shop.origin, body, ...extra });
    // Bodies of the right types may be accepted: with a parameter, they name another customer's thing.
    const foreignPath = pathOf(segments, (s) =>
      s.kind === "param" ? (foreignParams(s.name, shop, otherShop)[0] ?? "0") : own(s),
    );
    const sendPlausible = (kind: string, body: Buffer) =>
      drafts.push({ kind, method, path: foreignPath, origin: shop.origin, body });
    // Invalid UTF-8 is decoded with replacement characters: it may still parse (and then fail validation).
    for (const bad of half(BAD_JSON, variant))
      send(`bad JSON: ${bad.name}`, bad.body, { expect: bad.name === "invalid UTF-8" ? [400, 422] : [400] });
    for (const wrong of half(WRONG_TYPES, variant))
      send(`wrong type body: ${wrong.name}`, json(wrong.value), { expect: [422] });
    for (const wrong of half(WRONG_TYPES, 1 - variant))
      send(`wrong type in every field: ${wrong.name}`, json(bodyWithEvery(fields, wrong.value)), { expect: [422] });
    send("body as a JSON string", json(JSON.stringify(known.valid ?? {})), { expect: [422] });
    send("deep nesting (arrays)", Buffer.from(deeplyNested(30_000)), { expect: [400, 422] });
    send(
      "deep nesting in every field",
      Buffer.from(
        `{${fields
          .slice(0, 4)
          .map((f) => `"${f}":${deeplyNested(3_000, '"x"')}`)
          .join(",")}}`,
      ),
      { expect: [400, 422] },
    );
    send("deep nesting (objects)", Buffer.from('{"a":'.repeat(10_000) + "1" + "}".repeat(10_000)), {
      expect: [400, 422],
    });
    send("huge body", json({ ...bodyWithEvery(fields, "x"), padding: "a".repeat(MAX_BODY + 1024) }), { expect: [413] });
    send("huge body, chunked", json({ padding: "a".repeat(4 * MAX_BODY) }), { chunked: true, expect: [413] });
    send("huge body of many keys", json(Object.fromEntries(Array.from({ length: 12_000 }, (_, i) => [`k${i}`, i]))), {
      expect: [413],
    });
    sendPlausible(
      "huge strings in every field",
      json(bodyWithEvery(fields, "a".repeat(Math.floor((MAX_BODY - 4096) / fields.length)))),
    );
    sendPlausible(
      "long multibyte strings in every field",
      json(bodyWithEvery(fields, "😀".repeat(Math.floor((MAX_BODY - 4096) / fields.length / 4)))),
    );
    for (const text of half(WEIRD_STRINGS, variant))
      sendPlausible(
        `odd string in every field: ${JSON.stringify(text.slice(0, 12))}`,
        json(bodyWithEvery(fields, text)),
      );
    sendPlausible(
      "numbers out of range",
      json({
        ...bodyWithEvery(fields, 1e21),
        quantity: 1e21,
        sale_order_id: -1,
        pay_method: 1e100,
        items: [{ product_id: "x", quantity: 1e21 }],
      }),
    );
    sendPlausible(
      "huge array",
      json({
        ...bodyWithEvery(fields, "x"),
        items: Array.from({ length: 3000 }, () => ({ product_id: "x", quantity: 1 })),
      }),
    );
    // JSON only: a body of another type (which a cross-site form can send) is refused, even if it parses.
    send("form content type", json(known.valid ?? {}), {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      expect: [415],
    });
    send("text content type", json(known.valid ?? {}), { headers: { "content-type": "text/plain" }, expect: [415] });
    send("no content type", json(known.valid ?? {}), { headers: { "content-type": "" }, expect: [415] });
    send("multipart body", Buffer.from('--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--b--'), {
      headers: { "content-type": "multipart/form-data; boundary=b" },
      expect: [415],
    });
    // Each once: the login's refusals cost the shop a password hash each.
    for (const body of half(known.refusable, variant)) {
      if (params.length > 0) continue; // sent above, with ids that are not the customer's
      send("well-formed, refusable", json(body));
    }
  }

  for (const method of reads) {
    for (const query of half(JUNK_QUERIES, variant))
      drafts.push({ kind: `junk query ${query.slice(0, 40)}`, method, path: ownPath + query });
    for (const param of params) {
      // Another customer's or shop's thing is not found, as an unknown one is (signed out: no session).
      const expect = route.auth ? [variant === 1 ? 404 : 401] : undefined;
      for (const id of foreignParams(param.name, shop, otherShop))
        drafts.push({
          kind: `foreign id in [${param.name}]`,
          method,
          path: pathOf(segments, (s) => (s === param ? id : own(s))),
          expect,
        });
      for (const id of half(WRONG_IDS, variant))
        drafts.push({
          kind: `wrong id in [${param.name}]`,
          method,
          path: pathOf(segments, (s) => (s === param ? id : own(s))),
        });
    }
    drafts.push(...brokenPaths(segments, own, [], variant).map((d) => ({ ...d, method })));
    drafts.push(...half(junkHeaders(ownPath, shop, otherShop, storePort), variant).filter((d) => d.method === "GET"));
    drafts.push({
      kind: "body on GET",
      method,
      path: ownPath,
      body: Buffer.from(deeplyNested(1000)),
      headers: { "content-type": "application/json" },
    });
  }
  return drafts;
}

function pageDrafts(
  route: PageRoute,
  segments: Segment[],
  shop: ShopFixture,
  otherShop: ShopFixture,
  storePort: number,
  variant: number,
): Draft[] {
  const samples = sampleValues(segments, shop.samplePaths);
  const valueOf = (segment: Segment, index: number) => samples?.get(index) ?? defaultValue(segment);
  const path = pathOf(segments, valueOf);
  const drafts: Draft[] = [];
  // Other customers' orders named in the query: the answer must not show them (every answer is searched).
  for (const key of ORDER_QUERY_KEYS) {
    for (const id of some(foreignParams("order", shop, otherShop), 2, variant * 2))
      drafts.push({ kind: `foreign order in ?${key}`, method: "GET", path: `${path}?${key}=${id}` });
  }
  for (const query of half(JUNK_QUERIES, variant))
    drafts.push({ kind: `junk query ${query.slice(0, 40)}`, method: "GET", path: path + query });
  const wrongFilters = [
    "~page=abc",
    "~checked=1,2&page=-1",
    `~${"a".repeat(3000)}`,
    "~%zz",
    "notastate",
    "a/b/c/d/e/f/g",
  ];
  const ids = segments.some((s) => s.kind === "catchAll" && s.optional)
    ? [...half(WRONG_IDS, variant), ...wrongFilters]
    : half(WRONG_IDS, variant);
  drafts.push(...brokenPaths(segments, valueOf, ids, variant));
  for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
    drafts.push({
      kind: "wrong method",
      method,
      path,
      origin: shop.origin,
      body: Buffer.from("{}"),
      headers: { "content-type": "application/json" },
    });
  }
  drafts.push({
    kind: "wrong method, foreign origin",
    method: "POST",
    path,
    origin: "https://evil.example",
    body: Buffer.from("a=1"),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  drafts.push({ kind: "OPTIONS", method: "OPTIONS", path });
  drafts.push({ kind: "HEAD", method: "HEAD", path });
  drafts.push({ kind: "unknown method", method: "PROPFIND", path });
  drafts.push(...half(junkHeaders(path, shop, otherShop, storePort), variant));
  drafts.push({
    kind: "middleware bypass header",
    method: "GET",
    path,
    headers: {
      "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
      "x-nextjs-data": "1",
    },
    // Signed out, a guarded page still sends the visitor home.
    expect: variant === 0 && isLoginRequired(path) ? [307] : undefined,
  });
  return drafts;
}

/** What Next itself serves beside the app's routes: the image optimizer, build assets, public files, error pages. */
const FRAMEWORK_PATHS = [
  "/_next/image?url=%2Fmedia%2Fno-such.png&w=640&q=75",
  "/_next/image?url=%2Fmedia%2F%25zz&w=640&q=75",
  "/_next/image?url=%2Fassets%2Ffavicon.svg&w=640&q=75",
  "/_next/image?url=https%3A%2F%2Fevil.example%2Fx.png&w=640&q=75",
  "/_next/image?url=%2F%2Fevil.example%2Fx.png&w=640&q=75",
  "/_next/image?url=%2Fmedia%2Fx.png&w=-1&q=1000",
  "/_next/image?url=%2Fmedia%2Fx.png&w=99999999999999999999&q=abc",
  "/_next/image?url=&w=&q=",
  "/_next/image?url=%2F_next%2Fimage%3Furl%3D%252Fmedia%252Fx.png&w=640&q=75",
  `/_next/image?url=%2Fmedia%2F${"a".repeat(4000)}.png&w=640&q=75`,
  "/_next/static/chunks/no-such.js",
  "/_next/static/%zz.js",
  "/_next/static/..%2F..%2Fpackage.json",
  "/_next/data/x/index.json",
  "/assets/..%2F..%2Fpackage.json",
  "/assets/%00.svg",
  "/assets/favicon.svg",
  "/favicon.ico",
  "/404",
  "/500",
  "/_not-found",
  "/_error",
  "/_global-error",
  "/index",
  `/${"a".repeat(8000)}`,
  "/.env",
  "//evil.example/%2e%2e",
];

/**
 * How often each POST to the image optimizer is sent. One such POST answered 500 once, on a fresh
 * server under load (the optimizer fetched its source with the request's method): once is not enough.
 */
const IMAGE_POST_REPEATS = 4;

function frameworkRequests(shops: readonly ShopFixture[]): AbuseRequest[] {
  return FRAMEWORK_PATHS.flatMap((path, i) =>
    (path.startsWith("/_next/image?")
      ? ["GET", ...Array<string>(IMAGE_POST_REPEATS).fill("POST")]
      : ["GET", "POST"]
    ).map((method, k) => {
      const j = Math.min(k, 1);
      const shop = shops[(i + j) % shops.length]!;
      const body = method === "POST" ? Buffer.from("{}") : undefined;
      return {
        route: "(Next's own paths)",
        kind: "framework path",
        shop: shop.origin,
        signedIn: j === 1,
        method,
        path,
        body,
        secrets: [],
        ...(method === "POST" && path.startsWith("/_next/image?") ? { expect: [405] } : {}),
        headers: {
          host: shop.host,
          ...(j === 1 ? { cookie: shop.cookie, origin: shop.origin, "content-type": "application/json" } : {}),
        },
      };
    }),
  );
}

/** Every request of every route, in route order. */
export function generateRequests(
  root: string,
  routes: Route[],
  shops: [ShopFixture, ShopFixture],
  storePort: number,
): AbuseRequest[] {
  const aliases = publicAliases();
  const requests: AbuseRequest[] = [];
  for (const route of routes) {
    const source = readFileSync(join(root, route.file), "utf8");
    for (const segments of withAlias(route, aliases)) {
      const label = routeLabel({ ...route, segments });
      let turn = 0;
      for (const signedIn of [false, true]) {
        const variant = signedIn ? 1 : 0;
        for (const [n, shop] of shops.entries()) {
          const otherShop = shops[1 - n]!;
          const secrets = othersSecrets(shop, otherShop);
          const drafts =
            route.kind === "handler"
              ? handlerDrafts(route, segments, source, shop, otherShop, storePort, variant)
              : pageDrafts(route, segments, shop, otherShop, storePort, variant);
          // Each shop gets every other request of the route: both shops, and the count of one.
          drafts.forEach((draft, i) => {
            if (i % 2 !== n) return;
            turn += 1;
            const headers: Record<string, string> = {
              host: shop.host,
              // A client address of its own, so the per-client rate limits do not stand in for validation.
              "x-forwarded-for": `10.${(turn >> 16) & 255}.${(turn >> 8) & 255}.${turn & 255}`,
              ...(draft.body ? { "content-type": "application/json" } : {}),
              ...(signedIn ? { cookie: shop.cookie } : {}),
              ...(draft.origin ? { origin: draft.origin } : {}),
              ...draft.headers,
            };
            requests.push({
              route: label,
              kind: draft.kind,
              shop: shop.origin,
              signedIn,
              method: draft.method,
              path: draft.path,
              headers,
              body: draft.body,
              chunked: draft.chunked,
              expect: draft.expect,
              secrets,
            });
          });
        }
      }
    }
  }
  return [...requests, ...frameworkRequests(shops)];
}
