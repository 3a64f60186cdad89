"use client";

import { useState } from "react";
import { formatMoney } from "@/lib/pricing";
import { listingHref, type ListingState } from "@/lib/listing/query";
import { ListingLink, useListingNavigation } from "./listing-navigation.client";
import { RangeSlider } from "./range-slider.client";
import { rangeFromPair, sliderPair, type SliderPair } from "@/lib/listing/ranges";
import styles from "./listing.module.css";

type FilterGroup = { heading: string; fieldType: string; options: { id: number; label: string }[] };

export type FilterFormProps = {
  /** The listing's public path; the form's GET target. */
  action: string;
  group: FilterGroup | null;
  /** Options the route itself checks (an option listing's own option). */
  fixedChecked: number[];
  /** The URL's state, without the fixed options. */
  state: ListingState;
  priceCeiling: number;
  discountCeiling: number;
  currencySymbol: string;
};

const HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * The sidebar's filters. Without JavaScript it is a GET form (the query names are the listing
 * URL's); with JavaScript every change applies at once: a checkbox on change, a slider when its
 * handle is let go. The parent remounts it (key) for every new URL, so it always starts from the
 * URL's state, including after the back button or a change of route.
 */
export function FilterForm({
  action,
  group,
  fixedChecked,
  state,
  priceCeiling,
  discountCeiling,
  currencySymbol,
}: FilterFormProps) {
  const { navigate } = useListingNavigation();
  const [checked, setChecked] = useState(state.checked);
  const [ranges, setRanges] = useState<{ price: SliderPair; discount: SliderPair }>(() => ({
    price: sliderPair(state.price, priceCeiling),
    discount: sliderPair(state.discount, discountCeiling),
  }));
  const { price, discount } = ranges;
  const [search, setSearch] = useState("");

  const apply = (next: { checked?: number[]; price?: SliderPair; discount?: SliderPair }) => {
    const target: ListingState = {
      checked: next.checked ?? checked,
      price: rangeFromPair(next.price ?? price, priceCeiling),
      discount: rangeFromPair(next.discount ?? discount, discountCeiling),
      page: 1,
    };
    const href = listingHref(action, target);
    // Letting go of a handle that did not move changes nothing: stay (and stay on this page).
    if (href === listingHref(action, { ...state, page: 1 })) return;
    navigate(href);
  };

  const toggle = (id: number) => {
    const next = checked.includes(id) ? checked.filter((c) => c !== id) : [...checked, id];
    setChecked(next);
    apply({ checked: next });
  };

  const needle = search.trim().toLowerCase();
  const headingId = "filters-heading";

  return (
    <form
      method="get"
      action={action}
      className={styles.filters}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
      noValidate
    >
      <div className={styles.filtersHeader}>
        <h2 id={headingId} className={styles.filtersTitle}>
          FILTERS
        </h2>
        <ListingLink href={action} className={styles.clearAll}>
          Clear All
        </ListingLink>
      </div>

      {group ? (
        <details className={styles.accordion} open>
          <summary className={styles.filterHeading}>{group.heading}</summary>
          <label className="visually-hidden" htmlFor="filter-option-search">
            Search {group.heading}
          </label>
          <input
            id="filter-option-search"
            type="search"
            className={styles.optionSearch}
            placeholder="Search"
            autoComplete="off"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") e.preventDefault();
            }}
          />
          <ul className={styles.options}>
            {group.options.map((option) => {
              const fixed = fixedChecked.includes(option.id);
              const hidden = needle !== "" && !option.label.toLowerCase().includes(needle);
              return (
                <li key={option.id} hidden={hidden}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      name={fixed ? undefined : "checked"}
                      value={option.id}
                      checked={fixed || checked.includes(option.id)}
                      disabled={fixed}
                      onChange={() => toggle(option.id)}
                    />
                    {group.fieldType === "color" && HEX.test(option.label) ? (
                      <span className={styles.swatch} style={{ background: option.label }} aria-hidden="true" />
                    ) : null}
                    {option.label}
                  </label>
                </li>
              );
            })}
          </ul>
          {needle !== "" && group.options.every((o) => !o.label.toLowerCase().includes(needle)) ? (
            <p className={styles.noOptions}>No options match.</p>
          ) : null}
        </details>
      ) : null}

      <RangeSlider
        label="Price Range"
        name="price"
        ceiling={priceCeiling}
        value={price}
        format={(v) => formatMoney(v, currencySymbol)}
        onChange={(value) => setRanges((r) => ({ ...r, price: value }))}
        onCommit={(value) => apply({ price: value })}
      />
      <RangeSlider
        label="Discount"
        name="discount"
        ceiling={discountCeiling}
        value={discount}
        format={(v) => `${v}%`}
        onChange={(value) => setRanges((r) => ({ ...r, discount: value }))}
        onCommit={(value) => apply({ discount: value })}
      />

      <button type="submit" className={styles.applyButton}>
        Apply filters
      </button>
    </form>
  );
}
