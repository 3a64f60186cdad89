"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { AuthModal } from "./auth-modal";

/** The modal's views (spec part 1 section 2; verification, forgot, OTP and reset in part 2). */
export type AuthView = "login" | "register" | "verify" | "forgot" | "otp" | "reset";

/** What a view hands to the next one: the verification view needs the entered credentials. */
export type AuthCarry = { email: string; password?: string; remember?: boolean };

type AuthModalApi = {
  /** Opens the modal (login by default); focus returns to the opener when it closes. */
  open: (view?: AuthView) => void;
  close: () => void;
};

const AuthModalContext = createContext<AuthModalApi | null>(null);

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error("useAuthModal must be used inside AuthModalProvider");
  return api;
}

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView | null>(null);
  const [carry, setCarry] = useState<AuthCarry | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((next: AuthView = "login") => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCarry(null);
    setView(next);
  }, []);

  const close = useCallback(() => {
    setView(null);
    setCarry(null);
    const target = opener.current;
    opener.current = null;
    // After the dialog has left the DOM, so focus is not pulled back into it.
    requestAnimationFrame(() => target?.focus());
  }, []);

  const go = useCallback((next: AuthView, nextCarry?: AuthCarry) => {
    if (nextCarry) setCarry(nextCarry);
    setView(next);
  }, []);

  const api = useMemo(() => ({ open, close }), [open, close]);
  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {view ? <AuthModal view={view} carry={carry} go={go} close={close} /> : null}
    </AuthModalContext.Provider>
  );
}
