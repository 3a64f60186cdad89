import { absoluteUrl } from "./urls";

/**
 * Structured data (schema.org JSON-LD) for the catalogue pages, and its safe serialisation for an
 * inline `<script type="application/ld+json">`: the shop API's strings may hold `</script>` or
 * `<!--`, so `<`, `>` and `&` are written as \u escapes (still the same JSON), and so are the two
 * line separators JavaScript once treated as line ends.
 */

export type JsonLd = Record<string, unknown>;

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export type BreadcrumbStep = { name: string; path: string };

/** BreadcrumbList of the steps, in order, each on the shop's origin. */
export function breadcrumbJsonLd(origin: string, steps: readonly BreadcrumbStep[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

export type ProductLdInput = {
  origin: string;
  path: string;
  name: string;
  description: string;
  /** Image URLs (paths on the shop's origin or absolute). */
  images: readonly string[];
  sku: string;
  /** What one unit costs, discount applied. */
  price: number;
  currencyCode: string;
  stock: number;
  brand?: string;
};

/** Product with one Offer: price, currency and availability from the stock. */
export function productJsonLd(input: ProductLdInput): JsonLd {
  const url = absoluteUrl(input.origin, input.path);
  const offer: JsonLd = {
    "@type": "Offer",
    url,
    price: input.price.toFixed(2),
    availability: input.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
  };
  if (input.currencyCode) offer.priceCurrency = input.currencyCode;
  const product: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    url,
    sku: input.sku,
    image: input.images.map((image) => absoluteUrl(input.origin, image)),
    offers: offer,
  };
  if (input.description) product.description = input.description;
  if (input.brand) product.brand = { "@type": "Brand", name: input.brand };
  return product;
}

export type ShopLdInput = {
  origin: string;
  name: string;
  logo?: string;
  email?: string;
  telephone?: string;
  sameAs?: readonly string[];
};

/** WebSite and Organization of the home page. */
export function homeJsonLd(input: ShopLdInput): JsonLd[] {
  const url = absoluteUrl(input.origin, "/");
  const organization: JsonLd = { "@context": "https://schema.org", "@type": "Organization", name: input.name, url };
  if (input.logo) organization.logo = absoluteUrl(input.origin, input.logo);
  if (input.email) organization.email = input.email;
  if (input.telephone) organization.telephone = input.telephone;
  if (input.sameAs && input.sameAs.length > 0) organization.sameAs = [...input.sameAs];
  return [{ "@context": "https://schema.org", "@type": "WebSite", name: input.name, url }, organization];
}
