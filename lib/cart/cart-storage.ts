import { EMPTY_CART, buildLine, type LocalCart, type LocalCartLine } from "./local-cart";

/**
 * The guest cart in local storage: one entry per shop and format version, read defensively (a bad
 * entry gives an empty cart, never an error), written back whole, and watched for other tabs' changes.
 */

const LOCAL_CART_VERSION = 1;

/** One entry per shop and format version, so shops never share a cart and an old format is ignored. */
export function cartStorageKey(origin: string): string {
  return `cart:v${LOCAL_CART_VERSION}:${origin}`;
}

const MAX_LINES = 200;

type StoredLine = Omit<LocalCartLine, "tax_amount" | "sub_total" | "total" | "line_discount">;

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isText = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;

// Only the fields a line is built from; the money fields are recomputed. Checked by hand rather
// than with zod: this module runs in every page's client bundle.
function storedLine(value: unknown): StoredLine | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<keyof StoredLine, unknown>;
  const valid =
    (v.id === null || (isInt(v.id) && v.id > 0)) &&
    isText(v.product_id, 100) &&
    v.product_id !== "" &&
    isText(v.name, 1000) &&
    isNumber(v.price) &&
    v.price >= 0 &&
    isText(v.thumb_nail, 5000) &&
    isInt(v.stock) &&
    v.stock >= 0 &&
    (v.discount === null || v.discount === "%" || v.discount === "amount") &&
    isNumber(v.disc_amount) &&
    v.disc_amount >= 0 &&
    isNumber(v.tax) &&
    v.tax >= 0 &&
    v.tax <= 1000 &&
    (v.tax_id === null || isInt(v.tax_id)) &&
    isInt(v.quantity) &&
    v.quantity >= 1 &&
    typeof v.finalize === "boolean";
  if (!valid) return null;
  const { id, product_id, name, price, thumb_nail, stock, discount, disc_amount, tax, tax_id, quantity, finalize } =
    v as StoredLine;
  return { id, product_id, name, price, thumb_nail, stock, discount, disc_amount, tax, tax_id, quantity, finalize };
}

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
  const envelope = (typeof json === "object" && json !== null ? json : {}) as {
    version?: unknown;
    origin?: unknown;
    lines?: unknown;
  };
  if (envelope.version !== LOCAL_CART_VERSION || envelope.origin !== origin) return EMPTY_CART;
  if (!Array.isArray(envelope.lines) || envelope.lines.length > MAX_LINES) return EMPTY_CART;
  const lines: LocalCartLine[] = [];
  const seen = new Set<string>();
  for (const candidate of envelope.lines) {
    const parsed = storedLine(candidate);
    if (!parsed || seen.has(parsed.product_id)) continue;
    seen.add(parsed.product_id);
    const { quantity, finalize, id, ...product } = parsed;
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
export function writeCart(
  storage: Pick<Storage, "setItem" | "removeItem"> | null | undefined,
  origin: string,
  cart: LocalCart,
): boolean {
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
export function subscribe(
  origin: string,
  callback: (cart: LocalCart) => void,
  target?: StorageEventTarget,
): () => void {
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
