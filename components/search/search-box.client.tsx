"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { MAX_QUERY_LENGTH } from "@/lib/search/query";
import { SearchIcon } from "@/components/ui/icons";
import { WakeOnUse } from "@/components/static-region/wake-on-use.client";
import styles from "@/components/header/site-header.module.css";
import type { SearchSuggestionsProps } from "./search-suggestions.client";

/** The region lays out no box of its own: its button and form stay items of the header's row. */
const CONTENTS = { display: "contents" } as const;

/**
 * The header's search box: a GET form to `/search`, so it works without JavaScript. Until a shopper
 * reaches for it (the pointer, a finger or focus), the browser keeps the server's markup without
 * hydrating it (docs/adr/0015-wake-on-use.md). The suggestions are a separate chunk, fetched the
 * first time the box gets focus, so pages where nobody searches do not load them. On phones (under
 * 768 px) the field folds behind a search button in the header's one row and opens in place below it.
 */
export function SearchBox({ currencySymbol }: { currencySymbol: string }) {
  // On the results page the box shows what was searched for (the header itself is the same cached copy
  // on every page); written into the field asleep or awake, and kept when it wakes.
  useEffect(() => {
    const field = document.getElementById("site-search") as HTMLInputElement | null;
    if (field && !field.value && location.pathname === "/search")
      field.value = new URLSearchParams(location.search).get("q") ?? "";
  }, []);
  return (
    <WakeOnUse as="div" style={CONTENTS}>
      <SearchControls currencySymbol={currencySymbol} />
    </WakeOnUse>
  );
}

function SearchControls({ currencySymbol }: { currencySymbol: string }) {
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useTapReplay(toggle);
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null);
  const load = () => {
    if (Suggestions) return;
    void import("./search-suggestions.client").then((loaded) => setSuggestions(() => loaded.SearchSuggestions));
  };
  const show = (next: boolean) => {
    setOpen(next);
    // Focus follows the field: into it when it opens, back to the button when it folds.
    if (next) requestAnimationFrame(() => input.current?.focus());
    else toggle.current?.focus();
  };
  return (
    <>
      <button
        ref={toggle}
        type="button"
        data-tap
        className={`${styles.iconAction} ${styles.searchToggle}`}
        aria-label="Show search"
        aria-expanded={open}
        aria-controls="site-search-form"
        onClick={() => show(!open)}
      >
        <SearchIcon size={22} />
      </button>
      <form
        id="site-search-form"
        role="search"
        action="/search"
        method="get"
        className={styles.search}
        data-open={open}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open && !event.defaultPrevented) show(false);
        }}
      >
        <label htmlFor="site-search" className="visually-hidden">
          Search products
        </label>
        <input
          ref={input}
          id="site-search"
          name="q"
          type="search"
          placeholder="Search products"
          className={styles.searchInput}
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          onFocus={load}
        />
        <button type="submit" className={styles.searchButton} aria-label="Search">
          <SearchIcon />
        </button>
        {Suggestions ? <Suggestions input={input} currencySymbol={currencySymbol} /> : null}
      </form>
    </>
  );
}
