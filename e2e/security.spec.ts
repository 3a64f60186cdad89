import Database from "better-sqlite3";
import { createHmac, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { newSession, sealSession, SESSION_COOKIE } from "../lib/session/cookie";
import { apiLogin, freshCustomer, plantSession, shellSettled } from "./cart-support";
import { catalogueApi } from "./catalogue-api";
import {
  API_URL,
  DEFAULT_PORT_SHOP,
  DEMO_LOGIN,
  E2E_SESSION_SECRET,
  LISTED_IMAGE_HOST,
  LISTED_IMAGE_PORT,
  SHOP_ONE,
  SHOP_TWO,
  shopName,
  STORE_PORT,
  UNLISTED_IMAGE_HOST,
} from "./env";
import { expect, test } from "./sessions";
import { chunkedUpload, rawRequest } from "./raw-http";

/** One request to the storefront with exactly these headers, on a connection of its own. */
const raw = (
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: string; localAddress?: string } = {},
) => rawRequest(STORE_PORT, path, headers, init);

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

/**
 * `x-nextjs-cache` of an answer from a kept page: HIT, or STALE once the page is due again, 30 s after it was
 * kept (the catalogue's window, lib/shop-api/cache-policy.server.ts) or at once when a parallel test's
 * back-office change expired it. Either way it is the existing entry; a page without one is a MISS.
 */
const KEPT = ["HIT", "STALE"];

