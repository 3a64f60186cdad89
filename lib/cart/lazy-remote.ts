import type { CartRemote, RemoteFailure } from "./remote";

/**
 * The signed-in cart's calls (./remote.ts), loaded with the first of them: a guest never needs them,
 * so they and their answer schemas stay out of every page's first download. A failed load (offline)
 * answers like a failed request (status 0) and is tried again with the next call.
 */

type Load = () => Promise<{ cartRemote: CartRemote }>;

const UNREACHABLE: RemoteFailure = { ok: false, status: 0, msg: null, availableStock: null };

export function lazyRemote(load: Load = () => import("./remote")): CartRemote {
  let loading: Promise<CartRemote> | null = null;
  const remote = () => {
    loading ??= load().then(
      (m) => m.cartRemote,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const call = <R>(run: (r: CartRemote) => Promise<R>): Promise<R | RemoteFailure> =>
    remote().then(run, (error: unknown) => {
      console.warn("cart: the cart calls could not be loaded", error);
      return { ...UNREACHABLE };
    });
  return {
    fetch: () => call((r) => r.fetch()),
    add: (item) => call((r) => r.add(item)),
    update: (productId, change) => call((r) => r.update(productId, change)),
    remove: (cartId) => call((r) => r.remove(cartId)),
    merge: (items) => call((r) => r.merge(items)),
  };
}
