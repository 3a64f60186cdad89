"use client";

import { Suspense, lazy, useEffect, useSyncExternalStore, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { isToasterWanted, onToasterWanted, toasterReady } from "@/lib/toast";

const NoToaster: ComponentType<ToasterProps> = () => null;

// sonner is loaded with the first toast (lib/toast.ts), not with the page. A failed load shows no toasts.
const Toaster = lazy(() =>
  import("sonner").then(
    (m): { default: ComponentType<ToasterProps> } => ({ default: m.Toaster }),
    () => ({ default: NoToaster }),
  ),
);

/** Rendered after the Toaster, so its effect runs once the Toaster has subscribed to sonner's toasts. */
function WhenListening() {
  useEffect(() => {
    void import("sonner").then(
      ({ toast }) => toasterReady(toast),
      () => {},
    );
  }, []);
  return null;
}

const notWanted = () => false;

/**
 * Below the header's top bar (a 48 px logo and 12 px above and below it): sonner's own 24 px put the toast of an
 * add to cart over the header's cart, wishlist and login for its 5 s, and hovering it to reach them held it there.
 */
const BELOW_TOP_BAR = { top: 80 } as const;

/**
 * Toasts as the spec sets them: top right, 5000 ms. Show one with `notify.*` from "@/lib/toast";
 * nothing is loaded or rendered before the first.
 */
export function SiteToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, notWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={5000} closeButton offset={BELOW_TOP_BAR} mobileOffset={BELOW_TOP_BAR} />
      <WhenListening />
    </Suspense>
  );
}
