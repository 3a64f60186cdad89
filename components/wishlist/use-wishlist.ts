"use client";

import { useSyncExternalStore } from "react";
import { notify } from "@/lib/toast";
import { EMPTY_WISHLIST, hasItem, type Wishlist, type WishlistItem } from "@/lib/wishlist/wishlist-list";
import { createWishlistStore, type WishlistStore } from "@/lib/wishlist/wishlist-store";

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
  store ??= createWishlistStore({ origin: window.location.origin, storage: browserStorage(), events: window });
  return store;
}

/** Saves or removes a product; the code that changes the list loads on the first change. */
export async function toggleWishlist(item: WishlistItem): Promise<void> {
  const { toggleItem, droppedMessage } = await import("@/lib/wishlist/wishlist-edit");
  const dropped = toggleItem(wishlistStore(), item);
  if (dropped.length > 0) notify.info(droppedMessage(dropped));
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
