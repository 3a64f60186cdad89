import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { createLogger } from "@/lib/ops/logger.server.mjs";
import { watchUpstream } from "@/lib/ops/upstream-outage.server.mjs";
import { metricsSlot, pageCacheSlot, sharedLogger } from "@/lib/ops/process-shared.mjs";
import type { MetricsRecorder } from "@/lib/ops/telemetry/sink";
import { THEME_ANSWER } from "./theme.fixture";

/**
 * The client against a real local HTTP server: what reaches the wire, and how answers of every
 * kind (good, extra fields, malformed, errors, silence) come back.
 */

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = (_req, res) => res.end("{}");
let server: Server;
let core: typeof import("./core.server");
let theme: typeof import("./theme.server");
let auth: typeof import("./auth.server");
let cart: typeof import("./cart.server");
let products: typeof import("./products.server");

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.SHOP_API_URL = `http://127.0.0.1:${port}`;
  process.env.SHOP_API_TIMEOUT_MS = "300";
  core = await import("./core.server");
  theme = await import("./theme.server");
  auth = await import("./auth.server");
  cart = await import("./cart.server");
  products = await import("./products.server");
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// The process's logger (lib/ops/logger.server.mjs), capturing its JSON lines.
let output = "";
const logLines = () =>
  output
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
sharedLogger(() =>
  createLogger({
    level: "debug",
    destination: new Writable({ write: (chunk, _encoding, done) => void ((output += String(chunk)), done()) }),
  }),
);
beforeEach(() => {
  output = "";
});

function json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(value));
}

const SHOP = "http://localhost:3100";

