import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { signup } from "@/lib/shop-api/auth.server";

// Shape only: required fields, formats and matching passwords are the shop API's to judge (422).
const body = z.object({
  username: z.string().max(255),
  email: z.string().max(255),
  country_id: z.union([z.number().int(), z.string().regex(/^\d*$/)]).transform((v) => (v === "" ? null : Number(v))),
  mobile_number: z.union([z.string().max(32), z.number()]).transform(String),
  password: z.string().max(255),
  confirm_password: z.string().max(255),
});

/** POST /api/account/register → `{status, msg, email}` (then verification), or the shop API's 422. */
export const POST = bffRoute({
  auth: false,
  body,
  limit: { name: "register", account: (b) => b.email },
  handle: ({ origin, body }) => signup(origin, body),
});
