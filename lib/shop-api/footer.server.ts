import "server-only";
import { z } from "zod";
import { shellCache } from "./cache-policy.server";
import { shopApiRequest, type ShopApiResult } from "./core.server";
import { flag, idNum, text } from "./schemas.server";

export const footerSchema = z.looseObject({
  address_label: text,
  contact_no: text,
  email: text,
  is_enable_fbLink: flag.optional().transform((v) => v ?? 0),
  fb_link: text,
  is_enable_youtubeLink: flag.optional().transform((v) => v ?? 0),
  youtube_link: text,
  is_enable_instaLink: flag.optional().transform((v) => v ?? 0),
  insta_link: text,
  is_enable_twitterLink: flag.optional().transform((v) => v ?? 0),
  twitter_link: text,
  is_enable_blog: flag.optional().transform((v) => v ?? 0),
});
export type Footer = z.output<typeof footerSchema>;

export const websitePageSchema = z.looseObject({ page_type: idNum, title: text });
export type WebsitePage = z.output<typeof websitePageSchema>;

export const footerAnswer = z.looseObject({
  data: footerSchema,
  pages: z
    .array(websitePageSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export type FooterData = { footer: Footer; pages: WebsitePage[] };

/** GET /api/footer: contact details, social links, blog flag and the list of website pages (shared cache). */
export async function getFooter(origin: string): Promise<ShopApiResult<FooterData>> {
  const result = await shopApiRequest({
    path: "/api/footer",
    origin,
    schema: footerAnswer,
    cache: shellCache(origin, "footer"),
  });
  return result.ok ? { ...result, data: { footer: result.data.data, pages: result.data.pages } } : result;
}
