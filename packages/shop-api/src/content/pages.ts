import type { Db } from "../db/open";
import { query } from "../db/statement";

/** The footer and the website pages (1 about, 2 complaint, 3 terms, 4 privacy, 5 refund/return). */

export type PageType = 1 | 2 | 3 | 4 | 5;

export const PAGE_TITLES: Record<PageType, string> & Record<number, string | undefined> = {
  1: "About Us",
  2: "Complaint",
  3: "Terms & Conditions",
  4: "Privacy Policy",
  5: "Refund and Return Policy",
};

type FooterRow = {
  address_label: string;
  contact_no: string;
  email: string;
  is_enable_fbLink: 0 | 1;
  fb_link: string;
  is_enable_youtubeLink: 0 | 1;
  youtube_link: string;
  is_enable_instaLink: 0 | 1;
  insta_link: string;
  is_enable_twitterLink: 0 | 1;
  twitter_link: string;
  is_enable_blog: 0 | 1;
};
type Page = { page_type: PageType; title: string; page_text: string };

const footerRow = query<[shopId: number], FooterRow>(
  `SELECT address_label, contact_no, email, is_enable_fbLink, fb_link, is_enable_youtubeLink, youtube_link,
     is_enable_instaLink, insta_link, is_enable_twitterLink, twitter_link, is_enable_blog FROM footers WHERE shop_id = ?`,
);
const pageTitles = query<[shopId: number], Pick<Page, "page_type" | "title">>(
  "SELECT page_type, title FROM pages WHERE shop_id = ? ORDER BY page_type",
);
const pageOf = query<[shopId: number, type: number], Page>(
  "SELECT page_type, title, page_text FROM pages WHERE shop_id = ? AND page_type = ?",
);
const update = query<{ shop: number; type: number; title: string | null; page_text: string | null }>(
  "UPDATE pages SET title = COALESCE(@title, title), page_text = COALESCE(@page_text, page_text) WHERE shop_id = @shop AND page_type = @type",
);

/** The footer settings (null when the shop has none) and the titles of its pages. */
export const footerOf = (db: Db, shopId: number) => ({
  footer: footerRow(db).get(shopId) ?? null,
  pages: pageTitles(db).all(shopId),
});

export const findPage = (db: Db, shopId: number, type: number): Page | undefined => pageOf(db).get(shopId, type);

/** Edits an existing page; false when the shop has no page of that type. */
export function editPage(
  db: Db,
  shopId: number,
  type: PageType,
  edit: { title?: string; page_text?: string },
): boolean {
  return (
    update(db).run({ shop: shopId, type, title: edit.title ?? null, page_text: edit.page_text ?? null }).changes === 1
  );
}
