import type { Db } from "../db/open";
import { query } from "../db/statement";

/** Blog posts (CONTRACT.md `Blog`), newest first. */

export type Blog = {
  blog_id: number;
  blog_title: string;
  post_image: string;
  post_details: string;
  created_at: string;
};

const COLUMNS = "id AS blog_id, blog_title, post_image, post_details, created_at";
const list = query<[shopId: number], Blog>(
  `SELECT ${COLUMNS} FROM blogs WHERE shop_id = ? ORDER BY created_at DESC, id DESC`,
);
const one = query<[id: number, shopId: number], Blog>(`SELECT ${COLUMNS} FROM blogs WHERE id = ? AND shop_id = ?`);

export const listBlogs = (db: Db, shopId: number): Blog[] => list(db).all(shopId);
export const findBlog = (db: Db, shopId: number, id: number): Blog | undefined => one(db).get(id, shopId);
