import type { NumericRange } from "@/lib/listing/query";

/**
 * The price and discount sliders: both run from 0 to the maximum the shop API
 * reports for the listing's scope, in whole steps, and the low handle can never pass the high one
 * (minimum gap 0). A handle at an end means "no bound" on that side, so the URL only carries
 * bounds that narrow something.
 */

export type SliderPair = readonly [low: number, high: number];

/** The slider's top: the server's maximum rounded up to a whole step (0 when the scope is empty). */
export function sliderCeiling(max: number, limit = Number.POSITIVE_INFINITY): number {
  if (!Number.isFinite(max) || max <= 0) return 0;
  return Math.min(Math.ceil(max), limit);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** The handles' positions for a range from the URL. */
export function sliderPair(range: NumericRange | null, ceiling: number): SliderPair {
  const low = clamp(range?.min ?? 0, 0, ceiling);
  const high = clamp(range?.max ?? ceiling, 0, ceiling);
  return low <= high ? [low, high] : [high, low];
}

/** Moves one handle; it stops at the other one rather than passing it. */
export function moveHandle(
  [low, high]: SliderPair,
  handle: "low" | "high",
  value: number,
  ceiling: number,
): SliderPair {
  const next = clamp(Number.isFinite(value) ? value : 0, 0, ceiling);
  return handle === "low" ? [Math.min(next, high), high] : [low, Math.max(next, low)];
}

/** The filter a pair of handles means: null when both are at the ends. */
export function rangeFromPair([low, high]: SliderPair, ceiling: number): NumericRange | null {
  const max = high >= ceiling ? null : high;
  if (low <= 0 && max === null) return null;
  return { min: Math.max(low, 0), max };
}
