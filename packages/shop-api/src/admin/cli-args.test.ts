import { parseAdminArgs } from "./cli-args";

describe("parseAdminArgs", () => {
  it("turns a product command into a PATCH of the product with numbers for price and stock", () => {
    expect(parseAdminArgs(["product", "ab-12", "--price", "12.5", "--stock=3", "--name", "Linen shirt"])).toEqual({
      ok: true,
      call: {
        method: "PATCH",
        path: "/api/admin/products/ab-12",
        body: { price: 12.5, stock: 3, name: "Linen shirt" },
        siteUrl: undefined,
        apiUrl: undefined,
      },
    });
  });

  it("passes a price that is not a number on as written, for the API to refuse", () => {
    const parsed = parseAdminArgs(["product", "ab-12", "--price", "cheap"]);
    expect(parsed.ok && parsed.call.body).toEqual({ price: "cheap" });
  });

  it("maps theme options to the theme's field names and keeps --site-url and --api apart", () => {
    const parsed = parseAdminArgs([
      "theme",
      "--header-bg-color",
      "#112233",
      "--browser-title",
      "Hi",
      "--site-url",
      "http://127.0.0.1:3000",
      "--api",
      "http://127.0.0.1:4555",
    ]);
    expect(parsed).toEqual({
      ok: true,
      call: {
        method: "PATCH",
        path: "/api/admin/theme",
        body: { header_bg_color: "#112233", browser_title: "Hi" },
        siteUrl: "http://127.0.0.1:3000",
        apiUrl: "http://127.0.0.1:4555",
      },
    });
  });

  it("edits a page by its type, and keeps an = inside a value", () => {
    const parsed = parseAdminArgs(["page", "4", "--page-text=<p>a=b</p>"]);
    expect(parsed.ok && parsed.call).toMatchObject({ path: "/api/admin/pages/4", body: { page_text: "<p>a=b</p>" } });
  });

  it.each([
    [[]],
    [["product"]],
    [["product", "a", "b"]],
    [["theme", "x"]],
    [["page"]],
    [["nothing"]],
    [["product", "a", "--price"]],
  ])("refuses %j", (argv) => expect(parseAdminArgs(argv).ok).toBe(false));
});
