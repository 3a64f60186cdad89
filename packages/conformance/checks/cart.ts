import { cartTotals, lineAmounts } from "@storefront/cart-math";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { checkoutRequestSchema } from "@/lib/checkout/request";
import { buildPlacement } from "@/lib/checkout/placement";
import { cartAnswer, cartLineAnswer, cartMergeAnswer } from "@/lib/shop-api/cart.server";
import { orderAnswer, placementAnswer } from "@/lib/shop-api/orders.server";
import { statusMessageSchema, type CartLine, type Item, type User } from "@/lib/shop-api/schemas.server";
import { NEEDS_WRITE, type Context } from "../context";
import { expectAnswer, expectEqual, Mismatch, type Answer, type Call } from "../http";

export const CART_WRITE_CALLS = [
  "POST /api/auth/cart/store",
  "POST /api/auth/cart/{uuid}/update",
  "POST /api/auth/cart/store/all",
  "cart totals = @storefront/cart-math (after adding)",
  "DELETE /api/auth/cart/{cart_id}/delete",
  "POST /api/auth/order/create (cash on delivery)",
  "GET /api/auth/e-commerce/check-sale-order/{id} (new order)",
];

type Cart = z.output<typeof cartAnswer>;

/** Each line's amounts and the cart's totals, as the API answered them, against @storefront/cart-math. */
export function expectCartMath(cart: Cart, shopShipping: number | null): void {
  cart.cart.forEach((line, i) => expectLineMath(line, `cart.${i}`));
  if (!cart.totals) throw new Mismatch("totals: missing");
  const shipping = cart.cart.length > 0 ? (shopShipping ?? cart.totals.shipping_charges) : 0;
  const { sub_total, total_discount, total_tax, shipping_charges, total } = cart.totals;
  expectEqual("totals", cartTotals(cart.cart, shipping), {
    sub_total,
    total_discount,
    total_tax,
    shipping_charges,
    total,
  });
}

function expectLineMath(line: CartLine, where: string): void {
  const expected = lineAmounts({
    price: line.item_price,
    quantity: line.item_quantity,
    discountType: line.discount,
    discountValue: line.disc_amount,
    taxRate: line.tax,
  });
  for (const key of ["total", "tax_amount", "sub_total", "line_discount"] as const)
    expectEqual(`${where}.${key} (${line.item_name})`, expected[key], line[key]);
}

/** Up to four visible items in stock, different kinds of discount and tax first. */
function pickItems(items: readonly Item[]): Item[] {
  const pool = items.filter((i) => i.status === 1 && i.stock >= 3);
  const kinds = [
    (i: Item) => i.list_item[0]?.discount_type === "%",
    (i: Item) => i.list_item[0]?.discount_type === "amount",
    (i: Item) => i.tax > 0,
  ];
  const chosen: Item[] = [];
  for (const kind of kinds) {
    const found = pool.find((i) => kind(i) && !chosen.includes(i));
    if (found) chosen.push(found);
  }
  for (const item of pool) if (chosen.length < 4 && !chosen.includes(item)) chosen.push(item);
  return chosen.slice(0, 4);
}

