import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { seriousAxeViolations } from "./axe";
import { shellSettled } from "./cart-support";
import { API_URL, SHOP_ONE, SHOP_TWO } from "./env";
import { htmlOf } from "./fixtures";
import { expect, test } from "./sessions";

type Post = { blog_id: number; blog_title: string; post_details: string };
type Footer = { address_label: string; contact_no: string; email: string; is_enable_blog: number };

async function api<T>(request: APIRequestContext, path: string, origin: string): Promise<T> {
  const response = await request.get(
    `${API_URL}${path}${path.includes("?") ? "&" : "?"}site_url=${encodeURIComponent(origin)}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const posts = async (request: APIRequestContext, origin: string) =>
  (await api<{ data: Post[] }>(request, "/api/auth/ecom-blogs", origin)).data;
const footer = async (request: APIRequestContext, origin: string) =>
  (await api<{ data: Footer }>(request, "/api/footer", origin)).data;

function jsonLdNodes(html: string): Record<string, unknown>[] {
  type Node = Record<string, unknown>;
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Node | Node[])
    .flat();
}

/**
 * Axe (seconds a page) runs once per page template, in accessibility.spec.ts; here only on states a
 * test brings about (a form's errors), and on the first shop: the second shop's copy gets every other check.
 */
const axeOnThisShop = (origin: string) => origin === SHOP_ONE;

/** Console errors and uncaught exceptions of a page, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("blog of a shop with the blog on", () => {
  const origin = SHOP_ONE;

  test("the list shows six posts a page with image and title linking to the post, Recent Posts, and a second page", async ({
    page,
    request,
  }) => {
    const all = await posts(request, origin);
    expect(all.length).toBeGreaterThan(6);
    const errors = collectErrors(page);
    const response = await page.goto(`${origin}/articles`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");

    const list = page.getByRole("region", { name: "Posts" });
    const titles = list.getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(all.slice(0, 6).map((p) => p.blog_title));
    for (const post of all.slice(0, 6)) {
      await expect(list.getByRole("link", { name: post.blog_title, exact: true })).toHaveAttribute(
        "href",
        `/BlogDetail/${post.blog_id}`,
      );
    }
    await expect(list.locator("article img")).toHaveCount(6);
    await expect(page.getByText(/By Admin|Comments?\b/)).toHaveCount(0);

    const recent = page.getByRole("complementary", { name: "Recent Posts" });
    await expect(recent.getByRole("link")).toHaveText(all.slice(0, 5).map((p) => p.blog_title));

    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${origin}/articles/page/2`);
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(all.slice(6, 12).map((p) => p.blog_title));
    await expect(page.getByRole("navigation", { name: "Blog pages" }).getByText("2")).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(errors).toEqual([]);
  });

  test("past the last page is 404; the first page has only its plain URL", async ({ request }) => {
    expect((await request.get(`${origin}/articles/page/9`)).status()).toBe(404);
    expect((await request.get(`${origin}/articles/page/02`)).status()).toBe(404);
    expect((await request.get(`${origin}/articles/page/1`)).status()).toBe(404);
  });

  test("a post shows its title, image and body with headings and list items; crawlers get its metadata", async ({
    page,
    request,
  }) => {
    const post = (await posts(request, origin)).find(
      (p) => p.post_details.includes("<h3>") && p.post_details.includes("<li>"),
    )!;
    const errors = collectErrors(page);
    const response = await page.goto(`${origin}/BlogDetail/${post.blog_id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^${escapeRegExp(post.blog_title)}$`, "i"),
    );
    const article = page.getByRole("article");
    await expect(article.locator("img").first()).toBeVisible();
    const heading = /<h3>([^<]+)<\/h3>/.exec(post.post_details)![1]!;
    await expect(article.getByRole("heading", { level: 3, name: heading })).toBeVisible();
    const items = [...post.post_details.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]!);
    await expect(article.getByRole("listitem")).toHaveText(items);
    expect(errors).toEqual([]);

    const html = await htmlOf(await request.get(`${origin}/BlogDetail/${post.blog_id}`));
    expect(html).toContain(`<link rel="canonical" href="${origin}/BlogDetail/${post.blog_id}"/>`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${escapeRegExp(origin)}/media/[^"]+"`));
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1];
    expect(description).toBe(/<p>([^<]+)<\/p>/.exec(post.post_details)![1]);
    const posting = jsonLdNodes(html).find((n) => n["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: post.blog_title, url: `${origin}/BlogDetail/${post.blog_id}` });
    expect(posting).not.toHaveProperty("author");
  });

  test("a post's script, handler and onerror never run", async ({ page, request }) => {
    const post = (await posts(request, origin)).find((p) => p.post_details.includes("<script>"))!;
    await page.goto(`${origin}/BlogDetail/${post.blog_id}`);
    await expect(page.getByText("Wash cold, dry flat.")).toBeVisible();
    await page.getByText("Wash cold, dry flat.").click();
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return [w.__blogScriptRan, w.__blogHandlerRan, w.__blogImgRan];
    });
    expect(ran).toEqual([undefined, undefined, undefined]);
    const html = await (await request.get(`${origin}/BlogDetail/${post.blog_id}`)).text();
    expect(html).not.toMatch(/__blogScriptRan|onerror=|onclick=/);
  });

  test("/articles/{id} answers 308 to /BlogDetail/{id}; a missing post is 404", async ({ page, request }) => {
    const [post] = await posts(request, origin);
    const redirect = await request.get(`${origin}/articles/${post!.blog_id}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers().location).toBe(`/BlogDetail/${post!.blog_id}`);

    const missing = await page.goto(`${origin}/BlogDetail/999999`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect((await request.get(`${origin}/BlogDetail/abc`)).status()).toBe(404);
  });
});

