import { cartTotals, lineAmounts, type LineInput } from "@storefront/cart-math";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  buildPlacement,
  cartWriteAnswer,
  checkoutRequestSchema,
  placementAnswer,
  type CartLine,
  type Item,
  type User,
} from "@storefront/shop-answers";
import { answers } from "../answers";
import { NEEDS_WRITE, type Context } from "../context";
import { expectAnswer, expectEqual, Mismatch, type Answer, type Call } from "../http";

const { cartAnswer, cartLineAnswer, cartLineSchema, orderAnswer } = answers;

/** Rows of the cart's arithmetic: the lines' figures (the spec's), and the totals (the reference API's). */
export const cartMathCalls = (when: string) => [
  `cart lines = @storefront/cart-math (${when})`,
  `cart totals = @storefront/cart-math (${when})`,
];

/** The rows that say which reading of an open point of the spec the backend takes (CONTRACT.md "Open points"). */
const READINGS = {
  store: "POST /api/auth/cart/store (a product already in the cart)",
  update: "POST /api/auth/cart/{uuid}/update (a product without its quantity)",
  storeAll: "POST /api/auth/cart/store/all (a product already in the cart)",
  delete: "DELETE /api/auth/cart/{id}/delete (which id)",
};

export const CART_WRITE_CALLS = [
  "POST /api/auth/cart/store",
  READINGS.store,
  "POST /api/auth/cart/{uuid}/update",
  "POST /api/auth/cart/{uuid}/update (the line in the answer)",
  READINGS.update,
  "POST /api/auth/cart/store/all",
  READINGS.storeAll,
  ...cartMathCalls("after adding"),
  "DELETE /api/auth/cart/{cart_id}/delete",
  READINGS.delete,
  "POST /api/auth/order/create (cash on delivery)",
  "GET /api/auth/e-commerce/check-sale-order/{id} (new order)",
];

type Json = { [key: string]: unknown };
const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

type Cart = z.output<typeof cartAnswer>;
/** A cart as the storefront reads it, and as it was sent (to tell a figure left out from a zero). */
type SeenCart = { parsed: Cart; raw: unknown };

const FIGURES = ["total", "tax_amount", "sub_total", "line_discount"] as const;
type Figures = Partial<Record<(typeof FIGURES)[number], number>>;

/**
 * The figures a line's answer carries (`raw` says which were sent), against @storefront/cart-math; how
 * many it checked. A figure left out is not checked: the spec's answers do not all carry every one.
 */
function expectLineMath(input: LineInput, figures: Figures, raw: unknown, where: string): number {
  const expected = lineAmounts(input);
  const sent = FIGURES.filter((key) => isObj(raw) && raw[key] !== undefined && raw[key] !== null);
  for (const key of sent) expectEqual(`${where}.${key}`, expected[key], figures[key]);
  return sent.length;
}

const inputOf = (line: CartLine): LineInput => ({
  price: line.item_price,
  quantity: line.item_quantity,
  discountType: line.discount,
  discountValue: line.disc_amount,
  taxRate: line.tax,
});

/** A write whose answer the spec does not show (or shows only in part): any 2xx that does not say `status: false`. */
function expectWritten(answer: Answer): Answer {
  if (answer.status < 200 || answer.status > 299)
    throw new Mismatch(`expected a 2xx, got ${answer.status}: ${JSON.stringify(answer.body).slice(0, 120)}`);
  if (isObj(answer.body)) {
    const said = cartWriteAnswer.safeParse(answer.body);
    if (!said.success) throw new Mismatch(`${said.error.issues[0]?.path.join(".")}: ${said.error.issues[0]?.message}`);
    if (said.data.status === false) throw new Mismatch(`status: false (${said.data.msg ?? "no msg"})`);
  }
  return answer;
}

