import type * as PageLimit from "./page-limit.server";

jest.mock("server-only", () => ({}));

const SHOP = "http://localhost:3100";
let limit: typeof PageLimit;

beforeEach(async () => {
  jest.resetModules();
  (await import("@/lib/rate-limit.server")).resetLimits();
  process.env.TRUST_PROXY = "0";
  delete process.env.REDIS_URL;
  limit = await import("./page-limit.server");
});

const from = (address: string) => new Headers({ "x-forwarded-for": address });

describe("the /search page's limit", () => {
  test("one address gets 120 searches a minute, then is sent to the refusal page; others go on", async () => {
    for (let i = 0; i < 120; i++) expect(await limit.searchPageRefusal(SHOP, from("198.51.100.7"), "oak")).toBeNull();
    const refusal = await limit.searchPageRefusal(SHOP, from("198.51.100.7"), "oak");
    expect(refusal).toMatch(/^\/search\/too-many\?q=oak&retry=\d+$/);
    expect(await limit.searchPageRefusal(SHOP, from("198.51.100.8"), "oak")).toBeNull();
  });

  test("suggestions and pages share the count", async () => {
    const { consume } = await import("@/lib/rate-limit.server");
    for (let i = 0; i < 120; i++) await consume("search", SHOP, "198.51.100.9");
    expect(await limit.searchPageRefusal(SHOP, from("198.51.100.9"), "oak")).not.toBeNull();
  });

  test("a page without a searchable query searches nothing and is not counted", async () => {
    for (let i = 0; i < 200; i++)
      expect(await limit.searchPageRefusal(SHOP, from("198.51.100.10"), i % 2 ? undefined : "?!")).toBeNull();
  });

  test("the refusal page answers 429 with Retry-After, the wait and a link to search again", async () => {
    const page = limit.tooManySearchesPage(new URLSearchParams({ q: "oak <chair>", retry: "42" }));
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("42");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("Too many attempts. Please try again in a minute.");
    expect(html).toContain('href="/search?q=oak+%3Cchair%3E"');
    expect(html).not.toContain("<chair>");
  });

  test("a forged wait is bounded", () => {
    expect(limit.tooManySearchesPage(new URLSearchParams({ retry: "99999999" })).headers.get("retry-after")).toBe(
      "3600",
    );
    expect(limit.tooManySearchesPage(new URLSearchParams({ retry: "-5" })).headers.get("retry-after")).toBe("60");
    expect(limit.tooManySearchesPage(new URLSearchParams()).status).toBe(429);
  });
});
