"use client";

import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import type { AuthCarry, AuthView } from "./auth-types";

type AuthModalApi = {
  /** Opens the modal (login by default); focus returns to the opener when it closes. */
  open: (view?: AuthView) => void;
  close: () => void;
};

type ModalProps = {
  view: AuthView;
  carry: AuthCarry | null;
  go: (view: AuthView, carry?: AuthCarry) => void;
  close: () => void;
};

/** When its chunk cannot be loaded (offline): the modal closes again instead of breaking the page. */
function Unavailable({ close }: ModalProps) {
  useEffect(() => close(), [close]);
  return null;
}

function loadAuthModal(): Promise<{ default: ComponentType<ModalProps> }> {
  return import("./auth-modal.client").then(
    (m) => ({ default: m.AuthModal }),
    (error: unknown) => {
      console.warn("auth modal: could not be loaded", error);
      return { default: Unavailable };
    },
  );
}

// The dialog and its views are loaded when it is first opened, not with every page.
const AuthModal = lazy(loadAuthModal);

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
      {view ? (
        <Suspense fallback={null}>
          <AuthModal view={view} carry={carry} go={go} close={close} />
        </Suspense>
      ) : null}
    </AuthModalContext.Provider>
  );
}
