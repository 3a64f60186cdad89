import * as z from "zod/mini";
import { callBff, messageOf } from "@/lib/bff-client";
import { cartLineSchema, cartTotalsSchema, num, status } from "@/lib/client-schemas";
import { lineFromServer, type LocalCartLine } from "./local-cart";
import type { CartTotals } from "@storefront/cart-math";

/**
 * The signed-in cart's calls, from the browser to the storefront's route handlers under
 * `/api/cart` (which forward them to the shop API with the customer's token). Every answer is
 * checked with zod (`zod/mini` and the browser's own schemas, to keep the bundle small); failures
 * come back as values. A 401 is handled by callBff (signed-out signal).
 */

export type RemoteFailure = {
  ok: false;
  /** HTTP status; 0 when the request itself failed. */
  status: number;
  /** The shop's message, when it sent one (e.g. the stock message of a 422). */
  msg: string | null;
  /** The item's stock, sent with a refused quantity. */
  availableStock: number | null;
};

export type RemoteCart = { ok: true; lines: LocalCartLine[]; totals: CartTotals | null };
export type RemoteLine = { ok: true; line: LocalCartLine; availableStock: number | null };
export type RemoteMerge = { ok: true; lines: LocalCartLine[]; skipped: string[] };

export type CartRemote = {
  fetch(): Promise<RemoteCart | RemoteFailure>;
  add(item: { product_id: string; quantity: number; finalize: boolean }): Promise<RemoteLine | RemoteFailure>;
  update(productId: string, change: { quantity?: number; finalize?: boolean }): Promise<RemoteLine | RemoteFailure>;
  remove(cartId: number): Promise<{ ok: true } | RemoteFailure>;
  merge(items: { product_id: string; quantity: number; finalize: boolean }[]): Promise<RemoteMerge | RemoteFailure>;
};

const cartAnswer = z.looseObject({ cart: z.array(cartLineSchema), totals: z.nullish(cartTotalsSchema) });
const lineAnswer = z.looseObject({ data: cartLineSchema, available_stock: z.optional(num) });
const mergeAnswer = z.looseObject({ cart: z.array(cartLineSchema), skipped: z.nullish(z.array(z.string())) });
const statusAnswer = z.looseObject({ status });
const refusalStock = z.looseObject({ available_stock: num });

function failure(status: number, data: unknown): RemoteFailure {
  const stock = refusalStock.safeParse(data);
  return { ok: false, status, msg: messageOf(data), availableStock: stock.success ? stock.data.available_stock : null };
}

/** A 200 whose body does not have the expected shape is a failure like any other (status kept). */
function parsed<S extends z.ZodMiniType>(schema: S, answer: { status: number; data: unknown }): { ok: true; data: z.output<S> } | RemoteFailure {
  if (answer.status !== 200) return failure(answer.status, answer.data);
  const result = schema.safeParse(answer.data);
  return result.success ? { ok: true, data: result.data } : failure(502, answer.data);
}

function lineResult(answer: { status: number; data: unknown }): RemoteLine | RemoteFailure {
  const result = parsed(lineAnswer, answer);
  if (!result.ok) return result;
  return { ok: true, line: lineFromServer(result.data.data), availableStock: result.data.available_stock ?? null };
}

export const cartRemote: CartRemote = {
  async fetch() {
    const result = parsed(cartAnswer, await callBff("/api/cart"));
    if (!result.ok) return result;
    return { ok: true, lines: result.data.cart.map(lineFromServer), totals: result.data.totals ?? null };
  },
  async add(item) {
    return lineResult(await callBff("/api/cart", { body: item }));
  },
  async update(productId, change) {
    return lineResult(await callBff(`/api/cart/items/${encodeURIComponent(productId)}`, { body: change }));
  },
  async remove(cartId) {
    const result = parsed(statusAnswer, await callBff(`/api/cart/lines/${encodeURIComponent(String(cartId))}`, { method: "DELETE" }));
    if (!result.ok) return result;
    return result.data.status ? { ok: true } : failure(200, result.data);
  },
  async merge(items) {
    const result = parsed(mergeAnswer, await callBff("/api/cart/merge", { body: { items } }));
    if (!result.ok) return result;
    return { ok: true, lines: result.data.cart.map(lineFromServer), skipped: result.data.skipped ?? [] };
  },
};
