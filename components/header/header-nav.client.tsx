"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { ChevronIcon, MenuIcon } from "@/components/ui/icons";
import styles from "./site-header.module.css";

type NavOption = { id: number; label: string; href: string };
export type NavGroup = { id: number; heading: string; href: string; options: NavOption[] };

/** The original wires hover only after 2 s and only at 991 px or wider; click and keyboard always work. */
const HOVER_DELAY_MS = 2000;
const HOVER_MIN_WIDTH = "(min-width: 991px)";
const CATEGORIES = "categories";

/**
 * Category dropdown (to /catagory/{fk_column_name}/{setting_id}) and the mega-menu of each header
 * attribute's options. All links are in the server HTML; this island only opens and closes panels.
 * Under the 768 px breakpoint the main navigation folds behind a 'Menu' button (closed in the
 * server HTML too, so opening the page shifts nothing).
 */
export function HeaderNav({ groups }: { groups: NavGroup[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [hover, setHover] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useTapReplay(root);

  useEffect(() => {
    const timer = window.setTimeout(() => setHover(window.matchMedia(HOVER_MIN_WIDTH).matches), HOVER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!openId) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [openId]);

  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));
  const followLink = () => {
    setOpenId(null);
    setMenuOpen(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>, id: string) {
    if (event.key === "Escape" && openId === id) {
      event.stopPropagation();
      setOpenId(null);
      document.getElementById(`nav-button-${id}`)?.focus();
    }
  }

  const hoverProps = (id: string) =>
    hover
      ? {
          onMouseEnter: () => setOpenId(id),
          onMouseLeave: () => setOpenId((current) => (current === id ? null : current)),
        }
      : {};

  const closeOnLeave = (id: string) => (event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && openId === id) setOpenId(null);
  };

  return (
    <div className={styles.navInner} ref={root}>
      <div
        className={styles.navItem}
        {...hoverProps(CATEGORIES)}
        onKeyDown={(e) => onKeyDown(e, CATEGORIES)}
        onBlur={closeOnLeave(CATEGORIES)}
      >
        <button
          id={`nav-button-${CATEGORIES}`}
          type="button"
          data-tap
          className={`${styles.navButton} ${styles.categoriesButton}`}
          aria-expanded={openId === CATEGORIES}
          aria-controls={`nav-panel-${CATEGORIES}`}
          onClick={() => toggle(CATEGORIES)}
        >
          All Categories <ChevronIcon />
        </button>
        <ul id={`nav-panel-${CATEGORIES}`} className={styles.dropdown} data-open={openId === CATEGORIES}>
          {groups.map((group) => (
            <li key={group.id}>
              <Link href={group.href} onClick={followLink}>
                {group.heading}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <button
        type="button"
        data-tap
        className={`${styles.navButton} ${styles.menuButton}`}
        aria-expanded={menuOpen}
        aria-controls="nav-main"
        onClick={() => setMenuOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setMenuOpen(false);
        }}
      >
        <MenuIcon /> Menu
      </button>
      <ul id="nav-main" className={styles.mainNav} data-menu-open={menuOpen}>
        <li>
          <Link href="/" className={styles.navLink} onClick={followLink}>
            Home
          </Link>
        </li>
        {groups.map((group) => {
          const id = `group-${group.id}`;
          return (
            <li
              key={group.id}
              className={styles.navItem}
              {...hoverProps(id)}
              onKeyDown={(e) => onKeyDown(e, id)}
              onBlur={closeOnLeave(id)}
            >
              <button
                id={`nav-button-${id}`}
                type="button"
                data-tap
                className={styles.navButton}
                aria-expanded={openId === id}
                aria-controls={`nav-panel-${id}`}
                onClick={() => toggle(id)}
              >
                {group.heading} <ChevronIcon />
              </button>
              <div id={`nav-panel-${id}`} className={styles.megaPanel} data-open={openId === id}>
                <p className={styles.megaHeading}>{group.heading}</p>
                <ul>
                  {group.options.map((option) => (
                    <li key={option.id}>
                      <Link href={option.href} onClick={followLink}>
                        {option.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
