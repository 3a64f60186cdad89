import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";

jest.mock("server-only", () => ({}));

const SHOP = "http://localhost:3100";
/** The shop segment next.config.ts's rewrites give a request with `Host: localhost:3100`. */
const SHOP_SEGMENT = "http,localhost:3100";

const uuid = (n: number) => `${n.toString(16).padStart(8, "0")}-0000-4000-8000-000000000000`;

function item(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: n,
    uuid: uuid(n),
    item_name: `Product ${n}`,
    item_image: `items/${n}.jpg`,
    sale_price: 20 + n,
    status: 1,
    product_type: 0,
    stock: 3,
    category_id: 1,
    tax: 5,
    fk_tax_id: 1,
    list_item: [],
    ...overrides,
  };
}

/** The fake shop API's product answers by uuid; anything else is its 404. */
let products = new Map<string, (res: ServerResponse) => void>();
const asked: string[] = [];
let server: Server;
let route: typeof import("./route");

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    asked.push(`${url.pathname}?${url.searchParams.get("site_url")}`);
    const match = /^\/api\/product\/(.+)$/.exec(url.pathname);
    const answer = match ? products.get(decodeURIComponent(match[1]!)) : undefined;
    if (answer) answer(res);
    else json(res, 404, { status: false, message: "Product not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = "wishlist-route-test-secret-0123456789-abcdef";
  route = await import("./route");
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  products = new Map();
  asked.length = 0;
});

function get(query: string, address = "203.0.113.9") {
  const request = new NextRequest(`${SHOP}/api/wishlist${query}`, { headers: { "x-forwarded-for": address } });
  return route.GET(request, { params: Promise.resolve({ site: SHOP_SEGMENT }) });
}

const answerWith = (body: unknown) => (res: ServerResponse) => json(res, 200, body);

describe("GET /api/wishlist", () => {
  test("answers each saved product as the shop shows it now, in the order asked, read in that shop", async () => {
    products.set(
      uuid(1),
      answerWith({
        status: true,
        product: item(1, {
          sale_price: 40,
          stock: 2,
          list_item: [{ discount: 10, discount_type: "%", discounted_amount: 36 }],
        }),
        variant: [],
        attributes: [],
      }),
    );
    products.set(uuid(2), answerWith({ status: true, product: item(2), variant: [], attributes: [] }));
    const response = await get(`?ids=${uuid(2)},${uuid(1)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { data } = await response.json();
    expect(data).toEqual([
      { uuid: uuid(2), state: "ok", product: expect.objectContaining({ product_id: uuid(2), price: 22, stock: 3 }) },
      {
        uuid: uuid(1),
        state: "ok",
        product: expect.objectContaining({
          product_id: uuid(1),
          name: "Product 1",
          price: 40,
          stock: 2,
          discount: "%",
          disc_amount: 10,
          thumb_nail: "items/1.jpg",
        }),
      },
    ]);
    expect(asked.sort()).toEqual([`/api/product/${uuid(1)}?${SHOP}`, `/api/product/${uuid(2)}?${SHOP}`]);
  });

  test("a product the shop no longer shows (unknown or hidden) is gone; one the shop failed to answer is an error, not gone", async () => {
    products.set(uuid(3), answerWith({ status: true, product: item(3, { status: 0 }), variant: [], attributes: [] }));
    products.set(uuid(4), answerWith({ status: false, product: null }));
    products.set(uuid(5), (res) => json(res, 500, { message: "boom" }));
    products.set(uuid(6), (res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{not json");
    });
    const response = await get(`?ids=${[3, 4, 5, 6, 7].map(uuid).join(",")}`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual([
      { uuid: uuid(3), state: "gone" },
      { uuid: uuid(4), state: "gone" },
      { uuid: uuid(5), state: "error" },
      { uuid: uuid(6), state: "error" },
      { uuid: uuid(7), state: "gone" },
    ]);
  });

  test("a repeated id is read once", async () => {
    products.set(uuid(1), answerWith({ status: true, product: item(1), variant: [], attributes: [] }));
    const { data } = await (await get(`?ids=${uuid(1)},${uuid(1)}`)).json();
    expect(data).toHaveLength(1);
    expect(asked).toHaveLength(1);
  });

  test("ids that are missing, malformed or over the list's limit get a 422 and never reach the shop API", async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => uuid(i + 1)).join(",");
    for (const query of ["", "?ids=", `?ids=${uuid(1)},`, "?ids=..%2Fadmin", "?ids=%3Cscript%3E", `?ids=${tooMany}`]) {
      const response = await get(query);
      expect({ query, status: response.status }).toEqual({ query, status: 422 });
    }
    expect(asked).toEqual([]);
  });
});
