import { z } from "zod";
import { productUuid } from "@/lib/route-ids";

/** Shapes the cart route handlers accept; the shop API judges stock and products. */
export const productId = productUuid;
export const quantity = z.number().int().min(1).max(1_000_000);
/** The most lines one push (store/all) may carry; the local cart holds at most 200. */
export const MAX_PUSHED_LINES = 200;
