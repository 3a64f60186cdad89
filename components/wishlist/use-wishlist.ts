"use client";

import { useEffect, useSyncExternalStore } from "react";
import { refreshRegions, registerRegionAction } from "@/components/static-region/region-actions";
import { notify } from "@/lib/toast";
import { wishlistStorageKey } from "@/lib/wishlist/storage-key";
import type { Wishlist, WishlistItem } from "@/lib/wishlist/wishlist-list";
import type { WishlistStore } from "@/lib/wishlist/wishlist-store";

/*
 * What the hearts and the header count need on every page, and no more: the list's code
 * (lib/wishlist/browser-store.client.ts) loads when this shop's browser holds a list, when another
 * tab starts one, or on the first press of a heart. Until then the list reads as empty.
 */

type ListCode = typeof import("@/lib/wishlist/browser-store.client");

const EMPTY: Wishlist = [];
const listeners = new Set<() => void>();
let store: WishlistStore | null = null;
let loading: Promise<ListCode> | null = null;
let watching = false;

const notifyAll = () => listeners.forEach((listener) => listener());

function loadList(): Promise<ListCode> {
  loading ??= import("@/lib/wishlist/browser-store.client")
    .then((code) => {
      store = code.browserWishlistStore();
      store.subscribe(notifyAll);
      notifyAll();
      return code;
    })
    .catch((error: unknown) => {
      loading = null; // offline: the next press tries again
      throw error;
    });
  return loading;
}

function subscribe(listener: () => void): () => void {
  if (!watching) {
    watching = true;
    const key = wishlistStorageKey(window.location.origin);
    const load = () => void loadList().catch(() => {});
    try {
      if (window.localStorage.getItem(key) !== null) load();
    } catch {
      // storage blocked: nothing stored to read
    }
    window.addEventListener("storage", (event) => event.key === key && load());
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => store?.getSnapshot() ?? EMPTY;
const getServerSnapshot = () => EMPTY;

/** This shop's wishlist, oldest first; empty during the server render and hydration. */
export function useWishlist(): Wishlist {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Saves or removes a product, loading the list's code on the first press. */
export async function toggleWishlist(item: WishlistItem): Promise<void> {
  try {
    const code = await loadList();
    const dropped = code.toggleItem(code.browserWishlistStore(), item);
    if (dropped.length > 0) notify.info(code.droppedMessage(dropped));
  } catch {
    notify.error("Your wishlist could not be changed. Please try again.");
  }
}

/** Makes static regions' hearts (HeartButton's `data-heart`) show and change this browser's list. */
export function useWishlistInRegions(): void {
  useEffect(() => {
    const unregister = registerRegionAction("data-heart", {
      press: (heart) => void toggleWishlist({ uuid: heart.dataset.heart!, name: heart.dataset.name ?? "" }),
      show: (hearts) => {
        const saved = new Set(getSnapshot().map((item) => item.uuid));
        for (const heart of hearts) heart.setAttribute("aria-pressed", String(saved.has(heart.dataset.heart!)));
      },
    });
    const unsubscribe = subscribe(refreshRegions);
    return () => {
      unregister();
      unsubscribe();
    };
  }, []);
}
