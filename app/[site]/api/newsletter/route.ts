import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { sendCommunication } from "@/lib/shop-api/content.server";

const body = z.object({ email: z.string().max(255) });

/** POST /api/newsletter → `{status:true, done}` or 422 `errors.email` (communication type 2). */
export const POST = bffRoute({
  auth: false,
  body,
  limit: { name: "newsletter" },
  handle: ({ origin, body }) =>
    sendCommunication(origin, 2, { email: body.email, fullname: "", subject: "", message: "" }),
});
