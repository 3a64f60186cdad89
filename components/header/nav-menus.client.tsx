"use client";

import { useEffect, useRef, type ReactNode } from "react";

/** The original wires hover only after 2 s and only at 991 px or wider; click and keyboard always work. */
const HOVER_DELAY_MS = 2000;
const HOVER_MIN_WIDTH = "(min-width: 991px)";

/**
 * The main navigation, whose menus are a static region (HeaderNavMarkup): this island opens and closes
 * them on the region's DOM, with one listener per kind of event. One panel (the categories dropdown or a
 * mega-menu) is open at a time; it closes on Escape (focus back on its button), when focus or the
 * pointer leaves it, on a press elsewhere and when one of its links is followed. The 'Menu' button
 * folds the whole list on phones. Its links navigate through the region (LiveRegion).
 */
export function NavMenus({ className, label, children }: { className?: string; label: string; children: ReactNode }) {
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const root = nav.current;
    if (!root) return;
    const panelButtons = () => root.querySelectorAll<HTMLButtonElement>("[data-nav-item] > button[aria-controls]");
    const menuButton = () => root.querySelector<HTMLButtonElement>("button[data-nav-menu]");
    const isOpen = (button: HTMLButtonElement) => button.getAttribute("aria-expanded") === "true";
    const show = (button: HTMLButtonElement, open: boolean, attribute = "data-open") => {
      button.setAttribute("aria-expanded", String(open));
      document.getElementById(button.getAttribute("aria-controls") ?? "")?.setAttribute(attribute, String(open));
    };
    const openPanel = (button: HTMLButtonElement | null) => {
      for (const each of panelButtons()) if (isOpen(each) !== (each === button)) show(each, each === button);
    };
    const setMenu = (open: boolean) => {
      const button = menuButton();
      if (button) show(button, open, "data-menu-open");
    };
    const buttonOf = (item: Element | null | undefined) =>
      item?.querySelector<HTMLButtonElement>(":scope > button[aria-controls]") ?? null;
    const itemOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest("[data-nav-item]") : null;

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLButtonElement>("button[aria-controls]");
      if (button?.hasAttribute("data-nav-menu")) return setMenu(!isOpen(button));
      if (button) return openPanel(isOpen(button) ? null : button);
      if (target?.closest("a")) {
        openPanel(null);
        setMenu(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("button[data-nav-menu]")) return setMenu(false);
      const button = buttonOf(itemOf(target));
      if (button && isOpen(button)) {
        event.stopPropagation();
        openPanel(null);
        button.focus();
      }
    };
    const closeOnLeave = (event: FocusEvent | MouseEvent) => {
      const item = itemOf(event.target);
      const button = buttonOf(item);
      if (item && button && isOpen(button) && !item.contains(event.relatedTarget as Node | null)) show(button, false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) openPanel(null);
    };
    const onMouseOver = (event: MouseEvent) => {
      const button = buttonOf(itemOf(event.target));
      if (button && !isOpen(button)) openPanel(button);
    };

    root.addEventListener("click", onClick);
    root.addEventListener("keydown", onKeyDown);
    root.addEventListener("focusout", closeOnLeave);
    document.addEventListener("pointerdown", onPointerDown);
    const hover = window.setTimeout(() => {
      if (!window.matchMedia(HOVER_MIN_WIDTH).matches) return;
      root.addEventListener("mouseover", onMouseOver);
      root.addEventListener("mouseout", closeOnLeave);
    }, HOVER_DELAY_MS);
    return () => {
      window.clearTimeout(hover);
      root.removeEventListener("click", onClick);
      root.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("focusout", closeOnLeave);
      root.removeEventListener("mouseover", onMouseOver);
      root.removeEventListener("mouseout", closeOnLeave);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return (
    <nav ref={nav} className={className} aria-label={label}>
      {children}
    </nav>
  );
}
