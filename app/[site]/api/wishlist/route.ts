import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { PRODUCT_UUID } from "@/lib/route-ids";
import { WISHLIST_LIMIT } from "@/lib/wishlist/wishlist-list";
import { wishlistEntries } from "@/lib/wishlist/products.server";

const ids = z
  .string()
  .max(WISHLIST_LIMIT * 65, "Too many products.")
  .transform((value) => [...new Set(value.split(","))])
  .pipe(
    z
      .array(z.string().regex(PRODUCT_UUID, "Not a product id."))
      .min(1)
      .max(WISHLIST_LIMIT, `At most ${WISHLIST_LIMIT} products.`),
  );

/** GET /api/wishlist?ids=uuid,uuid → `{data: WishlistEntry[]}`: the saved products as the shop shows them now. */
export const GET = bffRoute({
  auth: false,
  query: z.object({ ids }),
  limit: { name: "wishlist" },
  handle: async ({ origin, query }) =>
    NextResponse.json(
      { data: await wishlistEntries(origin, query.ids) },
      { headers: { "cache-control": "private, no-store" } },
    ),
});
