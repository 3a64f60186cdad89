// One file: the guest, signed-in and syncing states are one state machine, read side by side.
import { remainingAfterPush } from "./after-push";
import { addedToCartToast, updatedCartToast } from "./cart-toast";
import * as local from "./local-cart";
import { readCart, subscribe, writeCart } from "./cart-storage";
import type { CartProduct, LocalCart, LocalCartLine } from "./local-cart";
import { cartTotals, type Totals } from "@storefront/cart-math";
import type { CartRemote, RemoteFailure, RemoteLine } from "./remote";
import { CoalescingQueue, mergeLinePatch, type LinePatch } from "./sync";

/**
 * The cart, outside React (components read it with useSyncExternalStore). One store per page.
 *
 * - Guest: the lines live in local storage (lib/cart/cart-storage; operations in lib/cart/local-cart), kept in step across tabs.
 * - Signed in: the lines live on the server. Every change, from any entry point (product page, card,
 *   cart page, popup), shows at once (optimistic) and is sent through a coalescing queue (lib/cart/sync)
 *   to the route handlers under /api/cart: quick clicks on one line become one call carrying the latest
 *   absolute quantity. The server's response replaces the line, and once nothing is waiting the whole
 *   cart is read again, so the screen settles to the server's figures (docs/adr/0016-one-cart-write-path.md).
 * - Sign-in: the local lines are pushed with store/all, then the cart is read again. Local lines
 *   are removed only after the server confirmed them; a failed push is retried on the next load,
 *   sign-in, reconnection or storage change, so no line is lost.
 * - Sign-out and any 401: local and in-memory cart cleared.
 */

export type CartSnapshot = {
  readonly lines: readonly LocalCartLine[];
  /** Sums of the line values, without shipping (the cart page adds the shop's flat rate). */
  readonly totals: Totals;
  /** The shipping charges of the server cart's totals, when signed in and the shop sent them. */
  readonly shippingCharges: number | null;
  /** False until the cart has been read from local storage or the server. */
  readonly ready: boolean;
  readonly signedIn: boolean;
};

type CartEffects = {
  /** A spec info message (stock cap, minimum quantity) or the shop's refusal message. */
  info(message: string): void;
  /** '… is Add to cart' / '… is Update to cart'. */
  success(message: string): void;
  error(message: string): void;
  /** The AddToCart pixel event. */
  addedToCart(product: CartProduct, quantity: number): void;
};

export type CartSession = {
  isSignedIn(): boolean;
  onSignedIn(listener: () => void): () => void;
  onSignedOut(listener: () => void): () => void;
};

export type CartStoreOptions = {
  origin: string;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  remote: CartRemote;
  session: CartSession;
  effects: CartEffects;
  /** Runs the push of the local cart exclusively across tabs (Web Locks); default: directly. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Quiet period before a line's change is sent. */
  delayMs?: number;
  /** Follows other tabs (storage events); default lib/cart/cart-storage subscribe. */
  subscribeStorage?: (origin: string, listener: (cart: LocalCart) => void) => () => void;
};

const SYNC_DELAY_MS = 350;
const UPDATE_FAILED_MESSAGE = "Your cart could not be updated. Please try again.";
export const PUSH_FAILED_MESSAGE = "Your cart could not be saved to your account yet. It will be tried again.";

/** Before the cart has been read (and during the server render). */
export const EMPTY_SNAPSHOT: CartSnapshot = {
  lines: [],
  totals: cartTotals([]),
  shippingCharges: null,
  ready: false,
  signedIn: false,
};

export class CartStore {
  private cart: LocalCart = local.EMPTY_CART;
  private ready = false;
  private signedIn = false;
  private shippingCharges: number | null = null;
  private snapshot: CartSnapshot = EMPTY_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  /** cart_id of each product the server is known to hold. */
  private readonly serverIds = new Map<string, number>();
  /** Bumped on every sign-in and sign-out: answers of an older session are dropped. */
  private generation = 0;
  /** Whether the server's cart has been read since signing in; adds made before wait for it. */
  private read = false;
  private readonly waitingForRead: (() => void)[] = [];
  private pushing: Promise<void> | null = null;
  private readonly queue: CoalescingQueue<LinePatch>;

  constructor(private readonly options: CartStoreOptions) {
    this.queue = new CoalescingQueue<LinePatch>({
      delayMs: options.delayMs ?? SYNC_DELAY_MS,
      merge: mergeLinePatch,
      send: (productId, patch) => this.send(productId, patch),
      onIdle: () => void this.refresh(),
    });
  }
  // Reading

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CartSnapshot => this.snapshot;

  /** Resolves when every change has been answered by the server (Checkout waits for it). */
  async settled(): Promise<void> {
    await this.pushing;
    await this.queue.settled();
  }
  // Life cycle

