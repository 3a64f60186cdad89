import { NextResponse } from "next/server";
import { bffRoute, toResponse } from "@/lib/bff/route.server";
import { getCountries } from "@/lib/shop-api/countries.server";

/** GET /api/countries → `{status:true, data:[{country_id, name, phonecode}]}` for the sign-up form. */
export const GET = bffRoute({
  auth: false,
  handle: async ({ origin }) => {
    const result = await getCountries(origin);
    if (!result.ok) return toResponse(result);
    const data = result.data.map(({ country_id, name, phonecode }) => ({ country_id, name, phonecode }));
    return NextResponse.json({ status: true, data }, { headers: { "cache-control": "public, max-age=3600" } });
  },
});
