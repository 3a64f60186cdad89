import { NextRequest } from "next/server";

jest.mock("server-only", () => ({}));
const suggest = jest.fn();
jest.mock("@/lib/search/search.server", () => ({ suggestProducts: (...args: unknown[]) => suggest(...args) }));

const SHOP = "http://localhost:3100";
/** The shop segment next.config.ts's rewrites give a request with `Host: localhost:3100`. */
const SHOP_SEGMENT = "http,localhost:3100";

let route: typeof import("./route");

beforeAll(async () => {
  process.env.SHOP_API_URL = "http://127.0.0.1:9";
  process.env.SESSION_SECRET = "search-route-test-secret-0123456789-abcdef";
  process.env.TRUST_PROXY = "0";
  route = await import("./route");
});

beforeEach(() => suggest.mockReset().mockResolvedValue({ query: "oak", products: [] }));

function get(query: string, address = "203.0.113.5") {
  const request = new NextRequest(`${SHOP}/api/search${query}`, { headers: { "x-forwarded-for": address } });
  return route.GET(request, { params: Promise.resolve({ site: SHOP_SEGMENT }) });
}

describe("GET /api/search", () => {
  test("answers the shop's suggestions for the query, searched in that shop", async () => {
    const response = await get("?q=oak");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ query: "oak", products: [] });
    expect(suggest).toHaveBeenCalledWith(SHOP, "oak");
  });

  test("a missing query is passed on (and answered empty by the search), not refused", async () => {
    expect((await get("")).status).toBe(200);
    expect(suggest).toHaveBeenCalledWith(SHOP, undefined);
  });

  test("a shop that cannot be listed answers 503 with Retry-After", async () => {
    suggest.mockResolvedValue(null);
    const down = await get("?q=oak");
    expect(down.status).toBe(503);
    expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("one address is limited to 120 searches a minute; others are not affected", async () => {
    for (let i = 0; i < 120; i++) expect((await get("?q=oak", "198.51.100.7")).status).toBe(200);
    const refused = await get("?q=oak", "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await get("?q=oak", "198.51.100.8")).status).toBe(200);
  });
});
