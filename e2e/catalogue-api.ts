import type { APIRequestContext } from "@playwright/test";
import { API_URL } from "./env";
import { expect } from "./fixtures";

/**
 * What the reference shop API says about a shop's catalogue, so the catalogue tests compare the
 * storefront with the source of truth instead of with numbers copied from the seed.
 */

export type ApiItem = {
  uuid: string;
  item_name: string;
  sale_price: number;
  status: number;
  product_type: number;
  stock: number;
  category_id: number;
  list_item: { discount: number; discount_type: string; discounted_amount: number }[];
};

export type ApiListing = {
  data: {
    current_page: number;
    last_page: number;
    from: number | null;
    to: number | null;
    total: number;
    data: ApiItem[];
  };
  min_price: number;
  max_price: number;
  max_discount: number;
};

export type ApiAttribute = {
  setting_id: number;
  column_heading: string;
  fk_column_name: string;
  field_type: string;
  is_header_attr: number;
  options: { option_id: number; label: string }[];
};

async function getJson<T>(request: APIRequestContext, path: string, origin: string): Promise<T> {
  const separator = path.includes("?") ? "&" : "?";
  const response = await request.get(`${API_URL}${path}${separator}site_url=${encodeURIComponent(origin)}`);
  expect(response.ok(), `${path} for ${origin}`).toBe(true);
  return (await response.json()) as T;
}

export function catalogueApi(request: APIRequestContext, origin: string) {
  return {
    theme: async () =>
      (
        await getJson<{
          data: {
            browser_title: string;
            product_grid_layout: number;
            is_enable_slider: number;
            is_featured_product: number;
            slider_options: { url: string; first_para: string }[];
            company: { company_name: string; get_currency: { currency_code: string; symbol: string } };
          };
        }>(request, "/api/gym-theme", origin)
      ).data,
    footer: async () =>
      await getJson<{ data: { is_enable_blog: number }; pages: { page_type: number }[] }>(
        request,
        "/api/footer",
        origin,
      ),
    attributes: async () => (await getJson<{ data: ApiAttribute[] }>(request, "/api/site-attribute", origin)).data,
    latest: async () => (await getJson<{ data: ApiItem[] }>(request, "/api/ecom-our-latest-product", origin)).data,
    blogs: async () =>
      (await getJson<{ data: { blog_id: number; blog_title: string }[] }>(request, "/api/blogs", origin)).data,
    product: async (uuid: string) =>
      getJson<{ product: ApiItem; variant: ApiItem[] }>(request, `/api/product/${uuid}`, origin),
    related: async (uuid: string) =>
      (await getJson<{ data: ApiItem[] }>(request, `/api/ecom-related-product/${uuid}`, origin)).data,
    list: async (body: Record<string, unknown>, page = 1): Promise<ApiListing> => {
      const response = await request.post(
        `${API_URL}/api/products?site_url=${encodeURIComponent(origin)}&page=${page}`,
        { data: body },
      );
      expect(response.ok()).toBe(true);
      return (await response.json()) as ApiListing;
    },
  };
}

/** The price a card or product page shows first: the API's price after list_item[0]'s discount. */
export function finalPrice(item: ApiItem): number {
  return item.list_item[0]?.discounted_amount ?? item.sale_price;
}
