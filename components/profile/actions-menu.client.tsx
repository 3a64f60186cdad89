"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import styles from "./profile.module.css";

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

export type MenuItem = { label: string } & ({ href: string } | { onSelect: () => void });

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ↓ opens it on the first item, ↑ on
 * the last; ↑/↓, Home and End move, Escape closes and gives focus back to the button, Tab closes.
 */
export function ActionsMenu({ label, items }: { label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState<null | "first" | "last">(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const all = menuItems(menu.current);
    (open === "first" ? all[0] : all.at(-1))?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("mousedown", closeOutside);
    return () => document.removeEventListener("mousedown", closeOutside);
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(event.key === "ArrowDown" ? "first" : "last");
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = menuItems(menu.current);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      all[(move[event.key]! + all.length) % all.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(null);
      button.current?.focus();
    } else if (event.key === "Tab") {
      setOpen(null);
    } else if (event.key === " " && document.activeElement instanceof HTMLAnchorElement) {
      event.preventDefault();
      document.activeElement.click();
    }
  }

  function choose(item: MenuItem) {
    setOpen(null);
    // The button keeps focus, so a dialog the item opens gives focus back to it when it closes.
    button.current?.focus();
    if ("onSelect" in item) item.onSelect();
  }

  return (
    <div ref={wrapper} className={styles.menuWrapper}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((o) => (o ? null : "first"))}
        onKeyDown={onButtonKeyDown}
      >
        Actions <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.label} role="none">
              {"href" in item ? (
                // Plain links (full loads): 'Click to Proceed' must arrive with the order summary's own security policy.
                <a
                  role="menuitem"
                  tabIndex={-1}
                  href={item.href}
                  className={styles.menuItem}
                  onClick={() => setOpen(null)}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  className={styles.menuItem}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
