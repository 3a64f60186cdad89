"use client";

import { useSearchParams } from "next/navigation";
import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import styles from "./profile.module.css";

const TABS = [
  { id: "account", label: "My account", href: "/profile" },
  { id: "orders", label: "View Order History", href: "/profile?tab=orders" },
] as const;

type TabId = (typeof TABS)[number]["id"];

/**
 * The profile's two tabs (WAI-ARIA tabs, automatic activation: ←/→, Home and End move and select).
 * The tab is in the URL, so the history can be linked to and Back returns to the other tab; the
 * tabs are links, so they also work before (or without) JavaScript.
 */
export function ProfileTabs({ panels }: { panels: Record<TabId, ReactNode> }) {
  const selected: TabId = useSearchParams().get("tab") === "orders" ? "orders" : "account";
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  function select(index: number) {
    const tab = TABS[index];
    if (!tab) return;
    if (tab.id !== selected) window.history.pushState(null, "", tab.href);
    tabs.current[index]?.focus();
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = TABS.findIndex((t) => t.id === selected);
    const next: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select((next[event.key]! + TABS.length) % TABS.length);
  }

  return (
    <div className={styles.profile}>
      <div role="tablist" aria-label="Profile" className={styles.tablist} onKeyDown={onKeyDown}>
        {TABS.map((tab, i) => (
          <a
            key={tab.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            id={`profile-tab-${tab.id}`}
            role="tab"
            href={tab.href}
            aria-selected={tab.id === selected}
            aria-controls={`profile-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={(e) => onClick(e, i)}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          id={`profile-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`profile-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
