import { NextRequest } from "next/server";
import { z } from "zod";
import { fakeShopApi, json, SHOP } from "./fake-shop-api.fixture";

/**
 * The BFF helper end to end against a fake shop API: CSRF, validation, session, refresh and the
 * upstream-401 rule, as a route handler sees them.
 */

const SECRET = "bff-test-secret-0123456789-abcdefghijkl";
/** The shop segment next.config.ts's rewrites give a request with `Host: localhost:3100`. */
const SHOP_SEGMENT = "http,localhost:3100";
const shopApi = fakeShopApi(SECRET);
const cookieFor = shopApi.sealedSession;
let bff: typeof import("./route.server");
let session: typeof import("@/lib/session/cookie");
let cart: typeof import("@/lib/shop-api/cart.server");

beforeAll(async () => {
  bff = await import("./route.server");
  session = await import("@/lib/session/cookie");
  cart = await import("@/lib/shop-api/cart.server");
});

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function call(
  handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  init: {
    method?: string;
    body?: string;
    origin?: string | null;
    cookie?: string;
    site?: string;
    params?: Record<string, string>;
  } = {},
) {
  const headers = new Headers({ "content-type": "application/json" });
  if (init.origin !== null) headers.set("origin", init.origin ?? SHOP);
  if (init.cookie) headers.set("cookie", `${session.SESSION_COOKIE}=${init.cookie}`);
  const request = new NextRequest("http://localhost:3100/api/test", {
    method: init.method ?? "POST",
    headers,
    body: init.body,
  });
  return handler(request, { params: Promise.resolve({ ...init.params, site: init.site ?? SHOP_SEGMENT }) });
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

describe("bffRoute", () => {
  const publicPost = () =>
    bff.bffRoute({
      auth: false,
      body: z.object({ email: z.string().min(1, "Required.") }),
      handle: async ({ body, origin }) => Response.json({ got: body.email, origin }),
    });

  it("hands the handler the shop from the route segment and the validated body", async () => {
    const response = await call(publicPost(), { body: JSON.stringify({ email: "a@b.c" }) });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ got: "a@b.c", origin: SHOP });
  });

  it("refuses a mutating request from another origin, or without one (CSRF)", async () => {
    for (const origin of ["http://evil.example", "http://127.0.0.1:3100", null]) {
      const response = await call(publicPost(), { body: JSON.stringify({ email: "a" }), origin });
      expect(response.status).toBe(403);
    }
  });

  it("answers 400 for malformed JSON and 422 with field errors for a bad body", async () => {
    expect((await call(publicPost(), { body: "{not json" })).status).toBe(400);
    const invalid = await call(publicPost(), { body: JSON.stringify({ email: "" }) });
    expect(invalid.status).toBe(422);
    await expect(invalid.json()).resolves.toEqual({ status: false, errors: { email: ["Required."] } });
  });

  it("counts a limited route per account and per address, and answers 429 with Retry-After before the handler", async () => {
    let calls = 0;
    const limited = bff.bffRoute({
      auth: false,
      body: z.object({ email: z.string() }),
      limit: { name: "login", account: (b) => b.email },
      handle: async () => {
        calls += 1;
        return Response.json({ ok: true });
      },
    });
    const as = (email: string, address: string) => {
      const headers = new Headers({ "content-type": "application/json", origin: SHOP, "x-forwarded-for": address });
      const request = new NextRequest("http://localhost:3100/api/test", {
        method: "POST",
        headers,
        body: JSON.stringify({ email }),
      });
      return limited(request, { params: Promise.resolve({ site: SHOP_SEGMENT }) });
    };
    for (let i = 0; i < 20; i++) expect((await as("Victim@Example.com", `203.0.113.${i}`)).status).toBe(200);
    // The account's count is spent: a network new to it gets three tries (lib/rate-limit.server.ts).
    for (let i = 0; i < 3; i++) expect((await as("victim@example.com", "203.0.113.99")).status).toBe(200);
    const refused = await as("victim@example.com", "203.0.113.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).msg).toMatch(/^Too many attempts/);
    expect(calls).toBe(23);
    expect((await as("someone@example.com", "203.0.113.99")).status).toBe(200);
  });

  it("with `failed`, counts failed attempts only, and a crowd's failures leave a fresh address a few tries", async () => {
    (await import("@/lib/rate-limit.server")).resetLimits();
    let calls = 0;
    const limited = bff.bffRoute({
      auth: false,
      body: z.object({ email: z.string(), password: z.string() }),
      limit: { name: "login", account: (b) => b.email, failed: (r) => r.status === 401 },
      handle: async ({ body }) => {
        calls += 1;
        return Response.json({}, { status: body.password === "right" ? 200 : 401 });
      },
    });
    const as = (email: string, password: string, address: string) =>
      limited(
        new NextRequest("http://localhost:3100/api/test", {
          method: "POST",
          headers: { "content-type": "application/json", origin: SHOP, "x-forwarded-for": address },
          body: JSON.stringify({ email, password }),
        }),
        { params: Promise.resolve({ site: SHOP_SEGMENT }) },
      );
    // A right password costs nothing: the owner signs in as often as they like.
    for (let i = 0; i < 30; i++) expect((await as("owner@example.com", "right", "203.0.113.5")).status).toBe(200);
    // 30 addresses fail until each is refused (100 failures an address; 3,000 a shop, its ceiling).
    for (let a = 1; a <= 30; a++)
      for (let i = 0; i < 101; i++) await as(`guess-${a}-${i % 10}@example.com`, "wrong", `198.51.100.${a}`);
    expect((await as("other@example.com", "right", "198.51.100.1")).status).toBe(429);
    // A fresh address is still served, with a few tries while the shop is over its ceiling.
    expect((await as("owner@example.com", "right", "192.0.2.7")).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await as("someone@example.com", "wrong", "192.0.2.8")).status).toBe(401);
    expect((await as("someone@example.com", "right", "192.0.2.8")).status).toBe(429);
    expect(calls).toBe(30 + 30 * 100 + 1 + 3);
  });

  it("answers 415 for a body that is not declared JSON, even when it parses (a cross-site form's types)", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]) {
      const headers = new Headers({ origin: SHOP });
      if (type) headers.set("content-type", type);
      const request = new NextRequest("http://localhost:3100/api/test", {
        method: "POST",
        headers,
        body: JSON.stringify({ email: "a@b.c" }),
      });
      const response = await publicPost()(request, { params: Promise.resolve({ site: SHOP_SEGMENT }) });
      expect(response.status).toBe(415);
    }
    const charset = new NextRequest("http://localhost:3100/api/test", {
      method: "POST",
      headers: { origin: SHOP, "content-type": "Application/JSON; charset=utf-8" },
      body: JSON.stringify({ email: "a@b.c" }),
    });
    expect((await publicPost()(charset, { params: Promise.resolve({ site: SHOP_SEGMENT }) })).status).toBe(200);
  });

  it("answers 413 for a body over 64 KB, before it reaches the handler", async () => {
    const response = await call(publicPost(), { body: JSON.stringify({ email: "a".repeat(70_000) }) });
    expect(response.status).toBe(413);
    await expect(response.json()).resolves.toEqual({ status: false, msg: "The request body is too large." });
  });

  it("refuses a chunked 10 MB body with 413 after reading little more than 64 KB of it", async () => {
    const CHUNK = 1024;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 10 * 1024 * 1024) return controller.close();
        pulled += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
      },
    });
    const request = new NextRequest("http://localhost:3100/api/test", {
      method: "POST",
      headers: { origin: SHOP, "content-type": "application/json" },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await publicPost()(request, { params: Promise.resolve({ site: SHOP_SEGMENT }) });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(64 * 1024 + 4 * CHUNK);
  });

  it("reads a chunked body within the bound whole, as UTF-8", async () => {
    const text = JSON.stringify({ email: "é@b.c" });
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    const request = new Request("http://localhost:3100/api/test", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    await expect(bff.readBoundedText(request, "x")).resolves.toEqual({ ok: true, value: text });
  });

  it("checks the route's ids with its params schema: anything else is a 404 and never reaches the shop API", async () => {
    const seen: string[] = [];
    shopApi.upstream = (req, res) => {
      seen.push(req.url ?? "");
      json(res, 200, { status: true });
    };
    const route = bff.bffRoute({
      auth: false,
      params: z.object({
        orderId: z
          .string()
          .regex(/^[1-9][0-9]*$/)
          .transform(Number),
      }),
      handle: async ({ params }) => Response.json({ id: params.orderId }),
    });
    for (const orderId of ["abc", "0", "1 OR 1=1", "../x", ""]) {
      const response = await call(route, { method: "GET", params: { orderId } });
      expect(response.status).toBe(404);
    }
    expect(seen).toEqual([]);
    await expect((await call(route, { method: "GET", params: { orderId: "12" } })).json()).resolves.toEqual({ id: 12 });
  });

  it("answers 400 for a shop segment the rewrites cannot produce", async () => {
    expect((await call(publicPost(), { body: "{}", site: "not-a-shop" })).status).toBe(400);
    expect((await call(publicPost(), { body: "{}", site: "http,local host" })).status).toBe(400);
  });

  const getCart = () => bff.bffRoute({ auth: true, handle: ({ customer }) => cart.getCart(customer) });

  it("answers 401 without a session, and ignores a session sealed for another shop", async () => {
    expect((await call(getCart(), { method: "GET" })).status).toBe(401);
    const foreign = await cookieFor("tok", 0, "http://127.0.0.1:3100");
    expect((await call(getCart(), { method: "GET", cookie: foreign })).status).toBe(401);
  });

  it("calls the shop API with the session's token", async () => {
    let auth: string | undefined;
    shopApi.upstream = (req, res) => {
      auth = req.headers.authorization;
      json(res, 200, {
        status: true,
        cart: [],
        totals: { sub_total: 0, total_discount: 0, total_tax: 0, shipping_charges: 0, total: 0 },
      });
    };
    const response = await call(getCart(), { method: "GET", cookie: await cookieFor("good-token") });
    expect(response.status).toBe(200);
    expect(auth).toBe("Bearer good-token");
    expect(setCookies(response)).toEqual([]);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("ends the session when the shop API answers 401", async () => {
    shopApi.upstream = (_req, res) => json(res, 401, { status: false, msg: "Unauthenticated." });
    const response = await call(getCart(), { method: "GET", cookie: await cookieFor("dead-token") });
    expect(response.status).toBe(401);
    const cleared = setCookies(response);
    expect(cleared.some((c) => c.startsWith(`${session.SESSION_COOKIE}=;`) && /Max-Age=0/i.test(c))).toBe(true);
    expect(cleared.some((c) => c.startsWith(`${session.SIGNED_IN_COOKIE}=;`))).toBe(true);
  });

  it("refreshes a session older than 30 minutes before calling, and re-seals the new token", async () => {
    const seen: string[] = [];
    shopApi.upstream = (req, res) => {
      seen.push(`${req.url?.split("?")[0]} ${req.headers.authorization}`);
      if (req.url?.startsWith("/api/auth/token-refresh/public")) {
        json(res, 200, { status: true, token: "new-token" }, { authorization: "Bearer new-token" });
      } else {
        json(res, 200, { status: true, cart: [] });
      }
    };
    const response = await call(getCart(), { method: "GET", cookie: await cookieFor("old-token", 31 * 60 * 1000) });
    expect(response.status).toBe(200);
    expect(seen).toEqual(["/api/auth/token-refresh/public Bearer old-token", "/api/auth/cart/index Bearer new-token"]);
    const renewed = setCookies(response).find((c) => c.startsWith(`${session.SESSION_COOKIE}=`));
    const value = renewed?.split(";")[0]?.slice(session.SESSION_COOKIE.length + 1);
    await expect(session.readSession(value, SHOP, SECRET)).resolves.toMatchObject({ token: "new-token" });
  });

  it("ends the session when the refresh itself is refused", async () => {
    shopApi.upstream = (_req, res) => json(res, 401, { status: false, msg: "Unauthenticated." });
    const response = await call(getCart(), { method: "GET", cookie: await cookieFor("old-token", 31 * 60 * 1000) });
    expect(response.status).toBe(401);
  });

  it("passes the shop's 4xx answers through and answers unreachable with 503 and Retry-After", async () => {
    shopApi.upstream = (_req, res) => json(res, 422, { errors: { quantity: ["Too many."] } });
    const refused = await call(getCart(), { method: "GET", cookie: await cookieFor("t") });
    expect(refused.status).toBe(422);
    await expect(refused.json()).resolves.toEqual({ errors: { quantity: ["Too many."] } });

    shopApi.upstream = (req) => req.socket.destroy();
    const down = await call(getCart(), { method: "GET", cookie: await cookieFor("t") });
    expect(down.status).toBe(503);
    expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);

    shopApi.upstream = (_req, res) => json(res, 500, { message: "Server Error" });
    const failing = await call(getCart(), { method: "GET", cookie: await cookieFor("t") });
    expect(failing.status).toBe(503);
    expect(failing.headers.get("retry-after")).not.toBeNull();
  });

  it("answers a 4xx that is not JSON (an ingress's page, a framework's text) with a fixed sentence, never its text", async () => {
    for (const [type, text] of [
      ["text/html", "<html><body><h1>413 Request Entity Too Large</h1><hr>nginx</body></html>"],
      ["text/plain", "Bad Request: framework says no"],
    ]) {
      shopApi.upstream = (_req, res) => {
        res.writeHead(413, { "content-type": type! });
        res.end(text);
      };
      const refused = await call(getCart(), { method: "GET", cookie: await cookieFor("t") });
      expect(refused.status).toBe(413);
      await expect(refused.json()).resolves.toEqual({
        status: false,
        msg: "The shop could not handle this request. Please try again.",
      });
    }
  });

  it("answers the shop's status: false without the data asked for as a 404 in the shop's words, not a 502", async () => {
    shopApi.upstream = (_req, res) => json(res, 200, { status: false, msg: "No cart for this customer", cart: null });
    const missing = await call(getCart(), { method: "GET", cookie: await cookieFor("t") });
    expect(missing.status).toBe(404);
    await expect(missing.json()).resolves.toEqual({ status: false, msg: "No cart for this customer" });
  });
});