test.describe("blog of a shop with the blog off", () => {
  const origin = SHOP_TWO;

  test("has no blog pages and lists no posts in its sitemap, though the API still answers posts", async ({
    request,
  }) => {
    expect((await footer(request, origin)).is_enable_blog).toBe(0);
    const [post] = await posts(request, origin);
    expect(post).toBeDefined();
    expect((await request.get(`${origin}/articles`)).status()).toBe(404);
    expect((await request.get(`${origin}/BlogDetail/${post!.blog_id}`)).status()).toBe(404);
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).not.toMatch(/\/BlogDetail\/|\/articles</);
  });
});

/** A fresh page of the shop without JavaScript: the form is a plain HTML form post. */
async function pageWithoutJavaScript(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
  return context.newPage();
}

const message = {
  fullname: "Ann Example",
  email: "ann@example.com",
  subject: "Parcel",
  message: "Where is my parcel?",
};

async function fillContact(page: Page, values: typeof message) {
  await page.getByLabel("Full name", { exact: true }).fill(values.fullname);
  await page.getByLabel("E-mail", { exact: true }).fill(values.email);
  await page.getByLabel("Subject", { exact: true }).fill(values.subject);
  await page.getByLabel("Message", { exact: true }).fill(values.message);
}

async function expectContactValues(page: Page, values: typeof message) {
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue(values.fullname);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(values.email);
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(values.subject);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(values.message);
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Send us a message" });

const empty = { fullname: "", email: "", subject: "", message: "" };
const invalid = { ...message, fullname: "   ", email: "ann@example" };

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  // In order, as every post counts against this client's limit in this shop; the last test uses it up.
  test.describe.serial(`contact form of ${origin}`, () => {
    test("shows the footer's address, phone and e-mail as links; sends a message and empties the form", async ({
      page,
      request,
    }) => {
      const settings = await footer(request, origin);
      const errors = collectErrors(page);
      expect((await page.goto(`${origin}/contact-us`))?.status()).toBe(200);
      const details = page.locator("#main address");
      await expect(details.getByText(settings.address_label)).toBeVisible();
      await expect(details.getByRole("link", { name: settings.contact_no })).toHaveAttribute(
        "href",
        `tel:${settings.contact_no.replace(/[^\d+]/g, "")}`,
      );
      await expect(details.getByRole("link", { name: settings.email })).toHaveAttribute(
        "href",
        `mailto:${settings.email}`,
      );
      await expect(page.getByPlaceholder("Please enter your name")).toBeVisible();
      await expect(page.getByPlaceholder("Please enter your email")).toBeVisible();
      await expect(page.getByPlaceholder("Please enter your subject")).toBeVisible();

      await fillContact(page, message);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(contactForm(page).getByRole("status")).toHaveText("Submitted the Form Successfully");
      await expectContactValues(page, empty);
      expect(errors).toEqual([]);
    });

    test("422: the first message per field under it, marked invalid, and everything typed kept", async ({ page }) => {
      await page.goto(`${origin}/contact-us`);
      await fillContact(page, invalid);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("The fullname field is required.")).toBeVisible();
      await expect(page.getByText("The email must be a valid email address.")).toBeVisible();
      await expect(page.getByLabel("Full name", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(
        "The email must be a valid email address.",
      );
      await expect(page.getByLabel("Subject", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
      await expect(contactForm(page).getByRole("alert")).toHaveText("Please correct the fields marked in red.");
      await expectContactValues(page, invalid);
      await expect(page.getByText("Submitted the Form Successfully")).toHaveCount(0);
      if (axeOnThisShop(origin)) expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test("without JavaScript the form posts to the same page, which answers with its message", async ({ browser }) => {
      const page = await pageWithoutJavaScript(browser, origin);
      await page.goto("/contact-us");
      await fillContact(page, invalid);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("The email must be a valid email address.")).toBeVisible();
      await expect(page).toHaveURL(`${origin}/contact-us`);
      await expectContactValues(page, invalid);

      await fillContact(page, message);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Submitted the Form Successfully")).toBeVisible();
      await expectContactValues(page, empty);
      await page.context().close();
    });

    test("too many messages from one client are refused with a clear message, keeping what was typed", async ({
      page,
    }) => {
      await page.goto(`${origin}/contact-us`);
      const alert = contactForm(page).getByRole("alert");
      const name = page.getByLabel("Full name", { exact: true });
      for (let attempt = 0; attempt < 10 && !(await alert.isVisible()); attempt++) {
        await fillContact(page, message);
        await page.getByRole("button", { name: "Send Message" }).click();
        // Sent (the form empties) or refused (the alert shows).
        await expect.poll(async () => (await alert.isVisible()) || (await name.inputValue()) === "").toBe(true);
      }
      await expect(alert).toHaveText(/^Too many attempts\. Please try again in (a minute|\d+ minutes)\.$/);
      await expectContactValues(page, message);
    });
  });
}

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  const host = new URL(origin).host;

  test.describe(`policies of ${origin}`, () => {
    test("privacy policy: the shop's text with its host name, sanitised, under 'Privvacy Policy'", async ({
      page,
      request,
    }) => {
      expect((await page.goto(`${origin}/privacy-policy`))?.status()).toBe(200);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Privvacy Policy");
      await expect(page.getByRole("heading", { name: "Privacy Policy", level: 2 })).toBeVisible();
      await expect(
        page.getByText(`${host} respects your privacy. This policy explains what ${host} collects and why.`),
      ).toBeVisible();
      await expect(
        page.getByRole("listitem").filter({ hasText: "Order details, to deliver your parcel." }),
      ).toBeVisible();
      await expect(page.getByText(/\{site_name\}|\[site_name\]/i)).toHaveCount(0);
      expect(
        await page.evaluate(() => [
          (window as unknown as Record<string, unknown>).__policyScriptRan,
          (window as unknown as Record<string, unknown>).__policyImgRan,
        ]),
      ).toEqual([undefined, undefined]);
      const html = await (await request.get(`${origin}/privacy-policy`)).text();
      expect(html).not.toMatch(/__policyScriptRan|__policyImgRan|onerror=/);
    });

    test("refund policy: the shop's text with its host name; no handler or javascript: link survives", async ({
      page,
      request,
    }) => {
      expect((await page.goto(`${origin}/refund/return/policy`))?.status()).toBe(200);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Privvacy Policy");
      await expect(page.getByText(`Items bought on ${host} can be returned within 14 days`)).toBeVisible();
      const returnLink = page.getByText(`Start a return with ${host}`);
      await expect(returnLink).toBeVisible();
      await expect(returnLink).not.toHaveAttribute("href", /.*/);
      await page.getByText("Refunds are paid to the original payment method").hover();
      await returnLink.click();
      const ran = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [w.__policyScriptRan, w.__policyHandlerRan, w.__policyLinkRan];
      });
      expect(ran).toEqual([undefined, undefined, undefined]);
      const html = await (await request.get(`${origin}/refund/return/policy`)).text();
      expect(html).not.toMatch(/__policy|javascript:|onmouseover=/);
    });

    test("the footer's Complaint and Terms & Conditions links open the shop's own pages when it has them", async ({
      page,
    }) => {
      await page.goto(`${origin}/`);
      const footer = page.getByRole("contentinfo");
      // The demo shops differ: the first has terms and no complaint page, the second the other way round.
      const [present, absent] =
        origin === SHOP_ONE
          ? [{ link: "Terms & Conditions", text: "you agree to these terms" }, "Complaint"]
          : [{ link: "Complaint", text: "Tell us what went wrong" }, "Terms & Conditions"];
      await expect(footer.getByRole("link", { name: absent, exact: true })).toHaveCount(0);
      await footer.getByRole("link", { name: present.link, exact: true }).click();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(present.link);
      await expect(page.getByText(present.text)).toBeVisible();
      expect((await page.request.get(page.url())).status()).toBe(200);
    });
  });
}

const STATIC_PAGES = [
  { path: "/faq", heading: "FAQ" },
  { path: "/Compare", heading: "Compare" },
  { path: "/WishList", heading: "Wishlist" },
  { path: "/SellerStorePage", heading: "Seller Store" },
  { path: "/SellerProfile", heading: "Seller Profile" },
  { path: "/ProductSubmission", heading: "Product Submission" },
];

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`static pages of ${origin}`, () => {
    for (const { path, heading } of STATIC_PAGES) {
      test(`${path} answers 200 with its heading and no console errors`, async ({ page, signIn }) => {
        // /ProductSubmission is for signed-in customers.
        if (path === "/ProductSubmission") await signIn(origin);
        const errors = collectErrors(page);
        expect((await page.goto(`${origin}${path}`))?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await shellSettled(page);
        expect(errors).toEqual([]);
      });
    }

    test("the FAQ has nine questions, a last-updated date and FAQPage structured data", async ({ page, request }) => {
      await page.goto(`${origin}/faq`);
      const questions = page.locator("summary");
      await expect(questions).toHaveCount(9);
      await questions.first().click();
      await expect(page.locator("details").first().getByRole("paragraph")).toBeVisible();
      await expect(page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible();
      const faq = jsonLdNodes(await htmlOf(await request.get(`${origin}/faq`))).find(
        (n) => n["@type"] === "FAQPage",
      ) as { mainEntity: unknown[] };
      expect(faq.mainEntity).toHaveLength(9);
    });

    test("forms wired to nothing do not pretend to submit: their buttons are disabled and say why", async ({
      page,
      signIn,
    }) => {
      await signIn(origin);
      await page.goto(`${origin}/SellerProfile`);
      for (const name of ["Save changes", "Delete account"]) {
        const button = page.getByRole("button", { name });
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(
          "This form is not available in this shop yet, so it cannot be sent.",
        );
      }
      await page.goto(`${origin}/ProductSubmission`);
      await expect(
        page.getByText("a title of at most 30 characters and a description of at most 100 words"),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Submit product" })).toBeDisabled();
    });
  });
}
