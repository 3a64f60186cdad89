import type { z } from "zod";
import { tokenAnswer, userAnswer } from "@/lib/shop-api/auth.server";
import { blogAnswer, blogListAnswer } from "@/lib/shop-api/blogs.server";
import { cartAnswer, cartLineAnswer, cartMergeAnswer } from "@/lib/shop-api/cart.server";
import { pageAnswer } from "@/lib/shop-api/content.server";
import { countriesAnswer } from "@/lib/shop-api/countries.server";
import { footerAnswer, footerSchema, websitePageSchema } from "@/lib/shop-api/footer.server";
import {
  orderAnswer,
  orderListAnswer,
  orderWithAddressAnswer,
  placementAnswer,
  trackAnswer,
} from "@/lib/shop-api/orders.server";
import { cardKeyAnswer, paymentMethodsAnswer } from "@/lib/shop-api/payments.server";
import { itemListAnswer, listingAnswer, productAnswer } from "@/lib/shop-api/products.server";
import * as schemas from "@/lib/shop-api/schemas.server";
import { siteAttributesAnswer } from "@/lib/shop-api/site-attributes.server";
import { themeAnswer, themeSchema } from "@/lib/shop-api/theme.server";

/** Shapes the contract names; an answer that contains one refers to it by name. */
export const NAMED_SHAPES: [name: string, schema: z.ZodType][] = [
  ["Theme", themeSchema],
  ["SiteAttribute", schemas.siteAttributeSchema],
  ["Footer", footerSchema],
  ["WebsitePage", websitePageSchema],
  ["Item", schemas.itemSchema],
  ["Blog", schemas.blogSchema],
  ["Country", schemas.countrySchema],
  ["User", schemas.userSchema],
  ["CustomerAddress", schemas.customerAddressSchema],
  ["CartLine", schemas.cartLineSchema],
  ["CartTotals", schemas.cartTotalsSchema],
  ["SaleOrder", schemas.saleOrderSchema],
];

/** The answer of every call the storefront reads, as its schemas accept it. */
export const ANSWERS: [call: string, schema: z.ZodType][] = [
  ["GET /api/gym-theme", themeAnswer],
  ["GET /api/site-attribute", siteAttributesAnswer],
  ["GET /api/footer", footerAnswer],
  ["GET /api/blogs, GET /api/auth/ecom-blogs", blogListAnswer],
  ["GET /api/auth/ecom-single-blogs/{id}", blogAnswer],
  ["GET /api/about_us", pageAnswer],
  ["GET /api/ecom-our-latest-product, GET /api/ecom-related-product/{uuid}", itemListAnswer],
  ["GET /api/product/{uuid}", productAnswer],
  ["POST /api/products", listingAnswer],
  ["GET /api/auth/e-commerce-getcountry", countriesAnswer],
  ["GET /api/ecommerece-payment-method", paymentMethodsAnswer],
  ["POST /api/auth/login, e-commerce/verification, GET token-refresh/public", tokenAnswer],
  ["GET /api/auth/user/public", userAnswer],
  ["GET /api/auth/cart/index", cartAnswer],
  ["POST /api/auth/cart/store, cart/{uuid}/update", cartLineAnswer],
  ["POST /api/auth/cart/store/all", cartMergeAnswer],
  ["POST /api/auth/order/create and the other placement calls", placementAnswer],
  ["GET /api/auth/e-commerce/get/user/orders, user/draft-sale-orders", orderListAnswer],
  ["GET /api/auth/e-commerce/check-sale-order/{id}", orderAnswer],
  ["GET /api/auth/e-commerce/saleorder/{id}/get, /tracker", orderWithAddressAnswer],
  ["POST /api/auth/e-commerce/track-order", trackAnswer],
  ["GET /api/auth/payment-method/stripe/credentials", cardKeyAnswer],
  ["422 answers", schemas.validationErrorsSchema],
  ["refusals and other status answers", schemas.statusMessageSchema],
];
