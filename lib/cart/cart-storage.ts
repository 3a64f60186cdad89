import * as z from "zod/mini";
import { EMPTY_CART, buildLine, type LocalCart, type LocalCartLine } from "./local-cart";

/**
 * The guest cart in local storage: one entry per shop and format version, read defensively (a bad
 * entry gives an empty cart, never an error), written back whole, and watched for other tabs' changes.
 */

export const LOCAL_CART_VERSION = 1;

/** One entry per shop and format version, so shops never share a cart and an old format is ignored. */
export function cartStorageKey(origin: string): string {
  return `cart:v${LOCAL_CART_VERSION}:${origin}`;
}

const MAX_LINES = 200;

// zod/mini (not classic zod): this module runs in every page's client bundle.
const storedEnvelopeSchema = z.object({
  version: z.literal(LOCAL_CART_VERSION),
  origin: z.string(),
  lines: z.array(z.unknown()).check(z.maxLength(MAX_LINES)),
});

// Only the fields a line is built from; the money fields are recomputed. (zod 4 numbers are finite.)
const storedLineSchema = z.object({
  id: z.nullable(z.int().check(z.positive())),
  product_id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.maxLength(1000)),
  price: z.number().check(z.nonnegative()),
  thumb_nail: z.string().check(z.maxLength(5000)),
  stock: z.int().check(z.nonnegative()),
  discount: z.nullable(z.enum(["%", "amount"])),
  disc_amount: z.number().check(z.nonnegative()),
  tax: z.number().check(z.gte(0), z.lte(1000)),
  tax_id: z.nullable(z.int()),
  quantity: z.int().check(z.gte(1)),
  finalize: z.boolean(),
});

/**
 * Reads a stored entry. Anything that is not this shop's current format (bad JSON, another version,
 * another origin) gives an empty cart; a line that fails validation is dropped on its own, and a
 * repeated product keeps its first line. Never throws: a bad entry must not break the page.
 */
export function parseStoredCart(raw: string | null | undefined, origin: string): LocalCart {
  if (!raw) return EMPTY_CART;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  const envelope = storedEnvelopeSchema.safeParse(json);
  if (!envelope.success || envelope.data.origin !== origin) return EMPTY_CART;
  const lines: LocalCartLine[] = [];
  const seen = new Set<string>();
  for (const candidate of envelope.data.lines) {
    const parsed = storedLineSchema.safeParse(candidate);
    if (!parsed.success || seen.has(parsed.data.product_id)) continue;
    seen.add(parsed.data.product_id);
    const { quantity, finalize, id, ...product } = parsed.data;
    lines.push(buildLine(product, quantity, finalize, id));
  }
  return { lines };
}

export function serialiseCart(cart: LocalCart, origin: string): string {
  return JSON.stringify({ version: LOCAL_CART_VERSION, origin, lines: cart.lines });
}

/** Reads this shop's cart; a missing or unreadable storage (private mode, server render) gives an empty cart. */
export function readCart(storage: Pick<Storage, "getItem"> | null | undefined, origin: string): LocalCart {
  if (!storage) return EMPTY_CART;
  try {
    return parseStoredCart(storage.getItem(cartStorageKey(origin)), origin);
  } catch {
    return EMPTY_CART;
  }
}

/** Writes this shop's cart (an empty cart removes the entry). Answers false when storage refused (quota, private mode). */
export function writeCart(storage: Pick<Storage, "setItem" | "removeItem"> | null | undefined, origin: string, cart: LocalCart): boolean {
  if (!storage) return false;
  try {
    if (cart.lines.length === 0) storage.removeItem(cartStorageKey(origin));
    else storage.setItem(cartStorageKey(origin), serialiseCart(cart, origin));
    return true;
  } catch {
    return false;
  }
}

type StorageEventTarget = {
  addEventListener(type: "storage", listener: (event: StorageEvent) => void): void;
  removeEventListener(type: "storage", listener: (event: StorageEvent) => void): void;
  localStorage?: Storage;
};

/**
 * Calls back with this shop's cart whenever another tab changes it (the `storage` event fires only in
 * the other tabs). Returns the unsubscribe function; on the server it does nothing.
 */
export function subscribe(origin: string, callback: (cart: LocalCart) => void, target?: StorageEventTarget): () => void {
  const source: StorageEventTarget | undefined = target ?? (typeof window === "undefined" ? undefined : window);
  if (!source) return () => {};
  const key = cartStorageKey(origin);
  let area: Storage | undefined;
  try {
    area = source.localStorage; // reading it throws where storage is blocked
  } catch {
    area = undefined;
  }
  const listener = (event: StorageEvent) => {
    if (area && event.storageArea && event.storageArea !== area) return; // sessionStorage changes
    if (event.key === key) callback(parseStoredCart(event.newValue, origin));
    else if (event.key === null) callback(EMPTY_CART); // storage.clear() in another tab
  };
  source.addEventListener("storage", listener);
  return () => source.removeEventListener("storage", listener);
}
