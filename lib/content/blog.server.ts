import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requireShop, type Shop } from "@/lib/current-shop.server";
import { positiveIdOf } from "@/lib/route-ids";
import { getBlog, getBlogPosts, type BlogPost } from "@/lib/shop-api/blogs.server";
import { isMissing, ShopApiUnavailableError } from "@/lib/shop-api/core.server";

async function requireBlogShop(site: string): Promise<Shop> {
  const shop = await requireShop(site);
  if (!shop.blogEnabled) notFound();
  return shop;
}

/**
 * The shop and its posts, newest first. A failure to reach the shop is an error, not an empty
 * blog, so a cached page is kept rather than replaced.
 */
export const loadBlogPosts = cache(async (site: string): Promise<{ shop: Shop; posts: BlogPost[] }> => {
  const shop = await requireBlogShop(site);
  const posts = await getBlogPosts(shop.origin);
  if (!posts.ok) throw new Error("The blog could not be loaded.");
  return { shop, posts: posts.data };
});

/** One post, or notFound() (status 404) when the shop has no such post; a failed or malformed answer is an error. */
export const loadBlogPost = cache(async (site: string, id: string): Promise<{ shop: Shop; post: BlogPost }> => {
  const shop = await requireBlogShop(site);
  const blogId = positiveIdOf(id);
  if (blogId === null) notFound();
  const post = await getBlog(shop.origin, blogId);
  if (!post.ok) {
    if (isMissing(post)) notFound();
    throw new ShopApiUnavailableError(post, "The blog post");
  }
  return { shop, post: post.data };
});