/** Account takeover paths: a reset needs the code's own reset token, and logout revokes the token at the shop API. */

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test(`a password reset without a verified code's token fails, at the storefront and at the shop API (${origin})`, async ({
    page,
    request,
  }) => {
    await page.goto(`${origin}/`);
    const viaStorefront = await page.evaluate(async () => {
      const response = await fetch("/api/account/reset-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "demo@example.com", password: "taken-over-1", confirm_password: "taken-over-1" }),
      });
      return response.json();
    });
    expect(viaStorefront).toEqual({
      status: false,
      msg: "Please verify the code we e-mailed you before choosing a new password.",
    });
    const direct = await request.post(
      `${API_URL}/api/auth/e-commerce/reset-password?site_url=${encodeURIComponent(origin)}`,
      {
        data: { email: DEMO_LOGIN.email, password: "taken-over-1", confirm_password: "taken-over-1" },
      },
    );
    expect((await direct.json()).status).toBe(false);
    // The demo password still works.
    expect(await apiLogin(request, origin, DEMO_LOGIN.email, DEMO_LOGIN.password)).toBeTruthy();
  });

  test(`signed in, a return path that normalises to another host redirects on the shop's own origin (${shopName(origin)})`, async ({
    request,
  }) => {
    const customer = await freshCustomer(request, origin);
    const session = await sealSession(newSession(customer.token, origin), E2E_SESSION_SECRET);
    const headers = { host: new URL(origin).host, cookie: `${SESSION_COOKIE}=${session}` };
    for (const query of [
      "next=/..//evil.example/profile",
      "next=/%2e%2e//evil.example/order-summary",
      `next=${encodeURIComponent("/..//evil.example/profile")}`,
      `next=${encodeURIComponent("/%2e%2e//evil.example/order-summary")}`,
      `next=${encodeURIComponent("/.//evil.example/order-summary")}`,
      `next=${encodeURIComponent("/%2E%2E/%2Fevil.example/profile")}`,
      `next=${encodeURIComponent("/\\evil.example/profile")}`,
      `next=${encodeURIComponent("/\t/evil.example/profile")}`,
    ]) {
      const answer = await raw(`/sign-in?${query}`, headers);
      expect(answer.status, query).toBe(307);
      // Not followed: signed in, the sign-in page goes on to the account instead.
      const location = new URL(answer.headers.location ?? "", `${origin}/sign-in`);
      expect(`${location.origin}${location.pathname}`, query).toBe(`${origin}/profile`);
    }
    // The same return path spelled as a path of the shop is followed, on the shop.
    const kept = await raw(`/sign-in?next=${encodeURIComponent("/order-summary")}`, headers);
    expect(new URL(kept.headers.location ?? "", `${origin}/sign-in`).href).toBe(`${origin}/order-summary`);
  });

  test(`after Logout the shop API refuses the session's token (${origin})`, async ({ page, context, request }) => {
    const customer = await freshCustomer(request, origin);
    await plantSession(context, origin, customer.token);
    await page.goto(`${origin}/`);
    const logout = page.getByRole("button", { name: "Logout" });
    await shellSettled(page);
    await logout.click();
    await expect(page.getByRole("link", { name: "login/register" })).toBeVisible();
    const me = await request.get(`${API_URL}/api/auth/user/public?site_url=${encodeURIComponent(origin)}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(me.status()).toBe(401);
  });
}

test("a malformed percent-escape in any path answers 400, never 500", async ({ request }) => {
  for (const origin of [SHOP_ONE, SHOP_TWO]) {
    for (const path of [
      "/catagory/%E0%A4%A/1",
      "/api/orders/%E0%A4%A",
      "/product/%E0%A4%A",
      "/%E0%A4%A",
      "/BlogDetail/%zz",
      "/media/%E0%A4%A.jpg",
    ]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), `${origin}${path}`).toBe(400);
    }
  }
});

test("without REVALIDATE_SECRET the revalidation webhook does not exist, however it is signed", async ({ request }) => {
  const body = JSON.stringify({ tags: ["products"] });
  const timestamp = String(Math.floor(Date.now() / 1000));
  for (const shop of [SHOP_ONE, SHOP_TWO]) {
    const signature = `sha256=${createHmac("sha256", "any secret")
      .update(`${timestamp}.${new URL(shop).host}.${body}`)
      .digest("hex")}`;
    const response = await request.post(`${shop}/api/revalidate`, {
      data: body,
      headers: {
        "content-type": "application/json",
        "x-revalidate-timestamp": timestamp,
        "x-revalidate-signature": signature,
      },
    });
    expect(response.status()).toBe(404);
  }
});

test("every kind of answer carries the security headers", async ({ request }) => {
  for (const path of ["/", "/no/such/page", "/api/countries", "/sitemap.xml", "/assets/favicon.svg"]) {
    const response = await request.get(`${SHOP_TWO}${path}`, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["strict-transport-security"], path).toMatch(/^max-age=\d+/);
    const csp = headers["content-security-policy"] ?? "";
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "script-src 'self'",
    ]) {
      expect(csp, `${path}: ${directive}`).toContain(directive);
    }
  }
});

test("the order summary's form may post only to the shop and the bank card gateway", async ({ page, signIn }) => {
  await signIn(SHOP_ONE, "customer");
  const response = await page.goto(`${SHOP_ONE}/order-summary`);
  expect(response?.headers()["content-security-policy"]).toContain(`form-action 'self' ${new URL(API_URL).origin}`);
});

test("login attempts on one account are limited: the modal then says how long to wait", async ({ page, request }) => {
  test.slow();
  const customer = await freshCustomer(request, SHOP_ONE);
  await page.goto(`${SHOP_ONE}/`);
  const statuses = await page.evaluate(async (email) => {
    const out: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await fetch("/api/account/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: `wrong-${i}` }),
      });
      out.push(response.status);
    }
    return out;
  }, customer.email);
  expect(new Set(statuses)).toEqual(new Set([400]));

  const button = page.getByRole("link", { name: "login/register" });
  await shellSettled(page);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Username or E-mail").fill(customer.email);
  await dialog.getByLabel("Password", { exact: true }).fill(customer.password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog.getByText(/Too many attempts\. Please try again in \d+ minutes\./)).toBeVisible();
});

test.describe("one cached page per shop, however a request spells its address", () => {
  const path = "/";
  const hostOne = `localhost:${STORE_PORT}`;
  const hostTwo = `127.0.0.1:${STORE_PORT}`;
  const junk = () => `junk-${randomUUID().slice(0, 8)}.example`;
  const cases: { shop: string; canonical: Record<string, string>; spellings: Record<string, string>[] }[] = [
    {
      shop: SHOP_ONE,
      canonical: { host: hostOne },
      spellings: [
        { host: hostOne.toUpperCase() },
        { host: `LocalHost:0${STORE_PORT}` },
        { host: hostOne, "x-forwarded-host": junk() },
        { host: hostOne, "x-forwarded-proto": "https" },
        { host: hostOne, "x-forwarded-host": junk(), "x-forwarded-proto": "gopher" },
        // The header the middleware hands the router its answer in: a client's copy is overwritten.
        { host: hostOne, "x-storefront-site": `http,${hostTwo}` },
      ],
    },
    {
      shop: SHOP_TWO,
      canonical: { host: hostTwo },
      spellings: [
        { host: `127.1:${STORE_PORT}` },
        { host: hostTwo, "x-forwarded-host": junk() },
        { host: `127.000.000.001:${STORE_PORT}` },
      ],
    },
    {
      shop: DEFAULT_PORT_SHOP,
      canonical: { host: "localhost" },
      spellings: [
        { host: "localhost:80" },
        { host: "LOCALHOST:80" },
        { host: "localhost", "x-forwarded-host": junk() },
      ],
    },
  ];

  for (const { shop, canonical, spellings } of cases) {
    test(`every other spelling of ${shop} is served its canonical page from the cache, without an entry of its own`, async () => {
      const warm = await raw(path, canonical);
      expect(warm.status).toBe(200);
      const again = await raw(path, canonical);
      expect(KEPT).toContain(again.headers["x-nextjs-cache"]);
      const title = titleOf(again.body);
      expect(title).toBeTruthy();
      for (const headers of spellings) {
        // Each spelling is new to the server: a kept answer can only be the canonical page's entry.
        const answer = await raw(path, headers);
        expect(answer.status, JSON.stringify(headers)).toBe(200);
        expect(KEPT, JSON.stringify(headers)).toContain(answer.headers["x-nextjs-cache"]);
        expect(titleOf(answer.body), JSON.stringify(headers)).toBe(title);
      }
    });
  }

  test("the shops stay apart: the canonical pages of two shops differ", async () => {
    const [one, two] = await Promise.all([raw(path, { host: hostOne }), raw(path, { host: hostTwo })]);
    expect(titleOf(one.body)).not.toBe(titleOf(two.body));
  });

  test("a host no shop answers to is not found on every request, never kept", async () => {
    for (const host of [junk(), `127.0.0.2:${STORE_PORT}`]) {
      for (let i = 0; i < 2; i++) {
        const answer = await raw("/", { host });
        expect(answer.status).toBe(404);
        expect(answer.headers["x-nextjs-cache"]).not.toBe("HIT");
      }
    }
  });
});

test.describe("listing states", () => {
  test("a state outside what the listing shows is sent to the listing's canonical URL, and the redirect is not kept", async ({
    request,
  }) => {
    const api = catalogueApi(request, SHOP_ONE);
    const listing = await api.list({ attribute: 1 });
    const last = listing.data.last_page;
    const ceiling = Math.ceil(listing.max_price);
    const cases: [string, string][] = [
      [`/catagory/Men_Wear/1?page=${last + 40}&utm_source=x`, `/catagory/Men_Wear/1?page=${last}`],
      ["/catagory/Men_Wear/1?price_min=3.7&price_max=999999", "/catagory/Men_Wear/1?price_min=3"],
      [`/catagory/Men_Wear/1?price_min=0&price_max=${ceiling}&discount_max=100`, "/catagory/Men_Wear/1"],
      ["/catagory/Men_Wear/1?checked=999999&checked=abc", "/catagory/Men_Wear/1"],
      ["/catagory/men_wear/1", "/catagory/Men_Wear/1"],
      ["/catagory/Anything-At-All/1?page=2", "/catagory/Men_Wear/1?page=2"],
      ["/Product/2?checked=5", "/Product/2"],
    ];
    for (const [from, to] of cases) {
      for (let i = 0; i < 2; i++) {
        const response = await request.get(`${SHOP_ONE}${from}`, { maxRedirects: 0 });
        expect(response.status(), from).toBe(307);
        // Next 16 writes the Location of a redirect from a kept (ISR) page twice, with the same value,
        // which browsers accept; Playwright joins the two.
        expect(new Set(response.headers()["location"]?.split(", ")), from).toEqual(new Set([to]));
        expect(response.headers()["x-nextjs-cache"], from).not.toBe("HIT");
      }
    }
    for (const bad of ["/catagory/Men_Wear/01", "/catagory/Men_Wear/1x", "/Product/-2", "/Product/02"]) {
      expect((await request.get(`${SHOP_ONE}${bad}`, { maxRedirects: 0 })).status(), bad).toBe(404);
    }
  });

  test("a browser lands on the canonical state", async ({ page, request }) => {
    const last = (await catalogueApi(request, SHOP_ONE).list({ attribute: 1 })).data.last_page;
    await page.goto(`${SHOP_ONE}/catagory/Men_Wear/1?page=${last + 9}&price_max=99999`);
    await expect(page).toHaveURL(`${SHOP_ONE}/catagory/Men_Wear/1?page=${last}`);
    await expect(page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]')).toHaveText(
      `Page ${last}`,
    );
  });

  test("query keys a listing does not read make no page of their own", async () => {
    const host = { host: `localhost:${STORE_PORT}` };
    for (const base of ["/catagory/Women_Wear/2", "/catagory/Women_Wear/2?page=2"]) {
      await raw(base, host);
      expect(KEPT).toContain((await raw(base, host)).headers["x-nextjs-cache"]);
      const joiner = base.includes("?") ? "&" : "?";
      const answer = await raw(`${base}${joiner}utm_source=${randomUUID()}&fbclid=${randomUUID()}`, host);
      expect(answer.status).toBe(200);
      expect(KEPT).toContain(answer.headers["x-nextjs-cache"]);
    }
  });
});

test("ids outside their character set are not found, without a call to the shop API", async ({ request }) => {
  for (const path of [
    "/product/not-a-uuid!",
    "/product/..%2Fadmin",
    "/BlogDetail/007",
    "/BlogDetail/0",
    "/BlogDetail/abc",
  ]) {
    const response = await request.get(`${SHOP_ONE}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  for (const [method, path] of [
    ["GET", "/api/orders/abc"],
    ["GET", "/api/orders/0"],
    ["POST", "/api/orders/1%20OR%201/cancel"],
    ["POST", "/api/orders/-1/discard"],
    ["DELETE", "/api/cart/lines/01"],
    ["POST", "/api/cart/items/zz%20top"],
  ] as const) {
    const response = await request.fetch(`${SHOP_ONE}${path}`, {
      method,
      headers: { origin: SHOP_ONE, "content-type": "application/json" },
      data: method === "POST" ? { quantity: 1, message: "x" } : undefined,
    });
    expect(response.status(), `${method} ${path}`).toBe(404);
  }
  const add = await request.post(`${SHOP_ONE}/api/cart`, {
    headers: { origin: SHOP_ONE },
    data: { product_id: "<script>", quantity: 1 },
  });
  expect([401, 422]).toContain(add.status());
});

test("a client's own X-Forwarded-For does not choose its rate-limit key: the connection's address does", async () => {
  // A loopback address of this test's own, so the count is not shared with any other test.
  const localAddress = "127.0.0.9";
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const answer = await raw(
      "/api/newsletter",
      {
        host: `localhost:${STORE_PORT}`,
        origin: SHOP_ONE,
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${i + 1}`,
      },
      { method: "POST", body: JSON.stringify({ email: `xff-${randomUUID()}@example.com` }), localAddress },
    );
    statuses.push(answer.status);
  }
  // The newsletter allows 10 per client address in ten minutes.
  expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
  expect(statuses[10]).toBe(429);
});

test("a 404 beside the order summary (/order-summaryX, /order-summary.txt) carries the security headers", async () => {
  for (const path of ["/order-summaryX", "/order-summary.txt"]) {
    const answer = await raw(path, { host: `localhost:${STORE_PORT}` });
    expect(answer.status, path).toBe(404);
    expect(answer.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(answer.headers["x-frame-options"], path).toBe("DENY");
    expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
  }
});

test("TRACE answers 405 with Allow on route handlers, robots.txt, the sitemap and /media (Next answered 500)", async () => {
  for (const path of ["/api/revalidate", "/api/cart", "/robots.txt", "/sitemap.xml", "/media/storage/x.png", "/"]) {
    const answer = await raw(path, { host: `localhost:${STORE_PORT}` }, { method: "TRACE" });
    expect(answer.status, path).toBe(405);
    expect(answer.headers.allow, path).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  }
});

test("the image optimizer refuses another spelling of a /media image with 400, before it keeps a copy", async () => {
  const host = { host: `localhost:${STORE_PORT}` };
  for (const url of ["/media/shops/1/%61.jpg", "/media/shops/1/a%2fb.jpg", "/media/shops/1/a b.jpg"]) {
    const answer = await raw(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, host);
    expect(answer.status, url).toBe(400);
    expect(answer.body, url).toBe("Bad request: the image address is not spelled canonically.");
  }
});

test("an empty X-Forwarded-For is no header: the client keeps the connection's rate-limit key", async () => {
  // A loopback address of this test's own, so the count is not shared with any other test.
  const localAddress = "127.0.0.13";
  const subscribe = (headers: Record<string, string>) =>
    raw(
      "/api/newsletter",
      { host: `localhost:${STORE_PORT}`, origin: SHOP_ONE, "content-type": "application/json", ...headers },
      { method: "POST", body: JSON.stringify({ email: `xff-${randomUUID()}@example.com` }), localAddress },
    );
  // The newsletter allows 10 per client address in ten minutes.
  for (let i = 0; i < 10; i++) expect((await subscribe({})).status).not.toBe(429);
  expect((await subscribe({ "x-forwarded-for": "" })).status).toBe(429);
  expect((await subscribe({ "x-forwarded-for": " , " })).status).toBe(429);
});

test("the /search page shares the search limit: over it, a redirect to a 429 page that says how long to wait", async () => {
  test.slow();
  // A loopback address of this test's own, so the count is not shared with any other test.
  const localAddress = "127.0.0.11";
  const host = { host: `localhost:${STORE_PORT}` };
  for (let i = 0; i < 60; i++) expect((await raw("/api/search?q=oak", host, { localAddress })).status).toBe(200);
  for (let i = 0; i < 60; i++) expect((await raw(`/search?q=oak+${i}`, host, { localAddress })).status).toBe(200);
  const over = await raw("/search?q=oak", host, { localAddress });
  expect(over.status).toBe(307);
  const location = new URL(over.headers.location ?? "", SHOP_ONE);
  expect(location.pathname).toBe("/search/too-many");
  const refusal = await raw(`${location.pathname}${location.search}`, host, { localAddress });
  expect(refusal.status).toBe(429);
  expect(Number(refusal.headers["retry-after"])).toBeGreaterThan(0);
  expect(refusal.body).toMatch(/Too many attempts\. Please try again in a minute\./);
  expect(refusal.body).toContain('href="/search?q=oak"');
});

test("GET /api/account/session is gone: it read the wrong cookie on https and signed the customer out", async ({
  request,
}) => {
  expect((await request.get(`${SHOP_ONE}/api/account/session`)).status()).toBe(404);
});

test("a chunked 10 MB body is refused with 413 before the upload ends: the server stops reading at 64 KB", async () => {
  const answer = await chunkedUpload(
    STORE_PORT,
    "/api/newsletter",
    { host: `localhost:${STORE_PORT}`, origin: SHOP_ONE, "content-type": "application/json" },
    10 * 1024 * 1024,
  );
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ status: false, msg: "The request body is too large." });
  expect(answer.finishedUpload).toBe(false);
});

test("a chunked 10 MB body that goes through the middleware is refused with 413 too", async () => {
  // A client's X-Forwarded-For sends the request through the middleware, for which Next copies the body.
  const answer = await chunkedUpload(
    STORE_PORT,
    "/api/newsletter",
    {
      host: `localhost:${STORE_PORT}`,
      origin: SHOP_ONE,
      "content-type": "application/json",
      "x-forwarded-for": "198.51.100.77",
    },
    10 * 1024 * 1024,
  );
  expect(answer.status).toBe(413);
});

test.describe("images on other hosts", () => {
  let listed: Server;
  let unlisted: Server;
  let listedOtherPort: Server;
  const hits = { listed: 0, unlisted: 0, listedOtherPort: 0 };
  let jpeg: Buffer;

  const serve = (key: keyof typeof hits, host: string, port = 0) =>
    new Promise<Server>((resolve) => {
      const server = createServer((_req, res) => {
        hits[key] += 1;
        res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(jpeg.length) }).end(jpeg);
      });
      server.listen(port, host, () => resolve(server));
    });

  test.beforeAll(async ({ request }) => {
    const image = await request.get(`${API_URL}/storage/shops/1/products/pool-1.jpg`);
    expect(image.ok()).toBe(true);
    jpeg = await image.body();
    listed = await serve("listed", LISTED_IMAGE_HOST, LISTED_IMAGE_PORT);
    unlisted = await serve("unlisted", UNLISTED_IMAGE_HOST);
    listedOtherPort = await serve("listedOtherPort", LISTED_IMAGE_HOST);
  });
  test.afterAll(async () => {
    await Promise.all(
      [listed, unlisted, listedOtherPort].map((server) => new Promise((resolve) => server?.close(resolve))),
    );
  });

  /**
   * A product of shop one with three variants whose images are absolute URLs: on the shop API's
   * host, on a host in IMAGE_HOSTS and on one in no list. Written into the reference API's
   * database (the API cannot be told to answer such URLs otherwise); none of its items is a
   * primary item, so no listing, search or carousel of other tests shows it.
   */
  function plantProduct(): string[] {
    const dir = process.env.E2E_DB_DIR;
    if (!dir) throw new Error("E2E_DB_DIR is not set (playwright.config.ts sets it)");
    const db = new Database(join(dir, "shop.db"));
    try {
      db.pragma("busy_timeout = 5000");
      const shopId = db.prepare("SELECT id FROM shops WHERE origin = ?").pluck().get(SHOP_ONE) as number;
      const category = db
        .prepare("SELECT category_id FROM products WHERE shop_id = ? LIMIT 1")
        .pluck()
        .get(shopId) as number;
      const now = new Date().toISOString();
      const productId = db
        .prepare("INSERT INTO products (shop_id, product_name, category_id, created_at) VALUES (?, ?, ?, ?)")
        .run(shopId, "Image Hosts Test", category, now).lastInsertRowid;
      const images = [
        `${API_URL}/storage/shops/1/products/pool-2.jpg`,
        // A name of this run's own: the listed host's port is fixed, and the optimizer keeps what it fetched.
        `http://${LISTED_IMAGE_HOST}:${(listed.address() as AddressInfo).port}/cdn/listed-${randomUUID()}.jpg`,
        `http://${UNLISTED_IMAGE_HOST}:${(unlisted.address() as AddressInfo).port}/cdn/unlisted.jpg`,
      ];
      const insert = db.prepare(
        "INSERT INTO items (shop_id, product_id, uuid, is_primary, item_name, item_image, sale_price, status, stock, created_at) VALUES (?, ?, ?, 0, ?, ?, 10, 1, 5, ?)",
      );
      return images.map((image, index) => {
        const uuid = randomUUID();
        insert.run(shopId, productId, uuid, `Image host ${index + 1}`, image, now);
        return uuid;
      });
    } finally {
      db.close();
    }
  }

  test("an absolute URL on the shop API's host and one on a listed host show; one on another host shows the placeholder and is never fetched", async ({
    page,
  }) => {
    const [onApi] = plantProduct();
    await page.goto(`${SHOP_ONE}/product/${onApi}`);
    // On the shop API's host, below IMAGE_BASE_URL: served like the API's relative paths.
    const gallery = page.getByRole("img", { name: "Image host 1" });
    await expect(gallery).toHaveAttribute("src", /^\/_next\/image\?url=%2Fmedia%2Fshops%2F1%2Fproducts%2Fpool-2\.jpg&/);
    await expect
      .poll(() => gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const variants = page.getByRole("navigation", { name: "Variants" }).locator("img");
    await expect(variants).toHaveCount(3);
    const listedThumb = variants.nth(1);
    await listedThumb.scrollIntoViewIfNeeded();
    await expect(listedThumb).toHaveAttribute(
      "src",
      new RegExp(`%2Fmedia%2F~http%2F${LISTED_IMAGE_HOST.replaceAll(".", "\\.")}`),
    );
    await expect
      .poll(() => listedThumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(hits.listed).toBeGreaterThan(0);

    await expect(variants.nth(2)).toHaveAttribute("src", "/assets/placeholder.svg");
    const direct = await raw(
      `/media/~http/${UNLISTED_IMAGE_HOST}:${(unlisted.address() as AddressInfo).port}/cdn/unlisted.jpg`,
      { host: `localhost:${STORE_PORT}` },
    );
    expect(direct.status).toBe(404);
    expect(hits.unlisted).toBe(0);
    // The listed host on a port IMAGE_HOSTS does not name.
    const otherPort = await raw(
      `/media/~http/${LISTED_IMAGE_HOST}:${(listedOtherPort.address() as AddressInfo).port}/cdn/listed.jpg`,
      { host: `localhost:${STORE_PORT}` },
    );
    expect(otherPort.status).toBe(404);
    expect(hits.listedOtherPort).toBe(0);
  });
});
