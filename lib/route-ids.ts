import { z } from "zod";

/**
 * Ids in route paths, each accepted only in its own character set and one spelling, so that junk
 * is a 404 (or 400) before any shop-API call, and no other spelling of an id is a page of its own.
 */

/** A positive integer id as the shop writes it: digits without a leading zero. */
const POSITIVE_ID = /^[1-9][0-9]{0,14}$/;
/** A product's uuid: hex digits and hyphens, as the contract's uuids are (and its reference API accepts). */
export const PRODUCT_UUID = /^[0-9A-Fa-f][0-9A-Fa-f-]{0,63}$/;

export const positiveId = z.string().regex(POSITIVE_ID).transform(Number);
export const productUuid = z.string().regex(PRODUCT_UUID);

/** A positive integer id from a path or query value, or null. */
export function positiveIdOf(raw: string | string[] | undefined): number | null {
  return typeof raw === "string" && POSITIVE_ID.test(raw) ? Number(raw) : null;
}
