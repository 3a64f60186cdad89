import { Hono } from "hono";
import { z } from "zod";
import { siteAttributes } from "../catalogue/attributes";
import { findBlog, listBlogs } from "../content/blogs";
import { findPage, footerOf } from "../content/pages";
import { themeOf } from "../content/theme";
import type { AppEnv } from "../http/env";
import { notFound } from "../http/errors";
import { shopFromQuery } from "../http/tenant";
import { validate } from "../http/validate";

/** Theme, site attributes, footer, blogs and website pages (CONTRACT.md "Catalogue and content"). */

const aboutQuery = z.object({
  type: z.coerce
    .number({ error: "The type must be 1, 2, 3, 4 or 5." })
    .int("The type must be 1, 2, 3, 4 or 5.")
    .min(1, "The type must be 1, 2, 3, 4 or 5.")
    .max(5, "The type must be 1, 2, 3, 4 or 5."),
});
const blogIdParam = z.object({ blog_id: z.string().regex(/^\d{1,15}$/) });

export const content = new Hono<AppEnv>();

content.get("/api/gym-theme", shopFromQuery, (c) => c.json({ status: true, data: themeOf(c.var.deps.db, c.var.shop) }));

content.get("/api/site-attribute", shopFromQuery, (c) =>
  c.json({ status: true, data: siteAttributes(c.var.deps.db, c.var.shop.id) }),
);

content.get("/api/footer", shopFromQuery, (c) => {
  const { footer, pages } = footerOf(c.var.deps.db, c.var.shop.id);
  return c.json({ status: true, data: footer, pages });
});

content.get("/api/blogs", shopFromQuery, (c) =>
  c.json({ status: true, data: listBlogs(c.var.deps.db, c.var.shop.id) }),
);
content.get("/api/auth/ecom-blogs", shopFromQuery, (c) =>
  c.json({ status: true, data: listBlogs(c.var.deps.db, c.var.shop.id) }),
);

content.get("/api/auth/ecom-single-blogs/:blog_id", shopFromQuery, (c) => {
  const params = blogIdParam.safeParse(c.req.param());
  const blog = params.success ? findBlog(c.var.deps.db, c.var.shop.id, Number(params.data.blog_id)) : undefined;
  if (!blog) throw notFound("Blog not found");
  return c.json({ status: true, data: blog });
});

content.get("/api/about_us", shopFromQuery, (c) => {
  const { type } = validate(aboutQuery, { type: c.req.query("type") });
  const page = findPage(c.var.deps.db, c.var.shop.id, type);
  if (!page) throw notFound("Page not found");
  return c.json({ status: true, data: page });
});