/** Cart writes and a cash-on-delivery order: only with --write. */
export async function checkCartWrites(
  ctx: Context,
  authed: (call: Call) => Promise<Answer>,
  user: User | null,
): Promise<void> {
  const { r, target, found } = ctx;
  if (!ctx.write) return CART_WRITE_CALLS.forEach((call) => r.skip(call, NEEDS_WRITE));
  const picked = pickItems(found.items);
  if (picked.length < 2 || !user)
    return CART_WRITE_CALLS.forEach((call) =>
      r.skip(call, user ? "skipped: fewer than 2 items in stock on the first listing page" : "skipped: no user"),
    );
  const ordered = picked.slice(0, 3);
  const extra = picked[3];
  const siteUrl = target.siteUrl;

  const stored = await r.check("POST /api/auth/cart/store", async (note) => {
    for (const item of ordered) {
      const body = { site_url: siteUrl, cart: { product_id: item.uuid, quantity: 2, finalize: true } };
      const line = expectAnswer(
        await authed({ method: "POST", path: "/api/auth/cart/store", body }),
        cartLineAnswer,
      ).data;
      expectEqual("data.fk_itemUUID", item.uuid, line.fk_itemUUID);
      expectEqual(`data.item_price (${item.item_name})`, item.sale_price, line.item_price);
      expectLineMath(line, "data");
    }
    note(`${ordered.length} items, 2 each`);
    return true;
  });
  const first = ordered[0]!;
  await r.check("POST /api/auth/cart/{uuid}/update", async () => {
    const body = { site_url: siteUrl, product: { quantity: 1 } };
    const line = expectAnswer(
      await authed({ method: "POST", path: `/api/auth/cart/${encodeURIComponent(first.uuid)}/update`, body }),
      cartLineAnswer,
    ).data;
    expectEqual("data.item_quantity", 1, line.item_quantity);
    expectLineMath(line, "data");
  });
  const merged = extra
    ? await r.check("POST /api/auth/cart/store/all", async () => {
        const body = { site_url: siteUrl, cart: [{ product_id: extra.uuid, quantity: 1, finalize: false }] };
        const line = expectAnswer(
          await authed({ method: "POST", path: "/api/auth/cart/store/all", body }),
          cartMergeAnswer,
        ).cart.find((l) => l.fk_itemUUID === extra.uuid);
        if (!line) throw new Mismatch(`cart: no line for the merged item ${extra.uuid}`);
        return line;
      })
    : (r.skip("POST /api/auth/cart/store/all", "skipped: fewer than 4 items in stock on the first listing page"),
      undefined);

  const cart = await r.check("cart totals = @storefront/cart-math (after adding)", async () => {
    const answer = expectAnswer(await authed({ path: "/api/auth/cart/index" }), cartAnswer);
    expectCartMath(answer, found.theme?.shipping_charges ?? null);
    return answer;
  });
  if (merged) {
    await r.check("DELETE /api/auth/cart/{cart_id}/delete", async () => {
      expectAnswer(
        await authed({ method: "DELETE", path: `/api/auth/cart/${merged.cart_id}/delete` }),
        statusMessageSchema,
      );
      const after = expectAnswer(await authed({ path: "/api/auth/cart/index" }), cartAnswer);
      if (after.cart.some((l) => l.cart_id === merged.cart_id))
        throw new Mismatch(`cart: line ${merged.cart_id} is still there`);
    });
  } else r.skip("DELETE /api/auth/cart/{cart_id}/delete", "skipped: no merged line to delete");

  if (!stored || !cart) {
    for (const call of CART_WRITE_CALLS.slice(-2)) r.skip(call, "skipped: the cart writes failed");
    return;
  }
  await checkOrder(ctx, authed, user, cart);
}

async function checkOrder(
  ctx: Context,
  authed: (call: Call) => Promise<Answer>,
  user: User,
  cart: Cart,
): Promise<void> {
  const { r, found } = ctx;
  const finalized = cart.cart.filter((l) => l.finalize === 1);
  const totals = cartTotals(finalized, cart.totals?.shipping_charges ?? 0);
  const country = found.countries.find((c) => c.country_id === user.country_id) ?? found.countries[0];
  const placed = await r.check("POST /api/auth/order/create (cash on delivery)", async (note) => {
    if (!country) throw new Mismatch("no country to ship to (GET /api/auth/e-commerce-getcountry)");
    const request = checkoutRequestSchema.parse({
      idempotency_key: randomUUID(),
      pay_method: 0,
      shipping_option: 1,
      billing_option: 1,
      address: {
        name: "Conformance Check",
        country: country.country_id,
        address1: "1 Test Street",
        city: "Testville",
        zip_code: "12345",
        state: "Test",
      },
    });
    const items = finalized.map((l) => ({
      productId: l.fk_itemUUID,
      name: l.item_name,
      image: l.item_image,
      quantity: l.item_quantity,
      price: l.item_price,
      total: l.total,
    }));
    const body = buildPlacement({ request, user, items, totals, methodTitle: "", countries: found.countries });
    const answer = expectAnswer(
      await authed({
        method: "POST",
        path: "/api/auth/order/create",
        body,
        headers: { "idempotency-key": request.idempotency_key },
      }),
      placementAnswer,
    );
    if (!answer.status || answer.order_id === undefined)
      throw new Mismatch(
        `status: expected true with order_id, got ${JSON.stringify(answer.status)} (${answer.msg ?? "no msg"})`,
      );
    note(`order ${answer.order_number ?? answer.order_id}, total ${totals.total}`);
    return answer.order_id;
  });
  if (placed === undefined)
    return r.skip("GET /api/auth/e-commerce/check-sale-order/{id} (new order)", "skipped: no order placed");
  await r.check("GET /api/auth/e-commerce/check-sale-order/{id} (new order)", async () => {
    const order = expectAnswer(
      await authed({ path: `/api/auth/e-commerce/check-sale-order/${placed}` }),
      orderAnswer,
    ).data;
    expectEqual("data.sale_order_status", 1, order.sale_order_status);
    expectEqual("data.total (cart-math)", totals.total, order.total);
    expectEqual("data.sale_order_item.length", finalized.length, order.sale_order_item.length);
  });
}
