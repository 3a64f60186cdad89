import { fakeShopApi, json, SHOP } from "./fake-shop-api.fixture";

/**
 * The Server Actions' session and limits against a fake shop API, as a form's action sees them:
 * the same rules as bffRoute (route.server.test.ts), with the cookies written through next/headers.
 */

type Jar = Map<string, { value: string; maxAge: number | undefined }>;
const request = { headers: new Headers(), jar: new Map() as Jar };
jest.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: (name: string) => {
      const cookie = request.jar.get(name);
      return cookie && { name, value: cookie.value };
    },
    set: (name: string, value: string, options: { maxAge: number | undefined }) =>
      request.jar.set(name, { value, maxAge: options.maxAge }),
  }),
}));

const SECRET = "action-test-secret-0123456789-abcdefgh";
const shopApi = fakeShopApi(SECRET);
let actions: typeof import("./action.server");
let session: typeof import("@/lib/session/cookie");
let cart: typeof import("@/lib/shop-api/cart.server");

beforeAll(async () => {
  process.env.ALLOWED_HOSTS = "localhost:3100";
  actions = await import("./action.server");
  session = await import("@/lib/session/cookie");
  cart = await import("@/lib/shop-api/cart.server");
});

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  request.headers = new Headers({ host: "localhost:3100", "x-forwarded-for": "203.0.113.1" });
  request.jar = new Map();
});
afterEach(() => jest.restoreAllMocks());

async function signIn(token: string, refreshedAgoMs = 0): Promise<void> {
  request.jar.set(session.SESSION_COOKIE, {
    value: await shopApi.sealedSession(token, refreshedAgoMs),
    maxAge: undefined,
  });
}

const readCart = () => actions.customerAction({}, ({ customer }) => cart.getCart(customer));

function cleared(): boolean {
  return [session.SESSION_COOKIE, session.SIGNED_IN_COOKIE].every(
    (name) => request.jar.get(name)?.value === "" && request.jar.get(name)?.maxAge === 0,
  );
}

describe("customerAction", () => {
  it("calls the shop with the session's token and answers its data", async () => {
    let auth: string | undefined;
    shopApi.upstream = (req, res) => {
      auth = req.headers.authorization;
      json(res, 200, { status: true, cart: [] });
    };
    await signIn("good-token");
    await expect(readCart()).resolves.toMatchObject({ ok: true, data: { cart: [] } });
    expect(auth).toBe("Bearer good-token");
  });

  it("without a session, answers 401 with a sentence, calls nothing and clears both cookies", async () => {
    let calls = 0;
    shopApi.upstream = (_req, res) => ((calls += 1), json(res, 200, { status: true, cart: [] }));
    await expect(readCart()).resolves.toEqual({ ok: false, status: 401, message: actions.SIGNED_OUT_MESSAGE });
    expect(calls).toBe(0);
    expect(cleared()).toBe(true);
  });

  it("ends the session when the shop answers 401", async () => {
    shopApi.upstream = (_req, res) => json(res, 401, { status: false, msg: "Unauthenticated." });
    await signIn("dead-token");
    await expect(readCart()).resolves.toMatchObject({ ok: false, status: 401 });
    expect(cleared()).toBe(true);
  });

  it("refreshes a session older than 30 minutes first, and keeps the new token in the cookie", async () => {
    const seen: string[] = [];
    shopApi.upstream = (req, res) => {
      seen.push(`${req.url?.split("?")[0]} ${req.headers.authorization}`);
      if (req.url?.startsWith("/api/auth/token-refresh/public"))
        json(res, 200, { status: true, token: "new-token" }, { authorization: "Bearer new-token" });
      else json(res, 200, { status: true, cart: [] });
    };
    await signIn("old-token", 31 * 60 * 1000);
    await expect(readCart()).resolves.toMatchObject({ ok: true });
    expect(seen).toEqual(["/api/auth/token-refresh/public Bearer old-token", "/api/auth/cart/index Bearer new-token"]);
    const sealed = request.jar.get(session.SESSION_COOKIE)?.value;
    await expect(session.readSession(sealed, SHOP, SECRET)).resolves.toMatchObject({ token: "new-token" });
  });

  it("puts the shop's refusals and outages into words, with its field errors", async () => {
    await signIn("t");
    shopApi.upstream = (_req, res) => json(res, 422, { errors: { quantity: ["Too many."] } });
    await expect(readCart()).resolves.toEqual({
      ok: false,
      status: 422,
      message: "Please correct the fields marked in red.",
      errors: { quantity: ["Too many."] },
    });
    shopApi.upstream = (_req, res) => json(res, 400, { status: false, msg: "Out of stock." });
    await expect(readCart()).resolves.toMatchObject({ status: 400, message: "Out of stock." });
    shopApi.upstream = (_req, res) => {
      res.writeHead(403, { "content-type": "text/html" });
      res.end("<html><h1>403 Forbidden</h1>ingress</html>");
    };
    await expect(readCart()).resolves.toEqual({
      ok: false,
      status: 403,
      message: "The shop could not handle this request. Please try again.",
    });
    shopApi.upstream = (req) => req.socket.destroy();
    await expect(readCart()).resolves.toMatchObject({
      status: 503,
      message: "The shop is not available right now. Please try again.",
    });
  });
});

describe("shopAction", () => {
  it("refuses a host this storefront does not serve, before any call", async () => {
    let calls = 0;
    shopApi.upstream = (_req, res) => ((calls += 1), json(res, 200, {}));
    request.headers = new Headers({ host: "elsewhere.example" });
    await expect(actions.shopAction({}, () => cart.getCart({ origin: SHOP, token: "t" }))).resolves.toMatchObject({
      ok: false,
      status: 404,
    });
    expect(calls).toBe(0);
  });

  it("with failedOnly, counts refused attempts only: a right answer costs nothing", async () => {
    (await import("@/lib/rate-limit.server")).resetLimits();
    shopApi.upstream = (req, res) =>
      req.headers.authorization === "Bearer right" ? json(res, 200, { cart: [] }) : json(res, 401, { msg: "No." });
    const attempt = (token: string) =>
      actions.shopAction({ limit: { name: "login", account: "Owner@Example.com ", failedOnly: true } }, ({ origin }) =>
        cart.getCart({ origin, token }),
      );
    for (let i = 0; i < 30; i++) expect(await attempt("right")).toMatchObject({ ok: true });
    // 20 failures an account (lib/rate-limit.server.ts), whatever its spelling.
    for (let i = 0; i < 20; i++) expect(await attempt("wrong")).toMatchObject({ status: 401, message: "No." });
    expect(await attempt("right")).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many attempts/) });
  });
});
