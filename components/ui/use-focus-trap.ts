"use client";

import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus management of a modal layer: on mount focus moves to `initial` (or the first focusable
 * element), Tab and Shift+Tab cycle inside the container, Escape calls `onEscape`, and on unmount
 * focus returns to where it was when the layer opened (if that element is still on the page).
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initial?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initial?.current ?? container.current?.querySelector<HTMLElement>(FOCUSABLE) ?? container.current;
    target?.focus();
    return () => {
      // After the layer has left the DOM, so focus is not pulled back into it.
      requestAnimationFrame(() => {
        if (opener?.isConnected) opener.focus();
      });
    };
  }, [container, initial]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== "Tab" || !container.current) return;
      event.stopPropagation();
      const focusable = Array.from(container.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => !el.closest("[inert]"),
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    },
    [container],
  );
}

/** Makes the page behind a modal layer unreachable (inert, no scrolling) while it is open. */
export function usePageInert(): void {
  useEffect(() => {
    const page = document.getElementById("site-root");
    const wasInert = page?.hasAttribute("inert") ?? false;
    page?.setAttribute("inert", "");
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      if (!wasInert) page?.removeAttribute("inert");
      document.body.style.overflow = overflow;
    };
  }, []);
}
