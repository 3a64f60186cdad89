import type { z } from "zod";
import { signupAnswer, statusAnswer, tokenAnswer, userAnswer } from "@/lib/shop-api/auth.server";
import { blogAnswer, blogListAnswer } from "@/lib/shop-api/blogs.server";
import { cartAnswer, cartLineAnswer, cartMergeAnswer, cartWriteAnswer } from "@/lib/shop-api/cart.server";
import { communicationAnswer, pageAnswer } from "@/lib/shop-api/content.server";
import { countriesAnswer } from "@/lib/shop-api/countries.server";
import { footerAnswer, footerSchema, websitePageSchema } from "@/lib/shop-api/footer.server";
import {
  orderAnswer,
  orderListAnswer,
  orderWithAddressAnswer,
  placementAnswer,
  statusAnswer as orderStatusAnswer,
  trackAnswer,
} from "@/lib/shop-api/orders.server";
import {
  cardKeyAnswer,
  methodDetailAnswer,
  paymentMethodsAnswer,
  sessionAnswer,
  sessionStatusAnswer,
} from "@/lib/shop-api/payments.server";
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

/** The storefront's schema of each answer the spec shows, by the spec-contract call (`METHOD /path`). */
export const ANSWER_OF_CALL: Readonly<Record<string, z.ZodType>> = {
  "GET /api/gym-theme": themeAnswer,
  "GET /api/site-attribute": siteAttributesAnswer,
  "GET /api/footer": footerAnswer,
  "GET /api/blogs": blogListAnswer,
  "GET /api/auth/ecom-blogs": blogListAnswer,
  "GET /api/auth/ecom-single-blogs/{id}": blogAnswer,
  "GET /api/auth/e-commerce-getcountry": countriesAnswer,
  "POST /api/communication": communicationAnswer,
  "POST /api/auth/login": tokenAnswer,
  "POST /api/auth/e-commerce/signup": signupAnswer,
  "GET /api/auth/user/public": userAnswer,
  "GET /api/auth/token-refresh/public": tokenAnswer,
  "GET /api/ecom-our-latest-product": itemListAnswer,
  "GET /api/about_us": pageAnswer,
  "POST /api/products": listingAnswer,
  "GET /api/product/{uuid}": productAnswer,
  "GET /api/ecom-related-product/{uuid}": itemListAnswer,
  "GET /api/auth/cart/index": cartAnswer,
  "POST /api/auth/cart/store": cartWriteAnswer,
  "GET /api/auth/e-commerce/user/draft-sale-orders": orderListAnswer,
  "GET /api/auth/e-commerce/discard/sale-order/{sale_order_id}": orderStatusAnswer,
  "POST /api/auth/e-commerce/track-order": trackAnswer,
  "POST /api/auth/order/create": placementAnswer,
  "POST /api/auth/utap/create-order": placementAnswer,
  "POST /api/auth/paymennt/check-out": placementAnswer,
  "POST /api/auth/create-payment": placementAnswer,
  "GET /api/ecommerece-payment-method": paymentMethodsAnswer,
  "GET /api/auth/payment-method/detail": methodDetailAnswer,
  "GET /api/auth/payment-method/stripe/credentials": cardKeyAnswer,
  "POST /api/auth/checkout-session/create": sessionAnswer,
  "GET /api/auth/session-status": sessionStatusAnswer,
  "GET /api/auth/e-commerce/check-sale-order/{sale_order_id}": orderAnswer,
  "GET /api/auth/e-commerce/saleorder/{id}/get": orderWithAddressAnswer,
  "GET /api/auth/e-commerce/saleorder/{id}/tracker": orderWithAddressAnswer,
  "GET /api/auth/e-commerce/get/user/orders": orderListAnswer,
  "POST /api/auth/e-commerce/order-cancel/request": orderStatusAnswer,
  "POST /api/auth/e-commerce/verification": tokenAnswer,
  "POST /api/auth/e-commerce/resend-code": statusAnswer,
};
