"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { whenIdleAfterLoad } from "@/lib/idle.client";
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

function loadAuthModal(): Promise<ComponentType<ModalProps>> {
  return import("./auth-modal.client").then(
    (m) => m.AuthModal,
    (error: unknown) => {
      console.warn("auth modal: could not be loaded", error);
      return Unavailable;
    },
  );
}

const AuthModalContext = createContext<AuthModalApi | null>(null);

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error("useAuthModal must be used inside AuthModalProvider");
  return api;
}

/**
 * The sign-in dialog for every page. Its code (the dialog and its views) is not part of the page's first load: it
 * is fetched once the page is idle, or at the first open if that comes sooner, and held in state rather than
 * React.lazy (which suspends at least once and shows what it waited for about 300 ms later), so a press after
 * the idle fetch opens the dialog at once, and one made before opens it when the code arrives.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView | null>(null);
  const [carry, setCarry] = useState<AuthCarry | null>(null);
  const [AuthModal, setAuthModal] = useState<ComponentType<ModalProps>>();
  const opener = useRef<HTMLElement | null>(null);

  const load = useCallback(() => void loadAuthModal().then((loaded) => setAuthModal(() => loaded)), []);
  useEffect(() => whenIdleAfterLoad(load), [load]);

  const open = useCallback(
    (next: AuthView = "login") => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setCarry(null);
      setView(next);
      // Fetched now when the idle fetch has not happened yet; one that failed (offline) is tried again.
      setAuthModal((loaded?: ComponentType<ModalProps>) => (loaded === Unavailable ? undefined : loaded));
      load();
    },
    [load],
  );

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
      {view && AuthModal ? <AuthModal view={view} carry={carry} go={go} close={close} /> : null}
    </AuthModalContext.Provider>
  );
}
