"use client";

import { Toaster } from "sonner";

/** Toasts as the spec sets them: top right, 5000 ms. Show one with `toast(...)` from "sonner". */
export function SiteToaster() {
  return <Toaster position="top-right" duration={5000} closeButton />;
}
