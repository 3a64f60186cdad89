import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { THEME_ANSWER } from "@/lib/shop-api/theme.fixture";

/** lookupShop against a fake shop API that knows one shop: an unknown origin costs its calls once, then none for a while. */

let server: Server;
let calls: string[] = [];
let shop: typeof import("./current-shop.server");

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://api");
    calls.push(`${url.pathname} ${url.searchParams.get("site_url")}`);
    const site = url.searchParams.get("site_url");
    if (site === "http://flaky.example" && url.pathname === "/api/footer") {
      res.writeHead(200, { "content-type": "application/json" }).end("<html>Bad gateway</html>");
      return;
    }
    if (site === "http://refusing.example" && url.pathname === "/api/footer") {
      res.writeHead(403, { "content-type": "application/json" }).end(JSON.stringify({ status: false }));
      return;
    }
    if (site !== "http://known.example" && site !== "http://flaky.example" && site !== "http://refusing.example") {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ status: false, msg: "Unknown shop" }));
      return;
    }
    const bodies: Record<string, unknown> = {
      "/api/gym-theme": { status: true, data: THEME_ANSWER },
      "/api/footer": { status: true, data: { footer: null, pages: [] } },
    };
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify(bodies[url.pathname] ?? { status: true, data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  shop = await import("./current-shop.server");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it("asks the shop API about an unknown origin once, then remembers the answer", async () => {
  expect(await shop.lookupShop("http,nobody.example")).toEqual({ status: "unknown" });
  expect(calls.length).toBeGreaterThan(0);
  calls = [];
  for (let i = 0; i < 5; i++) expect(await shop.lookupShop("http,nobody.example")).toEqual({ status: "unknown" });
  expect(calls).toEqual([]);
});

it("keeps asking about a known shop (its data is cached by the shop-API client, not here)", async () => {
  const first = await shop.lookupShop("http,known.example");
  expect(first).toMatchObject({
    status: "ok",
    shop: { origin: "http://known.example", theme: { browser_title: THEME_ANSWER.browser_title } },
  });
  expect(calls.some((call) => call.startsWith("/api/gym-theme"))).toBe(true);
});

it("calls a shop unavailable, never unknown, when the shop API fails to deliver its shell data", async () => {
  expect(await shop.lookupShop("http,flaky.example")).toMatchObject({
    status: "unavailable",
    failure: { reason: "malformed" },
  });
  await expect(shop.requireShop("http,flaky.example")).rejects.toMatchObject({ name: "ShopApiUnavailableError" });
});

it("still renders a shop whose footer the shop API refuses (an answer, not a failure)", async () => {
  expect(await shop.lookupShop("http,refusing.example")).toMatchObject({
    status: "ok",
    shop: { contact: { address: "", phone: "", email: "" }, title: THEME_ANSWER.browser_title },
  });
});
