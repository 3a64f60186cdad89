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
import styles from "./site-header.module.css";

/**
 * Profile icon and Logout when signed in; otherwise 'login/register': a link to the sign-in page,
 * which opens the auth modal once scripts run (on phones a person icon, the words kept for screen readers).
 */
export function AccountActions() {
  const signedIn = useSignedIn();
  const { open } = useAuthModal();
  const router = useRouter();
  const pathname = usePathname();
  const [leaving, setLeaving] = useState(false);
  const login = useRef<HTMLAnchorElement>(null);
  useTapReplay(login);
  useSessionSetByServer(pathname);

  async function logout() {
    setLeaving(true);
    await signOut();
    announceSignedOut();
    setLeaving(false);
    if (isLoginRequired(pathname)) router.push("/");
  }

  if (!signedIn) {
    return (
      <a
        ref={login}
        href={signInHref(pathname)}
        data-tap
        className={`${styles.textAction} ${styles.loginAction}`}
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
    );
  }
  return (
    <>
      <Link href="/profile" className={styles.iconAction} aria-label="My profile" prefetch={false}>
        <UserIcon />
      </Link>
      <button type="button" className={styles.textAction} onClick={logout} disabled={leaving}>
        Logout
      </button>
    </>
  );
}

/**
 * A Server Action that signs in or out (the sign-in page's form, a session that ended) sets the
 * cookies on its answer, not through the session events: on the next page the change is announced,
 * so the cart and the header follow it as after the modal's sign-in.
 */
function useSessionSetByServer(pathname: string) {
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
