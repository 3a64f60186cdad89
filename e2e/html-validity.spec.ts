import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { catalogueApi } from "./catalogue-api";
import { apiPlaceOrder, freshCustomer, orderableProducts, plantSession, serverAdd } from "./cart-support";
import { SHOP_ONE, SHOP_TWO } from "./env";
import { expect, test } from "./fixtures";

/**
 * The pages' HTML as served, checked by the Nu Html Checker (vnu.jar of the vnu-jar package, run
 * with the machine's Java; .ci/run installs one), signed out and signed in, on both demo shops.
 */
const VNU_JAR = join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

/** The footer's pages by page_type, as components/footer/site-footer.tsx links them. */
const FOOTER_PAGES: Record<number, string> = {
  1: "/about-us",
  2: "/complaint",
  3: "/terms-conditions",
  4: "/privacy-policy",
  5: "/refund/return/policy",
};

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/** Headings that go down more than one level from the one before (h1 then h3), which the checker leaves to people. */
function skippedHeadingLevels(html: string): string[] {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const jumps: string[] = [];
  let previous = 0;
  for (const [, digit] of body.matchAll(/<h([1-6])\b/gi)) {
    const level = Number(digit);
    if (level > previous + 1 && previous > 0) jumps.push(`h${previous} then h${level}`);
    previous = level;
  }
  return jumps;
}

/** Each page's HTML, checked in one run of the checker; the errors, as `path:line message`. */
async function htmlErrors(request: APIRequestContext, origin: string, paths: string[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "storefront-html-"));
  const headingJumps: string[] = [];
  try {
    const files: string[] = [];
    for (const [index, path] of paths.entries()) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), `${path} answers the page itself`).toBe(200);
      const html = await response.text();
      headingJumps.push(...skippedHeadingLevels(html).map((jump) => `${path}: ${jump}`));
      const file = join(dir, `${index}.html`);
      writeFileSync(file, html);
      files.push(file);
    }
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return [
      ...headingJumps,
      ...messages.map((m) => {
        const page = paths[Number(/(\d+)\.html$/.exec(m.url)?.[1])];
        return `${page}:${m.lastLine ?? "?"} ${m.message}${m.extract ? ` (${m.extract.trim()})` : ""}`;
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`the Nu Html Checker finds no error on ${origin}`, () => {
    test("signed out: home, listings, product, search, content and the account-free pages", async ({ request }) => {
      test.setTimeout(90_000);
      const api = catalogueApi(request, origin);
      const [latest, attributes, blogs, footer] = await Promise.all([
        api.latest(),
        api.attributes(),
        api.blogs(),
        api.footer(),
      ]);
      const product = latest.find((item) => item.status === 1)!;
      const category = attributes[0]!;
      const word = product.item_name.split(" ")[0]!;
      const paths = [
        "/",
        `/catagory/${category.fk_column_name}/${category.setting_id}`,
        `/product/${product.uuid}`,
        `/search?q=${encodeURIComponent(word)}`,
        "/search?q=zqxjvkw",
        "/contact-us",
        "/faq",
        ...footer.pages.map((p) => FOOTER_PAGES[p.page_type]).filter((path) => path !== undefined),
        "/shopping-cart",
        "/track-order",
        "/WishList",
        ...(footer.data.is_enable_blog === 1 && blogs.length > 0
          ? ["/articles", `/BlogDetail/${blogs[0]!.blog_id}`]
          : []),
      ];
      expect(await htmlErrors(request, origin, paths)).toEqual([]);
    });

    test("signed in: order summary, receipt and profile", async ({ context, request }) => {
      test.setTimeout(90_000);
      const customer = await freshCustomer(request, origin);
      const [placed, inCart] = await orderableProducts(request, origin, 2, 20);
      await serverAdd(request, origin, customer.token, placed!.uuid, 1, true);
      const order = await apiPlaceOrder(request, origin, customer, 0);
      await serverAdd(request, origin, customer.token, inCart!.uuid, 1, true);
      await plantSession(context, origin, customer.token);
      const paths = [
        "/order-summary",
        `/order-receipt?reference=${order.order_id}`,
        `/order-receipt?tracker=${order.order_id}`,
        "/profile",
        "/profile?tab=orders",
      ];
      expect(await htmlErrors(context.request, origin, paths)).toEqual([]);
    });
  });
}
