import "server-only";
import { cache } from "react";
import { shellCache } from "./cache-policy.server";
import { dataOf, shopApiRequest, type ShopApiResult } from "./core.server";
import { communicationAnswer, pageAnswer, type CommunicationAnswer, type ContentPage } from "@storefront/shop-answers";

/** Website page types: 1 about, 2 complaint, 3 terms, 4 privacy, 5 refund and return. */
export type PageType = 1 | 2 | 3 | 4 | 5;
export type { ContentPage, CommunicationAnswer };

/** GET /api/about_us?type=N: an HTML page (sanitise before rendering); 404 when the shop has none. */
export const getContentPage = cache(async function getContentPage(
  origin: string,
  type: PageType,
): Promise<ShopApiResult<ContentPage>> {
  return dataOf(
    await shopApiRequest({
      path: "/api/about_us",
      origin,
      query: { type },
      schema: pageAnswer,
      cache: shellCache(origin, "pages"),
    }),
  );
});

/** Communication types: 1 contact form, 2 newsletter. */
export type CommunicationType = 1 | 2;
export type CommunicationBody = { email: string; fullname?: string; subject?: string; message?: string };

/** POST /api/communication?type=N: newsletter sign-up or contact message; 422 with field errors. */
export async function sendCommunication(
  origin: string,
  type: CommunicationType,
  body: CommunicationBody,
): Promise<ShopApiResult<CommunicationAnswer>> {
  // The newsletter fills only the e-mail; the spec's payload names all four fields.
  const payload = {
    email: body.email,
    fullname: body.fullname ?? "",
    subject: body.subject ?? "",
    message: body.message ?? "",
  };
  return shopApiRequest({
    method: "POST",
    path: "/api/communication",
    origin,
    query: { type },
    body: payload,
    schema: communicationAnswer,
  });
}
