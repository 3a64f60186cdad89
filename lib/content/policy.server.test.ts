import type { ShopApiResult } from "@/lib/shop-api/core.server";
import type { ContentPage } from "@/lib/shop-api/content.server";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/current-shop.server", () => ({
  requireShop: jest.fn(async () => ({
    origin: "http://localhost:3000",
    theme: null,
    footer: null,
    pages: [],
    attributes: [],
  })),
}));
jest.mock("@/lib/shop-api/content.server", () => ({ getContentPage: jest.fn() }));

describe("loadPolicy", () => {
  let loadPolicy: typeof import("./policy.server").loadPolicy;
  let getContentPage: jest.Mock<Promise<ShopApiResult<ContentPage>>>;

  beforeEach(async () => {
    jest.resetModules();
    ({ loadPolicy } = await import("./policy.server"));
    getContentPage = (await import("@/lib/shop-api/content.server")).getContentPage as unknown as typeof getContentPage;
  });

  const page = (page_text: string): ShopApiResult<ContentPage> => ({
    ok: true,
    status: 200,
    data: { page_type: 4, title: "Privacy Policy", page_text },
    headers: new Headers(),
  });

  it("fills in the shop's host", async () => {
    getContentPage.mockResolvedValue(page("<p>[site_name] keeps {Site_Name} safe.</p>"));
    expect((await loadPolicy("site", 4)).html).toBe("<p>localhost:3000 keeps localhost:3000 safe.</p>");
  });

  it("is not published when the shop has no such page or an empty text", async () => {
    getContentPage.mockResolvedValue({ ok: false, status: 404, reason: "http", body: null });
    expect((await loadPolicy("site", 5)).html).toBeNull();
    getContentPage.mockResolvedValue(page("  "));
    expect((await loadPolicy("site", 5)).html).toBeNull();
  });

  it("is not published, rather than an outage, when the shop answers status: false for the page", async () => {
    getContentPage.mockResolvedValue({
      ok: false,
      status: 200,
      reason: "refused",
      body: { status: false, msg: "No page of type 3", data: null },
    });
    expect((await loadPolicy("site", 3)).html).toBeNull();
  });

  it("fails, rather than showing an empty policy, when the shop cannot be reached", async () => {
    getContentPage.mockResolvedValue({ ok: false, status: null, reason: "timeout", body: null });
    await expect(loadPolicy("site", 4)).rejects.toThrow("could not be loaded");
  });
});
