/*
 * Regions whose server DOM React threw away while hydrating (docs/adr/0013-static-regions.md): a region
 * that should have kept it was found empty, and was rendered again in the browser. It happens only when a
 * React or Next release changes how an element with inner HTML hydrates, so each one is counted: the
 * field-vitals beacon sends the count (storefront_static_regions_discarded_total), and development warns.
 */

let discarded = 0;

/** Counts a region found empty after hydration; warns outside production. */
export function noteDiscardedRegion(region: HTMLElement): void {
  discarded += 1;
  if (process.env.NODE_ENV !== "production")
    console.warn(
      `A static region (${describe(region)}) lost the server's DOM while hydrating and was rendered again in the browser. ` +
        "React no longer keeps the children of an element with inner HTML: see docs/adr/0013-static-regions.md.",
    );
}

/** How many regions were found empty since the last call. */
export function takeDiscardedRegions(): number {
  const count = discarded;
  discarded = 0;
  return count;
}

function describe(region: HTMLElement): string {
  const label = region.getAttribute("aria-label") ?? region.id ?? "";
  return [region.tagName.toLowerCase(), region.className && `.${region.className.split(" ").join(".")}`, label]
    .filter(Boolean)
    .join(" ");
}