  /** Reads the cart and follows other tabs and the session; returns the stop function. */
  start(): () => void {
    const { session, origin } = this.options;
    const subscribeStorage = this.options.subscribeStorage ?? subscribe;
    const stops = [
      subscribeStorage(origin, (cart) => this.onStorageChange(cart)),
      session.onSignedIn(() => void this.signIn()),
      session.onSignedOut(() => this.signOut()),
    ];
    if (session.isSignedIn()) void this.signIn();
    else this.show(readCart(this.options.storage, origin));
    return () => stops.forEach((stop) => stop());
  }

  /** Pushes what waits in local storage, then reads the server's cart. */
  async signIn(): Promise<void> {
    if (!this.signedIn) {
      this.signedIn = true;
      this.generation += 1;
      this.read = false;
      this.publish();
    }
    await this.pushLocal();
    await this.refresh();
  }

  signOut(): void {
    this.generation += 1;
    this.signedIn = false;
    this.shippingCharges = null;
    this.waitingForRead.length = 0;
    this.queue.clear();
    this.serverIds.clear();
    writeCart(this.options.storage, this.options.origin, local.EMPTY_CART);
    this.show(local.EMPTY_CART);
  }

  /** Another tab (or a later visit) may have changed things: bring the cart up to date. */
  resync(): void {
    if (this.signedIn || this.options.session.isSignedIn()) void this.signIn();
  }

  /** Sends waiting changes now (the page is being hidden). */
  flush(): void {
    this.queue.flush();
  }
  // Changes

  /**
   * Adds to the line, whatever the entry point (product page, card, popup): a signed-in customer's line then
   * goes to the server like any other change. Before the signed-in cart has been read, the add waits for it,
   * so that it counts what the server holds (and says "Update to cart" for a product already there).
   */
  addItem(product: CartProduct, quantity?: number): void {
    if (this.signedIn && !this.read) {
      this.waitingForRead.push(() => this.addItem(product, quantity));
      return;
    }
    const result = local.addItem(this.cart, product, quantity);
    if (result.info) this.options.effects.info(result.info);
    if (result.outcome === "unchanged") return;
    this.change(result.cart, product.product_id);
    this.options.effects.success(
      result.outcome === "added" ? addedToCartToast(product.name) : updatedCartToast(product.name),
    );
    this.options.effects.addedToCart(product, quantity ?? 1);
  }

  setQuantity(productId: string, quantity: number): void {
    this.applyResult(local.setQuantity(this.cart, productId, quantity), productId);
  }

  increment(productId: string): void {
    this.applyResult(local.increment(this.cart, productId), productId);
  }

  decrement(productId: string): void {
    this.applyResult(local.decrement(this.cart, productId), productId);
  }

  remove(productId: string): void {
    if (!this.lineOf(productId)) return;
    this.change(local.remove(this.cart, productId), productId);
  }

  toggleFinalize(productId: string): void {
    this.change(local.toggleFinalize(this.cart, productId), productId);
  }

  private applyResult(result: local.CartResult, productId: string): void {
    if (result.info) this.options.effects.info(result.info);
    this.change(result.cart, productId);
  }

  /** Shows the new cart at once; a guest's is stored, a customer's line is queued for the server. */
  private change(next: LocalCart, productId: string): void {
    const before = this.lineOf(productId);
    const after = next.lines.find((l) => l.product_id === productId);
    if (before === after) return;
    this.show(next);
    if (!this.signedIn) {
      writeCart(this.options.storage, this.options.origin, next);
      return;
    }
    if (!after) this.queue.push(productId, { removed: true });
    else if (!before || before.quantity !== after.quantity || before.finalize !== after.finalize) {
      this.queue.push(productId, { quantity: after.quantity, finalize: after.finalize });
    }
  }
  // Server

  /** One line's merged wish, sent as add (not on the server yet), update or delete. */
  private async send(productId: string, patch: LinePatch): Promise<void> {
    if (this.pushing) await this.pushing; // the pushed lines' cart_ids are known after it
    const generation = this.generation;
    const { remote } = this.options;
    const cartId = this.serverIds.get(productId);
    if (patch.removed) {
      if (cartId === undefined) return;
      const answer = await remote.remove(cartId);
      if (generation !== this.generation) return;
      if (answer.ok || answer.status === 404) this.serverIds.delete(productId);
      else this.reportFailure(productId, answer, patch);
      return;
    }
    const line = this.lineOf(productId);
    if (!line) return;
    const answer =
      cartId === undefined
        ? await remote.add({
            product_id: productId,
            quantity: patch.quantity ?? line.quantity,
            finalize: patch.finalize ?? line.finalize,
          })
        : await remote.update(productId, { quantity: patch.quantity, finalize: patch.finalize });
    if (generation !== this.generation) return;
    if (answer.ok) this.acceptLine(productId, answer);
    else this.reportFailure(productId, answer, patch);
  }

