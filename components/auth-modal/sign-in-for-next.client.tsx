"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { onSessionChange, readSignedInFlag } from "@/lib/session/events.client";
import { HOME, NEXT_PARAM, returnPath } from "@/lib/session/return-path";
import { useAuthModal } from "./auth-modal-context.client";

/**
 * Home with `?next=/path`, where a signed-out visitor of a login-required route or a refused session is
 * sent (homeHref): the sign-in modal opens, and signing in goes on to `next`. While the "signed in" flag
 * still claims a session, it waits: that session's first call meets the shop's 401 (signed out: the
 * modal opens) or the session holds.
 */
export function SignInForNext() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const { open } = useAuthModal();
  const next = pathname === HOME ? returnPath(searchParams.get(NEXT_PARAM)) : HOME;

  useEffect(() => {
    if (next === HOME) return;
    if (!readSignedInFlag()) open("login");
    return onSessionChange(() => {
      if (readSignedInFlag()) router.replace(next);
      else open("login");
    });
  }, [next, open, router]);
  return null;
}
