import "server-only";
import { z } from "zod";
import { shellCache } from "./cache-policy.server";
import { dataOf, shopApiRequest, type ShopApiResult } from "./core.server";
import { blogSchema, type BlogPost } from "./schemas.server";

export type { BlogPost } from "./schemas.server";

export const blogListAnswer = z.looseObject({ data: z.array(blogSchema) });
export const blogAnswer = z.looseObject({ data: blogSchema });

/** GET /api/blogs: the shop's posts for the home page, newest first (shared cache). */
export async function getBlogs(origin: string): Promise<ShopApiResult<BlogPost[]>> {
  return dataOf(
    await shopApiRequest({ path: "/api/blogs", origin, schema: blogListAnswer, cache: shellCache(origin, "blogs") }),
  );
}

/** GET /api/auth/ecom-blogs (public): every post of the blog pages and the sitemap, newest first (shared cache). */
export async function getBlogPosts(origin: string): Promise<ShopApiResult<BlogPost[]>> {
  return dataOf(
    await shopApiRequest({
      path: "/api/auth/ecom-blogs",
      origin,
      schema: blogListAnswer,
      cache: shellCache(origin, "blogs"),
    }),
  );
}

/** GET /api/auth/ecom-single-blogs/{id} (public): one post; 404 when unknown. */
export async function getBlog(origin: string, blogId: number): Promise<ShopApiResult<BlogPost>> {
  return dataOf(
    await shopApiRequest({
      path: `/api/auth/ecom-single-blogs/${encodeURIComponent(String(blogId))}`,
      origin,
      schema: blogAnswer,
      cache: shellCache(origin, "blogs"),
    }),
  );
}
