import {
  countriesAnswer,
  footerAnswer,
  pageAnswer,
  paymentMethodsAnswer,
  siteAttributesAnswer,
  statusMessageSchema,
} from "@storefront/shop-answers";
import { answers } from "../answers";
import type { Context } from "../context";
import { expectAnswer, expectEqual, Mismatch, send, type Answer } from "../http";

const { blogAnswer, blogListAnswer, itemListAnswer, listingAnswer, productAnswer, themeAnswer } = answers;

/** Every public read the storefront's pages make, parsed by the storefront's own schemas. */
export async function checkCatalogue(ctx: Context): Promise<void> {
  const { target, r, found } = ctx;
  const get = (path: string, query?: Record<string, string | number>) => send(target, { path, query });

  found.theme = await r.check(
    "GET /api/gym-theme",
    async () => expectAnswer(await get("/api/gym-theme"), themeAnswer).data,
  );
  found.attributes =
    (await r.check(
      "GET /api/site-attribute",
      async () => expectAnswer(await get("/api/site-attribute"), siteAttributesAnswer).data,
    )) ?? [];
  await r.check("GET /api/footer", async () => expectAnswer(await get("/api/footer"), footerAnswer));
  await r.check("GET /api/blogs", async () => expectAnswer(await get("/api/blogs"), blogListAnswer));
  const blogs = await r.check(
    "GET /api/auth/ecom-blogs",
    async () => expectAnswer(await get("/api/auth/ecom-blogs"), blogListAnswer).data,
  );
  const blog = blogs?.[0];
  if (blog) {
    await r.check("GET /api/auth/ecom-single-blogs/{id}", async () => {
      expectEqual(
        "data.blog_id",
        blog.id,
        expectAnswer(await get(`/api/auth/ecom-single-blogs/${blog.id}`), blogAnswer).data.id,
      );
    });
  } else r.skip("GET /api/auth/ecom-single-blogs/{id}", "skipped: the shop has no blog post");

  for (const type of [1, 4, 5]) {
    await r.check(`GET /api/about_us?type=${type}`, async (note) => {
      const answer = await get("/api/about_us", { type });
      // A page the shop has not written is a 404 the storefront shows as "not published yet".
      if (answer.status === 404)
        return note(`404: not published (${JSON.stringify(expectAnswer(answer, statusMessageSchema, 404).msg ?? "")})`);
      const page = expectAnswer(answer, pageAnswer).data;
      // The spec names page_text only; a page_type sent must be the one asked for.
      if (page.page_type !== undefined && page.page_type !== null) expectEqual("data.page_type", type, page.page_type);
    });
  }

  const latest = await r.check(
    "GET /api/ecom-our-latest-product",
    async () => expectAnswer(await get("/api/ecom-our-latest-product"), itemListAnswer).data,
  );
  await checkListing(ctx);
  const item = [...(latest ?? []), ...found.items].find((i) => i.status === 1);
  if (item) {
    await r.check("GET /api/product/{uuid}", async () => {
      const detail = expectAnswer(await get(`/api/product/${encodeURIComponent(item.uuid)}`), productAnswer);
      expectEqual("product.uuid", item.uuid, detail.product?.uuid);
      return detail;
    });
    // The spec names `variant`, not what it lists.
    await r.extra("GET /api/product/{uuid} (variant lists the product itself)", async () => {
      const detail = expectAnswer(await get(`/api/product/${encodeURIComponent(item.uuid)}`), productAnswer);
      if (!detail.variant.some((v) => v.uuid === item.uuid))
        throw new Mismatch("variant: does not list the product itself");
    });
    await r.check("GET /api/ecom-related-product/{uuid}", async () =>
      expectAnswer(await get(`/api/ecom-related-product/${encodeURIComponent(item.uuid)}`), itemListAnswer),
    );
  } else {
    r.skip("GET /api/product/{uuid}", "skipped: no visible product found");
    r.skip("GET /api/product/{uuid} (variant lists the product itself)", "skipped: no visible product found");
    r.skip("GET /api/ecom-related-product/{uuid}", "skipped: no visible product found");
  }

  found.countries =
    (await r.check(
      "GET /api/auth/e-commerce-getcountry",
      async () => expectAnswer(await get("/api/auth/e-commerce-getcountry"), countriesAnswer).data,
    )) ?? [];
  await r.check("GET /api/ecommerece-payment-method", async () =>
    expectAnswer(await get("/api/ecommerece-payment-method"), paymentMethodsAnswer),
  );
}

/** POST /api/products: the storefront's request, the spec client's first request (empty bounds), and paging. */
async function checkListing(ctx: Context): Promise<void> {
  const { target, r, found } = ctx;
  const list = (body: unknown, page?: number): Promise<Answer> =>
    send(target, { method: "POST", path: "/api/products", body, query: page === undefined ? undefined : { page } });
  const category = found.attributes.find((a) => a.fieldType === "select") ?? found.attributes[0];

  const all = await r.check("POST /api/products (storefront)", async () => {
    const answer = expectAnswer(await list({}, 1), listingAnswer);
    expectEqual("data.current_page", 1, answer.data.current_page);
    if (answer.data.data.length > 12) throw new Mismatch(`data.data: more than 12 items (${answer.data.data.length})`);
    return answer;
  });
  found.items = all?.data.data ?? [];

  await r.check("POST /api/products (spec client, empty bounds)", async () => {
    // The spec's client sends the category id as a string and "" for bounds it does not know yet.
    const attribute = category ? String(category.id) : undefined;
    const empty = { min: "", max: "" };
    const first = expectAnswer(await list({ attribute, checked: [], price: empty, discount: empty }), listingAnswer);
    const open = expectAnswer(await list(category ? { attribute: category.id } : {}), listingAnswer);
    expectEqual("data.total (same as without bounds)", open.data.total, first.data.total);
  });

  if (all && all.data.last_page >= 2) {
    await r.check("POST /api/products?page=2", async () => {
      const second = expectAnswer(await list({}, 2), listingAnswer);
      expectEqual("data.current_page", 2, second.data.current_page);
      expectEqual("data.from", all.data.to !== null ? all.data.to + 1 : second.data.from, second.data.from);
    });
  } else r.skip("POST /api/products?page=2", "skipped: the listing has one page");
}
