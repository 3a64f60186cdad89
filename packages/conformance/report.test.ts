import { Mismatch, type Answer } from "./http";
import { formatTable, Recorder, REFERENCE_EXTRA } from "./report";

const SHOP = "http://localhost:3100";
const answer = (status: number, body: unknown): Answer => ({ status, headers: new Headers(), body });
const product = {
  uuid: "u-1",
  item_name: "Coastal Watch II",
  item_image: "a.jpg",
  sale_price: 462.99,
  status: 1,
  product_type: 1,
  product_detail: "",
  stock: 15,
  tax: 15,
};
const withTax = { ...product, item_tax: { tax_amount: 15 }, list_item: [] };

describe("the report of where answers depart from the spec", () => {
  it("gathers every answer of a call under the table's path, and leaves out refusals and calls without an answer shape", () => {
    const r = new Recorder(SHOP);
    const { stock, ...withoutStock } = withTax;
    expect(stock).toBe(15);
    r.answered(
      "GET",
      "/api/product/u-1",
      answer(200, { status: true, product: { ...withTax, id: 96 }, variant: [], attributes: [] }),
    );
    r.answered(
      "GET",
      "/api/product/u-2",
      answer(200, { status: true, product: { ...withoutStock, id: 97, sku: "CW-2" }, variant: [], attributes: [] }),
    );
    r.answered("GET", "/api/product/u-3", answer(404, { status: false, msg: "not found" }));
    r.answered("DELETE", "/api/auth/cart/12/delete", answer(200, { status: true }));
    r.answered("POST", "/api/auth/logout", answer(200, { status: true }));
    expect(r.departures).toEqual([
      {
        shop: SHOP,
        call: "GET /api/product/{uuid}",
        extra: [
          { path: "product.id", own: true },
          { path: "product.sku", own: false },
        ],
        missing: ["product.stock"],
      },
    ]);
  });

  it("prints them after the table, one line per kind, and keeps the totals last", async () => {
    const r = new Recorder(SHOP);
    const { stock, ...withoutStock } = withTax;
    expect(stock).toBe(15);
    await r.check("GET /api/ecom-our-latest-product", async () => undefined);
    r.answered(
      "GET",
      "/api/ecom-our-latest-product",
      answer(200, { status: true, data: [{ ...withoutStock, id: 96 }] }),
    );
    r.answered(
      "GET",
      "/api/auth/e-commerce-getcountry",
      answer(200, { data: [{ country_id: 1, name: "United Arab Emirates" }] }),
    );
    const lines = formatTable(r.rows, r.departures).split("\n");
    expect(lines.slice(lines.indexOf("GET /api/ecom-our-latest-product  pass") + 1)).toEqual([
      "",
      "Departures from the spec's fields (information: a missing field fails only where its check above failed)",
      `Shop ${SHOP}`,
      "GET /api/ecom-our-latest-product",
      "  missing, named by the spec: data[].stock",
      "  not named by the spec, read by the storefront: data[].id",
      "  unknown to the storefront: status",
      "GET /api/auth/e-commerce-getcountry",
      "  missing, named by the spec: data[].phonecode",
      "",
      "1 passed, 0 failed, 0 skipped, 0 reference extras",
    ]);
  });

  it("reports the reference API's own behaviour as a reference extra, present or absent, and never as a failure", async () => {
    const r = new Recorder(SHOP);
    await r.extra("POST /api/auth/logout", async () => {
      throw new Mismatch("expected 200, got 404");
    });
    await r.extra("POST /api/products (bad filter: 422)", async (note) => note("errors for attribute"));
    expect(r.rows.map((row) => [row.call, row.result, row.detail])).toEqual([
      ["POST /api/auth/logout", "extra", `${REFERENCE_EXTRA}, absent: expected 200, got 404`],
      ["POST /api/products (bad filter: 422)", "extra", `${REFERENCE_EXTRA}, present: errors for attribute`],
    ]);
    expect(formatTable(r.rows)).toMatch(/\n0 passed, 0 failed, 0 skipped, 2 reference extras$/);
  });

  it("prints no section when every answer has exactly the spec's fields", () => {
    const r = new Recorder(SHOP);
    r.answered("GET", "/api/ecom-our-latest-product", answer(200, { data: [withTax] }));
    expect(formatTable(r.rows, r.departures)).not.toContain("Departures");
  });
});
