"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { signOut } from "@/lib/bff/account.client";
import { isLoginRequired } from "@/lib/routing";
import { announceSignedIn, announceSignedOut, onSessionChange, readSignedInFlag } from "@/lib/session/events.client";
import { signInHref } from "@/lib/session/return-path";
import { useAuthModal } from "@/components/auth-modal/auth-modal-context.client";
import { useSignedIn } from "@/lib/session/use-signed-in.client";
import { UserIcon } from "@/components/ui/icons";
import { statePart } from "./header-state";
import styles from "./site-header.module.css";

/**
 * Profile icon and Logout when signed in; otherwise 'login/register': a link to the sign-in page,
 * which opens the auth modal once scripts run (on phones a person icon, the words kept for screen readers).
 * Both are rendered, the one that does not apply hidden, so that the header's state can be written into the
 * server's markup before it wakes (header-state.ts).
 */
export function AccountActions() {
  const signedIn = useSignedIn();
  const { open } = useAuthModal();
  const router = useRouter();
  const pathname = usePathname();
  const [leaving, setLeaving] = useState(false);
  const login = useRef<HTMLAnchorElement>(null);
  useTapReplay(login);

  async function logout() {
    setLeaving(true);
    await signOut();
    announceSignedOut();
    setLeaving(false);
    if (isLoginRequired(pathname)) router.push("/");
  }

  return (
    <>
      <a
        ref={login}
        href={signInHref(pathname)}
        data-tap
        className={`${styles.textAction} ${styles.loginAction}`}
        hidden={signedIn}
        {...statePart("signed-out")}
        onClick={(event) => {
          event.preventDefault();
          open("login");
        }}
      >
        <span className={styles.phoneIcon}>
          <UserIcon />
        </span>
        <span className={styles.actionText}>login/register</span>
      </a>
      <Link
        href="/profile"
        className={styles.iconAction}
        aria-label="My profile"
        prefetch={false}
        hidden={!signedIn}
        {...statePart("signed-in")}
      >
        <UserIcon />
      </Link>
      <button
        type="button"
        className={styles.textAction}
        onClick={logout}
        disabled={leaving}
        hidden={!signedIn}
        {...statePart("signed-in")}
      >
        Logout
      </button>
    </>
  );
}

/**
 * A Server Action that signs in or out (the sign-in page's form, a session that ended) sets the
 * cookies on its response, not through the session events: on the next page the change is announced,
 * so the cart and the header follow it as after the modal's sign-in.
 */
export function useSessionSetByServer(pathname: string) {
  const known = useRef<boolean | null>(null);
  useEffect(
    () =>
      onSessionChange(() => {
        known.current = readSignedInFlag();
      }),
    [],
  );
  useEffect(() => {
    const now = readSignedInFlag();
    const before = known.current;
    known.current = now;
    if (before === null || before === now) return;
    if (now) announceSignedIn();
    else announceSignedOut();
  }, [pathname]);
}
