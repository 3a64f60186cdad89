import { NextRequest } from "next/server";

jest.mock("server-only", () => ({}));

let route: typeof import("./route");

beforeAll(async () => {
  process.env.SHOP_API_URL = "http://127.0.0.1:9";
  process.env.SESSION_SECRET = "too-many-route-test-secret-0123456789-abcdef";
  process.env.TRUST_PROXY = "0";
  process.env.ALLOWED_HOSTS = "localhost:3100";
  route = await import("./route");
});

const get = (site: string) =>
  route.GET(new NextRequest("http://localhost:3100/search/too-many?q=oak&retry=30"), {
    params: Promise.resolve({ site }),
  });

describe("GET /search/too-many", () => {
  test("answers a shop served here with the 429 page", async () => {
    const page = await get("http,localhost:3100");
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("30");
  });

  test("a host outside ALLOWED_HOSTS gets no page", async () => {
    expect((await get("http,evil.example")).status).toBe(421);
  });
});
