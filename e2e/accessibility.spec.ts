import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { seriousAxeViolations } from "./axe";
import { shellSettled } from "./cart-support";
import { API_URL, SHOP_ONE } from "./env";
import { expect, test } from "./sessions";

/*
 * Axe (seconds a run) once per page template and viewport, on the first shop: the second shop's pages of
 * the same templates, and these pages in the other specs, get the cheaper checks. A state a template only
 * reaches by interaction (a form's errors, open suggestions, a started carousel, a filled wishlist, the
 * consent banner on its own) is checked by axe in the spec that brings it about.
 */

const PHONE = { width: 375, height: 812 };

type Template = {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** What shows once the page has its content (the server's or, for a list kept in the browser, the browser's). */
  ready: (page: Page) => Locator;
  signedIn?: boolean;
};

const at = (path: string) => () => Promise.resolve(path);
const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name });

async function blogPost(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${API_URL}/api/auth/ecom-blogs?site_url=${encodeURIComponent(SHOP_ONE)}`);
  expect(response.ok()).toBe(true);
  const posts = ((await response.json()) as { data: { blog_id: number; post_details: string }[] }).data;
  // One with headings and a list in its text, the richest markup a post brings.
  const post = posts.find((p) => p.post_details.includes("<h3>") && p.post_details.includes("<li>"));
  expect(post, "a seeded post with headings and list items").toBeDefined();
  return `/BlogDetail/${post!.blog_id}`;
}

const TEMPLATES: Template[] = [
  { name: "blog list", path: at("/articles"), ready: heading("Blog") },
  { name: "blog post", path: blogPost, ready: (page) => page.getByRole("article").getByRole("heading").first() },
  {
    name: "contact page",
    path: at("/contact-us"),
    ready: (page) => page.getByRole("form", { name: "Send us a message" }),
  },
  {
    name: "policy page",
    path: at("/privacy-policy"),
    ready: (page) => page.getByRole("heading", { name: "Privacy Policy", level: 2 }),
  },
  { name: "FAQ", path: at("/faq"), ready: heading("FAQ") },
  { name: "compare page", path: at("/Compare"), ready: heading("Compare") },
  {
    name: "empty wishlist",
    path: at("/WishList"),
    ready: (page) => page.getByRole("heading", { name: "Your wishlist is empty" }),
  },
  { name: "seller store page", path: at("/SellerStorePage"), ready: heading("Seller Store") },
  { name: "seller profile", path: at("/SellerProfile"), ready: heading("Seller Profile") },
  { name: "product submission", path: at("/ProductSubmission"), ready: heading("Product Submission"), signedIn: true },
  {
    name: "order history",
    path: at("/profile?tab=orders"),
    ready: (page) => page.getByRole("button", { name: "Actions for order SO-1-00006" }),
    signedIn: true,
  },
  {
    name: "tracking result",
    path: at("/track-order?order_no=SO-1-00006&tracking_no=TRK1000006"),
    ready: (page) => page.getByTestId("tracking-result"),
  },
];

for (const template of TEMPLATES) {
  test(`axe finds nothing serious on the ${template.name}, on a desktop and on a phone`, async ({
    page,
    request,
    signIn,
  }) => {
    // Two axe runs of seconds each: on a busy machine, longer than the default.
    test.setTimeout(60_000);
    if (template.signedIn) await signIn(SHOP_ONE);
    expect((await page.goto(`${SHOP_ONE}${await template.path(request)}`))?.status()).toBe(200);
    await expect(template.ready(page)).toBeVisible();
    await shellSettled(page);
    // The first shop asks for consent on a visitor's first page: the banner is part of every first view.
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    expect(await seriousAxeViolations(page), "desktop").toEqual([]);

    await page.setViewportSize(PHONE);
    await expect(template.ready(page)).toBeVisible();
    expect(await seriousAxeViolations(page), "phone").toEqual([]);
  });
}
