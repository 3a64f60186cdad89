"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { signOut } from "@/lib/bff/account.client";
import { isLoginRequired } from "@/lib/routing";
import { announceSignedOut } from "@/lib/session/events.client";
import { useAuthModal } from "@/components/auth-modal/auth-modal-context.client";
import { useSignedIn } from "@/lib/session/use-signed-in.client";
import { UserIcon } from "@/components/ui/icons";
import styles from "./site-header.module.css";

/**
 * Profile icon and Logout when signed in; otherwise 'login/register', which opens the auth modal
 * (on phones a person icon, the words kept for screen readers).
 */
export function AccountActions() {
  const signedIn = useSignedIn();
  const { open } = useAuthModal();
  const router = useRouter();
  const pathname = usePathname();
  const [leaving, setLeaving] = useState(false);
  const login = useRef<HTMLButtonElement>(null);
  useTapReplay(login);

  async function logout() {
    setLeaving(true);
    await signOut();
    announceSignedOut();
    setLeaving(false);
    if (isLoginRequired(pathname)) router.push("/");
  }

  if (!signedIn) {
    return (
      <button
        ref={login}
        type="button"
        data-tap
        className={`${styles.textAction} ${styles.loginAction}`}
        onClick={() => open("login")}
      >
        <span className={styles.phoneIcon}>
          <UserIcon />
        </span>
        <span className={styles.actionText}>login/register</span>
      </button>
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
