import { z } from "zod";

/**
 * The body of `POST /api/checkout/place`: what the shopper chose on the order summary. Items,
 * amounts and the customer's own details are not in it: the server takes them from the shop.
 * Field keys and messages are the shop API's (`address.name`, "The name field is required."),
 * so a refusal here and one from the shop read the same under the form.
 */

const required = (label: string) => `The ${label} field is required.`;

const requiredText = (label: string, max = 255) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `The ${label} may not be greater than ${max} characters.`);

const optionalText = (label: string, max = 255) =>
  z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .optional()
    .transform((v) => v ?? "");

const countryId = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : v === "" ? undefined : v),
    z
      .number({ error: required(label) })
      .int()
      .positive(required(label)),
  );

const option = z.union([z.literal(1), z.literal(2)], { error: "Choose one of the options." });

const addressShape = {
  name: requiredText("name"),
  country: countryId("country"),
  address1: requiredText("address1"),
  address2: optionalText("address2"),
  city: requiredText("city", 120),
  zip_code: requiredText("zip code", 20),
  phone_no: optionalText("phone no", 20),
  state: requiredText("state", 120),
};

export const checkoutRequestSchema = z
  .object({
    /** One per place-order intent (made by the page): repeats never make a second order. */
    idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, "The idempotency key is malformed."),
    /** A draft order to place instead of the cart. */
    sale_order_id: z
      .number()
      .int()
      .positive()
      .max(Number.MAX_SAFE_INTEGER)
      .nullish()
      .transform((v) => v ?? null),
    /** 0 cash on delivery, else a payment method code of the shop. */
    pay_method: z.number({ error: "Choose a payment method." }).int().min(0).max(99),
    shipping_option: option,
    billing_option: option,
    /** The new shipping address; ignored with shipping_option 2 (the stored address is used). */
    address: z.object(addressShape).optional(),
    /** The billing address; only with billing_option 2. */
    billing_address: z.object({ ...addressShape, phone_code: optionalText("phone code", 8) }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.shipping_option === 1 && !body.address)
      ctx.addIssue({ code: "custom", path: ["address"], message: "Enter a shipping address." });
    if (body.billing_option === 2 && !body.billing_address) {
      ctx.addIssue({ code: "custom", path: ["billing_address"], message: "Enter a billing address." });
    }
  });

export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;
