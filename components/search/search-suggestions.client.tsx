"use client";

import { Thumbnail } from "@/components/ui/thumbnail";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { formatMoney } from "@/lib/pricing";
import type { Suggestion } from "@/lib/search/search.server";
import styles from "@/components/header/site-header.module.css";
import { productHref } from "@/lib/routing";
import { fetchSuggestions } from "@/lib/bff/search.client";

const LISTBOX_ID = "site-search-suggestions";
const DEBOUNCE_MS = 150;
/** Fewer letters than this match too much to be worth a request. */
const MIN_QUERY_LENGTH = 2;

const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

export type SearchSuggestionsProps = { input: RefObject<HTMLInputElement | null>; currencySymbol: string };

/**
 * Suggestions under the search box as an ARIA 1.2 combobox with a listbox popup: the input keeps
 * focus, arrow keys move the active option (aria-activedescendant), Enter opens it, Escape closes
 * the list, and the number of suggestions is announced. It attaches to the box's existing input,
 * which works as a plain form field before this loads.
 */
export function SearchSuggestions({ input, currencySymbol }: SearchSuggestionsProps) {
  const router = useRouter();
  // The suggestions and their announcement change together.
  const [found, setFound] = useState<{ items: Suggestion[]; announcement: string }>({ items: [], announcement: "" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, announcement } = found;
  const latest = useRef({ items, open, active });
  useEffect(() => {
    latest.current = { items, open, active };
  });

  const shown = open && items.length > 0;

  const choose = useCallback(
    (item: Suggestion) => {
      setOpen(false);
      setActive(-1);
      router.push(productHref(item.uuid));
    },
    [router],
  );

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("role", "combobox");
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("aria-controls", LISTBOX_ID);
  }, [input]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("aria-expanded", String(shown));
    if (shown && active >= 0) field.setAttribute("aria-activedescendant", optionId(active));
    else field.removeAttribute("aria-activedescendant");
  }, [input, shown, active]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;

    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    // Each keystroke cancels the wait and the request of the one before.
    const ask = () => {
      clearTimeout(timer);
      request?.abort();
      timer = setTimeout(async () => {
        const query = field.value.trim();
        if (query.length < MIN_QUERY_LENGTH) {
          setFound({ items: [], announcement: "" });
          close();
          return;
        }
        const mine = (request = new AbortController());
        const products = await fetchSuggestions(query, mine.signal);
        if (!products) return;
        setFound({
          items: products,
          announcement:
            products.length === 0
              ? "No suggestions."
              : `${products.length} suggestion${products.length === 1 ? "" : "s"}. Use the up and down arrow keys to choose.`,
        });
        setActive(-1);
        setOpen(document.activeElement === field);
      }, DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { items, open: isOpen, active } = latest.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (items.length === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        const next =
          !isOpen || active < 0 ? (step > 0 ? 0 : items.length - 1) : (active + step + items.length) % items.length;
        setOpen(true);
        setActive(next);
      } else if (event.key === "Enter") {
        const item = isOpen ? items[active] : undefined;
        if (item) {
          event.preventDefault();
          choose(item);
        }
      } else if (event.key === "Escape" && isOpen) {
        event.preventDefault();
        close();
      }
    };
    const onFocus = () => {
      if (latest.current.items.length > 0) setOpen(true);
    };
    field.addEventListener("input", ask);
    field.addEventListener("keydown", onKeyDown);
    field.addEventListener("focus", onFocus);
    field.addEventListener("blur", close);
    // Whatever was typed while this chunk loaded.
    if (field.value) ask();
    return () => {
      field.removeEventListener("input", ask);
      field.removeEventListener("keydown", onKeyDown);
      field.removeEventListener("focus", onFocus);
      field.removeEventListener("blur", close);
      clearTimeout(timer);
      request?.abort();
    };
  }, [input, choose]);

  return (
    <>
      <ul id={LISTBOX_ID} role="listbox" aria-label="Suggested products" className={styles.suggestions} hidden={!shown}>
        {items.map((item, index) => (
          <li
            key={item.uuid}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            // The input keeps focus (a blur would close the list before the click lands).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
          >
            <Thumbnail src={item.image} alt="" width={40} height={40} className={styles.suggestionImage} />
            <span className={styles.suggestionName}>{item.name}</span>
            <span className={styles.suggestionPrice}>{formatMoney(item.price, currencySymbol)}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