/** The lines' figures against @storefront/cart-math; the totals too, which only the reference API sends. */
export async function checkCartMath(ctx: Context, when: string, cart: SeenCart | undefined): Promise<void> {
  const { r } = ctx;
  const [linesCall, totalsCall] = cartMathCalls(when) as [string, string];
  if (!cart) {
    r.skip(linesCall, "skipped: no cart");
    r.skip(totalsCall, "skipped: no cart");
    return;
  }
  await r.check(linesCall, async (note) => {
    const raw = isObj(cart.raw) && Array.isArray(cart.raw.cart) ? cart.raw.cart : [];
    cart.parsed.cart.forEach((line, i) => expectLineMath(inputOf(line), line, raw[i], `cart.${i} (${line.item_name})`));
    note(`${cart.parsed.cart.length} lines`);
  });
  // The spec's cart answer is `status, cart[]`; its Cart totals belong to no call.
  await r.extra(totalsCall, async () => {
    const totals = cart.parsed.totals;
    if (!totals) throw new Mismatch("totals: missing");
    const lines = cart.parsed.cart;
    const shipping = lines.length > 0 ? totals.shipping : 0;
    expectEqual(
      "totals",
      cartTotals(
        lines.map((line) => ({ ...line, ...lineAmounts(inputOf(line)) })),
        shipping,
      ),
      totals,
    );
  });
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

  const readCart = async (): Promise<SeenCart> => {
    const answer = await authed({ path: "/api/auth/cart/index" });
    return { parsed: expectAnswer(answer, cartAnswer), raw: answer.body };
  };

  const stored = await r.check("POST /api/auth/cart/store", async (note) => {
    let checked = 0;
    for (const item of ordered) {
      const body = { site_url: siteUrl, cart: { product_id: item.uuid, quantity: 2, finalize: true } };
      const answer = expectWritten(await authed({ method: "POST", path: "/api/auth/cart/store", body }));
      const raw = isObj(answer.body) ? answer.body.data : undefined;
      if (raw === undefined) continue;
      // The spec's data{cart_id, discount, disc_amount, tax, tax_amount, fk_tax_id, sub_total, total}; more is read when sent.
      const line = cartLineSchema.partial().safeParse(raw);
      if (!line.success)
        throw new Mismatch(`data.${line.error.issues[0]?.path.join(".")}: ${line.error.issues[0]?.message}`);
      const data = line.data;
      if (data.fk_itemUUID !== undefined) expectEqual("data.fk_itemUUID", item.uuid, data.fk_itemUUID);
      if (data.item_price !== undefined)
        expectEqual(`data.item_price (${item.item_name})`, item.sale_price, data.item_price);
      if (data.discount === undefined || data.tax === undefined) continue;
      const input = {
        price: data.item_price ?? item.sale_price,
        quantity: data.item_quantity ?? 2,
        discountType: data.discount,
        discountValue: data.disc_amount ?? 0,
        taxRate: data.tax,
      };
      checked += expectLineMath(input, data, raw, `data (${item.item_name})`) > 0 ? 1 : 0;
    }
    note(`${ordered.length} items, 2 each; figures of ${checked} answers = @storefront/cart-math`);
    return true;
  });
  const first = ordered[0]!;
  const second = ordered[1]!;
  const quantityOf = async (uuid: string) => {
    const line = (await readCart()).parsed.cart.find((l) => l.fk_itemUUID === uuid);
    if (!line) throw new Mismatch(`cart: no line for ${uuid}`);
    return line.item_quantity;
  };
  /** A line set back to quantity 2 and selected, its whole state, as the storefront writes it. */
  const setLine = async (uuid: string, quantity = 2) =>
    expectWritten(
      await authed({
        method: "POST",
        path: `/api/auth/cart/${encodeURIComponent(uuid)}/update`,
        body: { site_url: siteUrl, product: { quantity, finalize: true } },
      }),
    );
  /** Which reading a write of one more unit to a line of 2 took: the line after it, then set back to 2. */
  const addedOrSet = async (uuid: string, write: () => Promise<Answer>) => {
    expectWritten(await write());
    const quantity = await quantityOf(uuid);
    await setLine(uuid);
    if (quantity === 3) return "adds the quantity to the line (2 + 1 = 3)";
    if (quantity === 1) return "sets the line to the quantity given (1)";
    return `leaves a line of 2 given 1 more at ${quantity}`;
  };
  if (stored) {
    await r.reading(READINGS.store, () =>
      addedOrSet(first.uuid, () =>
        authed({
          method: "POST",
          path: "/api/auth/cart/store",
          body: { site_url: siteUrl, cart: { product_id: first.uuid, quantity: 1, finalize: true } },
        }),
      ),
    );
  } else r.skip(READINGS.store, "skipped: the store failed");
  const updated = await r.check("POST /api/auth/cart/{uuid}/update", async (note) => {
    const body = { site_url: siteUrl, product: { quantity: 1, finalize: true } };
    const path = `/api/auth/cart/${encodeURIComponent(first.uuid)}/update`;
    const answer = expectWritten(await authed({ method: "POST", path, body }));
    // The spec shows no answer: the cart shows the change.
    const line = (await readCart()).parsed.cart.find((l) => l.fk_itemUUID === first.uuid);
    if (!line) throw new Mismatch(`cart: no line for ${first.uuid} after the update`);
    expectEqual("cart[].item_quantity after the update", 1, line.item_quantity);
    note("quantity 1 in the cart");
    return answer;
  });
  if (updated)
    await r.extra("POST /api/auth/cart/{uuid}/update (the line in the answer)", async () => {
      const line = expectAnswer(updated, cartLineAnswer).data;
      expectEqual("data.item_quantity", 1, line.item_quantity);
      expectLineMath(inputOf(line), line, isObj(updated.body) ? updated.body.data : undefined, "data");
    });
  else r.skip("POST /api/auth/cart/{uuid}/update (the line in the answer)", "skipped: the update failed");
  if (stored) {
    await r.reading(READINGS.update, async () => {
      const path = `/api/auth/cart/${encodeURIComponent(second.uuid)}/update`;
      expectWritten(await authed({ method: "POST", path, body: { site_url: siteUrl, product: { finalize: true } } }));
      const quantity = await quantityOf(second.uuid);
      await setLine(second.uuid);
      if (quantity === 2) return "reads `product` as a patch: a line of 2 keeps its quantity";
      return `reads \`product\` as the whole line: a line of 2 sent without its quantity became ${quantity}`;
    });
    await r.reading(READINGS.storeAll, () =>
      addedOrSet(second.uuid, () =>
        authed({
          method: "POST",
          path: "/api/auth/cart/store/all",
          body: { site_url: siteUrl, cart: [{ product_id: second.uuid, quantity: 1, finalize: true }] },
        }),
      ),
    );
  } else [READINGS.update, READINGS.storeAll].forEach((call) => r.skip(call, "skipped: the store failed"));
  const merged = extra
    ? await r.check("POST /api/auth/cart/store/all", async () => {
        const body = { site_url: siteUrl, cart: [{ product_id: extra.uuid, quantity: 1, finalize: false }] };
        expectWritten(await authed({ method: "POST", path: "/api/auth/cart/store/all", body }));
        // The spec shows no answer: the cart has the merged line.
        const line = (await readCart()).parsed.cart.find((l) => l.fk_itemUUID === extra.uuid);
        if (!line) throw new Mismatch(`cart: no line for the merged item ${extra.uuid}`);
        return line;
      })
    : (r.skip("POST /api/auth/cart/store/all", "skipped: fewer than 4 items in stock on the first listing page"),
      undefined);

  let cart: SeenCart | undefined;
  try {
    cart = await readCart();
  } catch {
    cart = undefined;
  }
  await checkCartMath(ctx, "after adding", cart);
  if (merged) {
    // The spec's path names the cart id; a backend may read it as the product's (CONTRACT.md "Open points").
    let removedBy = "";
    await r.check("DELETE /api/auth/cart/{cart_id}/delete", async () => {
      for (const [by, id] of [
        ["cart id", merged.cart_id],
        ["product uuid", merged.fk_itemUUID],
      ] as const) {
        const answer = await authed({ method: "DELETE", path: `/api/auth/cart/${encodeURIComponent(id)}/delete` });
        if (answer.status === 404) continue;
        expectWritten(answer);
        removedBy = by;
        break;
      }
      const after = (await readCart()).parsed;
      if (after.cart.some((l) => l.cart_id === merged.cart_id))
        throw new Mismatch(`cart: line ${merged.cart_id} is still there`);
    });
    await r.reading(READINGS.delete, async () => {
      if (!removedBy) throw new Error("the line was not removed");
      return `deletes a line by its ${removedBy}`;
    });
  } else {
    r.skip("DELETE /api/auth/cart/{cart_id}/delete", "skipped: no merged line to delete");
    r.skip(READINGS.delete, "skipped: no merged line to delete");
  }

  if (!stored || !cart) {
    for (const call of CART_WRITE_CALLS.slice(-2)) r.skip(call, "skipped: the cart writes failed");
    return;
  }
  await checkOrder(ctx, authed, user, cart.parsed);
}

async function checkOrder(
  ctx: Context,
  authed: (call: Call) => Promise<Answer>,
  user: User,
  cart: Cart,
): Promise<void> {
  const { r, found } = ctx;
  const finalized = cart.cart.filter((l) => l.finalize === 1);
  const totals = cartTotals(finalized, cart.totals?.shipping ?? found.theme?.shipping_charges ?? 0);
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
    expectEqual("data.sale_order_status", 1, order.status);
    expectEqual("data.total (cart-math)", totals.total, order.totals.total);
    expectEqual("data.sale_order_item.length", finalized.length, order.lines.length);
  });
}
