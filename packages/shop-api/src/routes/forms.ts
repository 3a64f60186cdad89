import { Hono } from "hono";
import { z } from "zod";
import { listCountries } from "../account/countries";
import { storeMessage } from "../content/messages";
import { isUniqueViolation } from "../db/errors";
import { readJsonObject } from "../http/body";
import type { AppEnv } from "../http/env";
import { unprocessable } from "../http/errors";
import { originFromQuery, resolveShop, shopFromQuery } from "../http/tenant";
import { optionalString, requiredEmail, requiredString, validate } from "../http/validate";

/** Countries (global; an origin, when given, must still name a shop) and contact/newsletter messages. */

const newsletterSchema = z.object({
  email: requiredEmail(),
  fullname: optionalString("fullname"),
  subject: optionalString("subject"),
  message: optionalString("message", 5000),
});
const contactSchema = z.object({
  email: requiredEmail(),
  fullname: requiredString("fullname"),
  subject: requiredString("subject"),
  message: requiredString("message", 5000),
});
const communicationQuery = z.object({
  type: z.enum(["1", "2"], { error: "The type must be 1 (contact) or 2 (newsletter)." }),
});

export const CONTACT_DONE = "Submitted the Form Successfully";
export const NEWSLETTER_DONE = "Thank you for subscribing to our newsletter!";

export const forms = new Hono<AppEnv>();

forms.get("/api/auth/e-commerce-getcountry", (c) => {
  if (originFromQuery(c) !== undefined) resolveShop(c);
  return c.json({ status: true, data: listCountries(c.var.deps.db) });
});

forms.post("/api/communication", shopFromQuery, async (c) => {
  const { type } = validate(communicationQuery, { type: c.req.query("type") });
  const { db, now } = c.var.deps;
  const raw = await readJsonObject(c);
  if (type === "1") {
    storeMessage(db, c.var.shop.id, { type: 1, ...validate(contactSchema, raw) }, now());
    return c.json({ status: true, done: CONTACT_DONE });
  }
  try {
    storeMessage(db, c.var.shop.id, { type: 2, ...validate(newsletterSchema, raw) }, now());
  } catch (err) {
    if (isUniqueViolation(err)) throw unprocessable({ email: ["This email is already subscribed."] });
    throw err;
  }
  return c.json({ status: true, done: NEWSLETTER_DONE });
});
