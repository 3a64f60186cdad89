"use client";

import { useSyncExternalStore } from "react";
import { notify } from "@/lib/toast";
import { EMPTY_WISHLIST, hasItem, type Wishlist } from "@/lib/wishlist/wishlist-list";
import { WishlistStore } from "@/lib/wishlist/wishlist-store";

let store: WishlistStore | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the list then lives for this page only
  }
}

/** The page's one wishlist store, made on first use (never on the server). */
export function wishlistStore(): WishlistStore {
  store ??= new WishlistStore({
    origin: window.location.origin,
    storage: browserStorage(),
    events: window,
    info: (message) => notify.info(message),
  });
  return store;
}

const subscribe = (listener: () => void) => wishlistStore().subscribe(listener);
const getSnapshot = () => wishlistStore().getSnapshot();
const getServerSnapshot = () => EMPTY_WISHLIST;

/** This shop's wishlist, oldest first; empty during the server render and hydration. */
export function useWishlist(): Wishlist {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Whether one product is saved (re-renders only when that changes). */
export function useSaved(uuid: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasItem(getSnapshot(), uuid),
    () => false,
  );
}
