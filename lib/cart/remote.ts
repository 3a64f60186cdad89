import { callBff, messageOf } from "@/lib/bff/fetch.client";
import type { ServerCart, CartLineAnswer, CartMergeAnswer } from "@/lib/shop-api/cart.server";
import { lineFromServer } from "@/lib/shop-api/cart-line";
import type { LocalCartLine } from "./local-cart";
import type { Totals } from "@storefront/cart-math";

/**
 * The signed-in cart's calls, from the browser to the storefront's route handlers under
 * `/api/cart` (which forward them to the shop API with the customer's token). Their answers were
 * parsed on the server, so they are read as typed (docs/adr/0005-validate-once.md); failures
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

export type RemoteCart = { ok: true; lines: LocalCartLine[]; totals: Totals | null };
export type RemoteLine = { ok: true; line: LocalCartLine; availableStock: number | null };
export type RemoteMerge = { ok: true; lines: LocalCartLine[]; skipped: string[] };

export type CartRemote = {
  fetch(): Promise<RemoteCart | RemoteFailure>;
  add(item: { product_id: string; quantity: number; finalize: boolean }): Promise<RemoteLine | RemoteFailure>;
  update(productId: string, change: { quantity?: number; finalize?: boolean }): Promise<RemoteLine | RemoteFailure>;
  remove(cartId: number): Promise<{ ok: true } | RemoteFailure>;
  merge(items: { product_id: string; quantity: number; finalize: boolean }[]): Promise<RemoteMerge | RemoteFailure>;
};

/** A refusal passes the shop's body through unparsed, so its stock may be a numeric string. */
function stockOf(data: unknown): number | null {
  const value =
    typeof data === "object" && data !== null ? (data as { available_stock?: unknown }).available_stock : undefined;
  const stock = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof stock === "number" && Number.isFinite(stock) ? stock : null;
}

function failure(status: number, data: unknown): RemoteFailure {
  return { ok: false, status, msg: messageOf(data), availableStock: stockOf(data) };
}

/** A 200 without a JSON object (a proxy's error page) is a failure like any other. */
function parsed<T>(answer: { status: number; data: unknown }): { ok: true; data: T } | RemoteFailure {
  if (answer.status !== 200) return failure(answer.status, answer.data);
  return typeof answer.data === "object" && answer.data !== null
    ? { ok: true, data: answer.data as T }
    : failure(502, answer.data);
}

function lineResult(answer: { status: number; data: unknown }): RemoteLine | RemoteFailure {
  const result = parsed<CartLineAnswer>(answer);
  if (!result.ok) return result;
  return { ok: true, line: lineFromServer(result.data.data), availableStock: result.data.available_stock ?? null };
}

export const cartRemote: CartRemote = {
  async fetch() {
    const result = parsed<ServerCart>(await callBff("/api/cart"));
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
    const result = parsed<{ status: boolean }>(
      await callBff(`/api/cart/lines/${encodeURIComponent(String(cartId))}`, { method: "DELETE" }),
    );
    if (!result.ok) return result;
    return result.data.status ? { ok: true } : failure(200, result.data);
  },
  async merge(items) {
    const result = parsed<CartMergeAnswer>(await callBff("/api/cart/merge", { body: { items } }));
    if (!result.ok) return result;
    return { ok: true, lines: result.data.cart.map(lineFromServer), skipped: result.data.skipped ?? [] };
  },
};