  /** The server's line wins, unless a newer wish for it is already waiting. */
  private acceptLine(productId: string, answer: RemoteLine): void {
    if (answer.line.id !== null) this.serverIds.set(productId, answer.line.id);
    if (this.queue.hasWaiting(productId) || !this.lineOf(productId)) return;
    this.show({ lines: this.cart.lines.map((l) => (l.product_id === productId ? answer.line : l)) });
  }

  private reportFailure(productId: string, failure: RemoteFailure, patch: LinePatch): void {
    if (failure.status === 401) return; // the signed-out signal clears everything
    const line = this.lineOf(productId);
    if (failure.availableStock !== null && line) {
      // Over stock: the shop's own message, then the quantity is set to what is available.
      this.options.effects.info(failure.msg ?? local.stockLimitMessage(line.name));
      const stock = Math.max(0, Math.floor(failure.availableStock));
      const withStock: LocalCart = {
        lines: this.cart.lines.map((l) => (l.product_id === productId ? { ...l, stock } : l)),
      };
      this.show(withStock);
      if (stock >= 1 && (patch.quantity ?? line.quantity) > stock)
        this.change(local.setQuantity(withStock, productId, stock).cart, productId);
      return;
    }
    if (failure.status === 404) {
      // Not in the cart any more (removed in another tab) or no longer sold: the re-read settles it.
      this.serverIds.delete(productId);
      if (failure.msg) this.options.effects.info(failure.msg);
      return;
    }
    this.options.effects.error(
      failure.msg && failure.status < 500 && failure.status !== 0 ? failure.msg : UPDATE_FAILED_MESSAGE,
    );
  }

  /** Reads the server's cart; applied only if nothing changed meanwhile. */
  private async refresh(): Promise<void> {
    if (!this.signedIn) return;
    const generation = this.generation;
    const answer = await this.options.remote.fetch();
    if (generation !== this.generation) return;
    if (!answer.ok) {
      // Fetch failures are only logged; what is shown stays.
      if (answer.status !== 401) console.warn(`cart: reading the server cart failed (${answer.status})`);
      if (!this.ready) this.show(this.cart);
      this.runWaitingAdds();
      return;
    }
    if (!this.queue.idle) return; // the queue's next idle moment reads it again
    this.serverIds.clear();
    for (const line of answer.lines) if (line.id !== null) this.serverIds.set(line.product_id, line.id);
    this.shippingCharges = answer.totals?.shipping ?? null;
    this.show({ lines: answer.lines });
    this.runWaitingAdds();
  }

  /** The adds made before the first read (a failed read lets them go on with the cart shown). */
  private runWaitingAdds(): void {
    this.read = true;
    for (const add of this.waitingForRead.splice(0)) add();
  }

  /**
   * Pushes the local cart (store/all); clears from local storage only what the server confirmed.
   * Pushes run one after the other (and across tabs when `exclusive` locks), each reading local
   * storage afresh, so the same lines are never pushed twice.
   */
  private pushLocal(): Promise<void> {
    const run = async () => {
      const { storage, origin, remote, effects } = this.options;
      const generation = this.generation;
      const pending = readCart(storage, origin);
      if (pending.lines.length === 0) return;
      const items = local.toStoreAllItems(pending);
      const answer = await remote.merge(items);
      if (generation !== this.generation) return;
      if (!answer.ok) {
        if (answer.status !== 401) effects.error(PUSH_FAILED_MESSAGE);
        return;
      }
      writeCart(storage, origin, remainingAfterPush(readCart(storage, origin), items));
      for (const line of answer.lines) if (line.id !== null) this.serverIds.set(line.product_id, line.id);
      for (const uuid of answer.skipped) {
        const line = pending.lines.find((l) => l.product_id === uuid);
        if (line) effects.info(local.stockLimitMessage(line.name));
      }
    };
    const exclusive = this.options.exclusive ?? ((task) => task());
    const pushing: Promise<void> = (this.pushing ?? Promise.resolve())
      .then(() => exclusive(run))
      .catch(() => undefined)
      .finally(() => {
        if (this.pushing === pushing) this.pushing = null;
      });
    this.pushing = pushing;
    return pushing;
  }

  private onStorageChange(cart: LocalCart): void {
    // Signed in: lines a guest tab added wait to be pushed; an emptied entry means another tab pushed them.
    if (this.signedIn || this.options.session.isSignedIn()) void this.signIn();
    else this.show(cart);
  }
  private lineOf(productId: string): LocalCartLine | undefined {
    return this.cart.lines.find((l) => l.product_id === productId);
  }

  /** Shows `cart`; from the first call on, the cart counts as read. */
  private show(cart: LocalCart): void {
    this.cart = cart;
    this.ready = true;
    this.publish();
  }

  private publish(): void {
    const { cart, shippingCharges, ready, signedIn } = this;
    this.snapshot = { lines: cart.lines, totals: cartTotals(cart.lines), shippingCharges, ready, signedIn };
    for (const listener of this.listeners) listener();
  }
}
