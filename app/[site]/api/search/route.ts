import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute, unavailable } from "@/lib/bff/route.server";
import { suggestProducts } from "@/lib/search/search.server";

/** The search box's suggestions: any query is answered (one that cannot match, with none). */
export const GET = bffRoute({
  auth: false,
  query: z.object({ q: z.string().optional() }),
  limit: { name: "search" },
  handle: async ({ origin, query }) => {
    const answer = await suggestProducts(origin, query.q);
    return answer ? NextResponse.json(answer) : unavailable("The shop is not available right now. Please try again.");
  },
});