describe("shop API client", () => {
  it("names the shop in site_url and lets unknown fields through", async () => {
    let seenUrl = "";
    handler = (req, res) => {
      seenUrl = req.url ?? "";
      json(res, 200, { status: true, data: { ...THEME_ANSWER, brand_new_field: "kept" }, extra: 1 });
    };
    const result = await theme.getTheme(SHOP);
    expect(seenUrl).toBe(`/api/gym-theme?site_url=${encodeURIComponent(SHOP)}`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.browser_title).toBe("Demo Shop");
    expect(result.data.company?.get_currency?.symbol).toBe("AED");
    expect((result.data as Record<string, unknown>).brand_new_field).toBe("kept");
  });

  it("turns a malformed answer into a logged failure instead of throwing", async () => {
    handler = (_req, res) =>
      json(res, 200, { status: true, data: { ...THEME_ANSWER, browser_title: { nested: true } } });
    await expect(theme.getTheme(SHOP)).resolves.toMatchObject({ ok: false, reason: "malformed", status: 200 });
    expect(logLines()).toEqual([
      expect.objectContaining({
        level: "error",
        outcome: "malformed",
        path: "/api/gym-theme",
        detail: expect.stringContaining("data.browser_title"),
      }),
    ]);
  });

  it("has the data cache drop a malformed answer, which would otherwise be served until it expires", async () => {
    const rejected: string[] = [];
    pageCacheSlot.set({ rejectFetch: async (url) => void rejected.push(url), revalidateTag: async () => {} });
    handler = (_req, res) =>
      json(res, 200, { status: true, data: { ...THEME_ANSWER, browser_title: { nested: true } } });
    await theme.getTheme(SHOP);
    handler = (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end('{"status":true,"data":');
    await theme.getTheme(SHOP);
    handler = (_req, res) => json(res, 200, { status: true, data: THEME_ANSWER });
    await theme.getTheme(SHOP);
    const url = `${process.env.SHOP_API_URL}/api/gym-theme?site_url=${encodeURIComponent(SHOP)}`;
    expect(rejected).toEqual([url, url]);
  });

  it("notes a failure of the shop API in the request, but not its refusal of the request", async () => {
    const seen = { failed: false };
    handler = (_req, res) => json(res, 404, { status: false });
    await watchUpstream(seen, () => theme.getTheme(SHOP));
    expect(seen.failed).toBe(false);
    handler = (_req, res) => json(res, 502, { status: false });
    await watchUpstream(seen, () => theme.getTheme(SHOP));
    expect(seen.failed).toBe(true);
  });

  it("reads a 2xx status: false answer without its data as the shop's refusal, not an outage, and keeps its message", async () => {
    const rejected: string[] = [];
    pageCacheSlot.set({ rejectFetch: async (url) => void rejected.push(url), revalidateTag: async () => {} });
    const content = await import("./content.server");
    for (const status of [false, 0, "false"]) {
      handler = (_req, res) => json(res, 200, { status, msg: "No page of type 3", data: null });
      const result = await content.getContentPage(SHOP, 3);
      expect(result).toMatchObject({ ok: false, status: 200, reason: "refused" });
      if (result.ok) continue;
      expect(core.isUpstreamFailure(result)).toBe(false);
      expect(core.isMissing(result)).toBe(true);
      expect(core.refusalMessage(result)).toBe("No page of type 3");
    }
    expect(logLines().map((line) => [line.level, line.outcome])).toEqual([
      ["info", "refused"],
      ["info", "refused"],
      ["info", "refused"],
    ]);
    expect(rejected).toEqual([]);
    // A status: true answer without its data is still malformed, and so is a status: false one that is no object.
    handler = (_req, res) => json(res, 200, { status: true, msg: "", data: null });
    await expect(content.getContentPage(SHOP, 3)).resolves.toMatchObject({ ok: false, reason: "malformed" });
    handler = (_req, res) => json(res, 200, [{ status: false }]);
    await expect(content.getContentPage(SHOP, 3)).resolves.toMatchObject({ ok: false, reason: "malformed" });
  });

  it("reads a status: false answer whose data can be read as the answer: an empty list is an empty list", async () => {
    handler = (_req, res) => json(res, 200, { status: false, msg: "No products", data: [] });
    await expect(products.getLatestProducts(SHOP)).resolves.toMatchObject({ ok: true, data: [] });
  });

  it("treats a body that is not JSON as malformed", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>oops</html>");
    };
    await expect(theme.getTheme(SHOP)).resolves.toMatchObject({ ok: false, reason: "malformed" });
  });

  it("hands back the body of an error answer for the caller to pass on", async () => {
    handler = (_req, res) => json(res, 422, { errors: { email: ["The email field is required."] } });
    const result = await auth.login(SHOP, { email: "", password: "" });
    expect(result).toEqual({
      ok: false,
      status: 422,
      reason: "http",
      body: { errors: { email: ["The email field is required."] } },
    });
  });

  it("hands back no body for an error answer that is not JSON, and logs its text instead", async () => {
    handler = (_req, res) => {
      res.writeHead(400, { "content-type": "text/html" });
      res.end("<html><title>400 Bad Request</title>ingress</html>");
    };
    const result = await auth.login(SHOP, { email: "a@example.com", password: "x" });
    expect(result).toEqual({ ok: false, status: 400, reason: "http", body: null });
    expect(logLines().at(-1)).toMatchObject({
      status: 400,
      outcome: "http",
      detail: "not JSON: <html><title>400 Bad Request</title>ingress</html>",
    });
  });

  it("gives up after the timeout", async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    await expect(theme.getTheme(SHOP)).resolves.toEqual({ ok: false, status: null, reason: "timeout", body: null });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logLines()).toEqual([
      expect.objectContaining({
        level: "error",
        outcome: "timeout",
        status: null,
        method: "GET",
        path: "/api/gym-theme",
        shop: SHOP,
      }),
    ]);
  });

  it("counts each call for the operations metrics by call (ids as :id) and outcome, with its duration", async () => {
    const calls: unknown[][] = [];
    metricsSlot.set({ shopApiCall: (...args: unknown[]) => void calls.push(args) } as unknown as MetricsRecorder);
    try {
      handler = (_req, res) => json(res, 200, { status: true, data: THEME_ANSWER });
      await theme.getTheme(SHOP);
      handler = () => undefined;
      await theme.getTheme(SHOP);
      handler = (_req, res) => json(res, 503, { message: "down" });
      await theme.getTheme(SHOP);
    } finally {
      metricsSlot.set(null);
    }
    expect(calls.map(([call, outcome]) => `${String(call)} ${String(outcome)}`)).toEqual([
      "GET /api/gym-theme ok",
      "GET /api/gym-theme timeout",
      "GET /api/gym-theme http",
    ]);
    expect(calls[1]![2]).toBeGreaterThanOrEqual(0.25);
  });

  it("reports a dropped connection as a network failure, with its cause", async () => {
    handler = (req) => req.socket.destroy();
    await expect(theme.getTheme(SHOP)).resolves.toEqual({ ok: false, status: null, reason: "network", body: null });
    expect(logLines().at(-1)?.detail).toMatch(/^TypeError: fetch failed: .+/);
  });

  it("asks a read again once when its connection failed before any answer", async () => {
    const seen: string[] = [];
    handler = (req, res) => {
      seen.push(`${req.method} ${req.url?.split("?")[0]}`);
      if (seen.length === 1) return req.socket.destroy();
      json(res, 200, { status: true, data: THEME_ANSWER });
    };
    expect(await theme.getTheme(SHOP)).toMatchObject({ ok: true });
    expect(seen).toEqual(["GET /api/gym-theme", "GET /api/gym-theme"]);
  });

  it("never sends a write again after its connection failed, nor a read that ran out of time", async () => {
    const seen: string[] = [];
    handler = (req, res) => {
      seen.push(`${req.method} ${req.url?.split("?")[0]}`);
      if (req.method === "GET") return json(res, 200, { status: true, cart: [] });
      req.socket.destroy();
    };
    const added = await cart.addToCart({ origin: SHOP, token: "t" }, { product_id: "u-1", quantity: 2 });
    expect(added).toMatchObject({ ok: false, reason: "network" });
    expect(seen).toEqual(["GET /api/auth/cart/index", "POST /api/auth/cart/store"]);

    seen.length = 0;
    handler = (req) => void seen.push(`${req.method} ${req.url?.split("?")[0]}`); // never answers
    expect(await theme.getTheme(SHOP)).toMatchObject({ ok: false, reason: "timeout" });
    expect(seen).toEqual(["GET /api/gym-theme"]);
  });

  it("names the shop as type=public&url= on account calls", () => {
    expect(core.buildUrl("http://api", "/api/auth/login", SHOP, "auth", { a: 1, b: undefined })).toBe(
      `http://api/api/auth/login?type=public&url=${encodeURIComponent(SHOP)}&a=1`,
    );
  });

  it("sends the token as a Bearer header and the origin in the body where the contract puts it", async () => {
    let seen: { auth?: string; body?: unknown } = {};
    handler = (req, res, body) => {
      if (req.method === "GET") return json(res, 200, { status: true, cart: [] });
      seen = { auth: req.headers.authorization, body: JSON.parse(body) };
      json(res, 404, { status: false, msg: "Product not found" });
    };
    const result = await cart.addToCart({ origin: SHOP, token: "tok-123" }, { product_id: "u-1", quantity: 2 });
    expect(seen).toEqual({
      auth: "Bearer tok-123",
      body: { site_url: SHOP, cart: { product_id: "u-1", quantity: 2, finalize: false } },
    });
    expect(result).toMatchObject({ ok: false, status: 404, body: { msg: "Product not found" } });
  });

  it("sends the server key on the account calls whose wrong attempts the shop API counts per address", async () => {
    const seen: Record<string, string | undefined> = {};
    handler = (req, res) => {
      seen[new URL(req.url ?? "/", "http://x").pathname] = req.headers["x-shop-server-key"] as string | undefined;
      json(res, 200, { status: false, msg: "The code is invalid or has expired." });
    };
    await auth.login(SHOP, { email: "a@example.com", password: "b" });
    await auth.verify(SHOP, { email: "a@example.com", code: "123456" });
    await auth.verifyResetOtp(SHOP, { email: "a@example.com", code: "123456" });
    await auth.signup(SHOP, {
      username: "a",
      email: "a@example.com",
      country_id: 1,
      mobile_number: "501234567",
      password: "p",
      confirm_password: "p",
    });
    expect(seen).toEqual({
      "/api/auth/login": "demo-server-key-not-for-production",
      "/api/auth/e-commerce/verification": "demo-server-key-not-for-production",
      "/api/auth/e-commerce/otp-verification": "demo-server-key-not-for-production",
      "/api/auth/e-commerce/signup": undefined,
    });
  });

  it("answers a reset-code request the same whether or not the shop found an account, and passes field errors on", async () => {
    handler = (_req, res) =>
      json(res, 200, { status: false, msg: "We can't find an account with that e-mail address." });
    const unknown = await auth.forgetPassword(SHOP, { email: "nobody@example.com" });
    handler = (_req, res) =>
      json(res, 200, { status: true, msg: "We have e-mailed you a 6-digit code to reset your password." });
    const known = await auth.forgetPassword(SHOP, { email: "shopper@example.com" });
    handler = (_req, res) => json(res, 200, { status: false, msg: "Too many codes were requested for this account." });
    const tooMany = await auth.resendResetOtp(SHOP, { email: "shopper@example.com" });
    const neutral = { status: true, msg: auth.RESET_CODE_SENT };
    expect([unknown, known, tooMany].map((r) => r.ok && r.data)).toEqual([neutral, neutral, neutral]);
    handler = (_req, res) => json(res, 422, { errors: { email: ["The email must be a valid email address."] } });
    expect(await auth.forgetPassword(SHOP, { email: "x" })).toMatchObject({ ok: false, status: 422 });
  });

  it("reads the token from the Authorization header, falling back to the body", async () => {
    handler = (_req, res) =>
      json(res, 200, { status: true, token: "from-body" }, { authorization: "Bearer from-header" });
    const withHeader = await auth.login(SHOP, { email: "a", password: "b" });
    expect(withHeader.ok && auth.tokenOf(withHeader)).toBe("from-header");

    handler = (_req, res) => json(res, 200, { status: true, token: "from-body" });
    const bodyOnly = await auth.login(SHOP, { email: "a", password: "b" });
    expect(bodyOnly.ok && auth.tokenOf(bodyOnly)).toBe("from-body");
  });

  it("logs each call with its duration and outcome, never its token, password or answer", async () => {
    handler = (_req, res) =>
      json(res, 200, { status: true, token: "answer-token-secret" }, { authorization: "Bearer answer-token-secret" });
    await auth.login(SHOP, { email: "shopper@example.com", password: "hunter2-password" });
    handler = (req, res) =>
      req.method === "GET"
        ? json(res, 200, { status: true, cart: [] })
        : json(res, 422, { errors: { quantity: ["Too many"] } });
    await cart.addToCart({ origin: SHOP, token: "tok-secret-123" }, { product_id: "u-1", quantity: 2 });

    const [login, read, add] = logLines();
    expect(read).toMatchObject({ method: "GET", path: "/api/auth/cart/index", status: 200 });
    expect(login).toMatchObject({
      level: "info",
      msg: "shop-api call",
      shop: SHOP,
      method: "POST",
      path: "/api/auth/login",
      status: 200,
      outcome: "ok",
    });
    expect(add).toMatchObject({
      level: "info",
      method: "POST",
      path: "/api/auth/cart/store",
      status: 422,
      outcome: "http",
    });
    expect(login?.duration_ms).toEqual(expect.any(Number));
    for (const secret of [
      "answer-token-secret",
      "hunter2-password",
      "tok-secret-123",
      "shopper@example.com",
      "Too many",
    ])
      expect(output).not.toContain(secret);
  });

  it("reads the spec's 'no such product' (product null, or a falsy status) as not found, logged as no failure", async () => {
    for (const answer of [
      { status: true, product: null },
      { status: false, product: null },
    ]) {
      handler = (_req, res) => json(res, 200, answer);
      const result = await products.getProduct(SHOP, "u-1", undefined);
      expect(result).toMatchObject({ ok: false, status: 200, reason: "refused" });
      expect(!result.ok && core.isMissing(result)).toBe(true);
    }
    expect(logLines().map((line) => [line.level, line.outcome])).toEqual([
      ["debug", "ok"],
      ["debug", "ok"],
    ]);
  });

  it("takes a cart write the shop accepted without the line (the spec shows no answer) and reads the line from the cart", async () => {
    const line = {
      cart_id: 9,
      fk_itemUUID: "u-1",
      item_name: "Shirt",
      item_price: 10,
      item_image: "",
      stock: 5,
      item_quantity: 2,
      discount: null,
      sub_total: 9,
      total: 10,
    };
    handler = (req, res) =>
      req.url?.startsWith("/api/auth/cart/index") ? json(res, 200, { status: true, cart: [line] }) : json(res, 200, {});
    const updated = await cart.updateCartLine({ origin: SHOP, token: "t" }, "u-1", { quantity: 2 });
    expect(updated).toMatchObject({ ok: true, data: { data: { cart_id: 9, item_quantity: 2, finalize: 0 } } });
    handler = (req, res) =>
      req.method === "GET"
        ? json(res, 200, { status: true, cart: [line] })
        : json(res, 200, { status: false, msg: "Only 1 left" });
    expect(await cart.updateCartLine({ origin: SHOP, token: "t" }, "u-1", { quantity: 2 })).toMatchObject({
      ok: false,
      status: 422,
      body: { msg: "Only 1 left" },
    });
    expect(logLines().filter((l) => l.level === "error")).toEqual([]);
  });

  it("parses a login that asks for verification", async () => {
    handler = (_req, res) => json(res, 200, { status: false, verify: true, msg: "Verify your e-mail" });
    const result = await auth.login(SHOP, { email: "a", password: "b" });
    expect(result).toMatchObject({ ok: true, data: { status: false, verify: true, msg: "Verify your e-mail" } });
    expect(result.ok && auth.tokenOf(result)).toBeNull();
  });
});
