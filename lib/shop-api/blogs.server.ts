import "server-only";
import { cache } from "react";
import { shellCache } from "./cache-policy.server";
import { dataOf, noneWhenRefused, shopApiRequest, type ShopApiResult } from "./core.server";
import type { BlogPost } from "@storefront/shop-answers";
import { answers } from "./answers.server";

export type { BlogPost };

const { blogListAnswer, blogAnswer } = answers;

/** GET /api/blogs: the shop's posts for the home page, newest first (shared cache). */
export const getBlogs = cache(async function getBlogs(origin: string): Promise<ShopApiResult<BlogPost[]>> {
  return noneWhenRefused(
    dataOf(
      await shopApiRequest({ path: "/api/blogs", origin, schema: blogListAnswer, cache: shellCache(origin, "blogs") }),
    ),
    [],
  );
});

/** GET /api/auth/ecom-blogs (public): every post of the blog pages and the sitemap, newest first (shared cache). */
export const getBlogPosts = cache(async function getBlogPosts(origin: string): Promise<ShopApiResult<BlogPost[]>> {
  return noneWhenRefused(
    dataOf(
      await shopApiRequest({
        path: "/api/auth/ecom-blogs",
        origin,
        schema: blogListAnswer,
        cache: shellCache(origin, "blogs"),
      }),
    ),
    [],
  );
});

/** GET /api/auth/ecom-single-blogs/{id} (public): one post; 404 when unknown. */
export const getBlog = cache(async function getBlog(origin: string, blogId: number): Promise<ShopApiResult<BlogPost>> {
  return dataOf(
    await shopApiRequest({
      path: `/api/auth/ecom-single-blogs/${encodeURIComponent(String(blogId))}`,
      origin,
      schema: blogAnswer,
      cache: shellCache(origin, "blogs"),
    }),
  );
});
