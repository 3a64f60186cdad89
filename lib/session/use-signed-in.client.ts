"use client";

import { useSyncExternalStore } from "react";
import { onSessionChange, readSignedInFlag } from "@/lib/session/events.client";

/**
 * Whether a customer is signed in, from the non-secret flag cookie. False during server render and
 * hydration (pages are shared across visitors), then the real value: no extra request per page.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onSessionChange, readSignedInFlag, () => false);
}
