import { newSession, sealSession, SESSION_COOKIE } from "../lib/session/cookie";
import { freshCustomer, productsWithStock, serverCart } from "./cart-support";
import { E2E_SESSION_SECRET, SHOP_ONE, SHOP_TWO } from "./env";
import { expect, test } from "./fixtures";

/** Requests the malformed-request sweep (`npm run test:abuse`) found answered with a 500 or accepted; each is refused now. */

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test(`a Server Action or multipart post from another origin is refused with 403, not 500 (${origin})`, async ({
    request,
  }) => {
    for (const path of ["/contact-us", "/", "/product/no-such-product"]) {
      const action = await request.post(`${origin}${path}`, {
        headers: {
          origin: "https://evil.example",
          "next-action": "7f".repeat(21),
          "content-type": "text/plain;charset=UTF-8",
        },
        data: "[]",
        maxRedirects: 0,
      });
      expect(action.status(), `${path}, action`).toBe(403);
      const form = await request.post(`${origin}${path}`, {
        headers: { origin: "https://evil.example" },
        multipart: { message: "hello" },
        maxRedirects: 0,
      });
      expect(form.status(), `${path}, multipart form`).toBe(403);
      const malformed = await request.post(`${origin}${path}`, {
        headers: { origin: "%zz", "next-action": "7f".repeat(21), "content-type": "text/plain;charset=UTF-8" },
        data: "[]",
        maxRedirects: 0,
      });
      expect(malformed.status(), `${path}, malformed Origin`).toBe(403);
    }
  });

  test(`a route handler takes its body only as JSON: the same body as text changes nothing (${origin})`, async ({
    request,
  }) => {
    const customer = await freshCustomer(request, origin);
    const [product] = await productsWithStock(request, origin, 2, 1);
    const cookie = `${SESSION_COOKIE}=${await sealSession(newSession(customer.token, origin), E2E_SESSION_SECRET)}`;
    const body = JSON.stringify({ product_id: product!.uuid, quantity: 1 });
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const refused = await request.post(`${origin}/api/cart`, {
        headers: { origin, cookie, "content-type": type },
        data: body,
      });
      expect(refused.status(), type).toBe(415);
    }
    expect((await serverCart(request, origin, customer.token)).cart).toEqual([]);
    const accepted = await request.post(`${origin}/api/cart`, {
      headers: { origin, cookie, "content-type": "application/json" },
      data: body,
    });
    expect(accepted.status()).toBe(200);
    expect((await serverCart(request, origin, customer.token)).cart).toHaveLength(1);
  });
}

test("the image optimizer answers 400 for an image address with a malformed escape, not 500", async ({ request }) => {
  for (const origin of [SHOP_ONE, SHOP_TWO]) {
    const response = await request.get(`${origin}/_next/image?url=${encodeURIComponent("/media/%zz.jpg")}&w=640&q=75`);
    expect(response.status()).toBe(400);
  }
});
