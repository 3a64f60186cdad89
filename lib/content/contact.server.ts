import "server-only";
import { z } from "zod";
import { consume, tooManyMessage } from "@/lib/rate-limit.server";
import { sendCommunication } from "@/lib/shop-api/content.server";
import { fieldErrorsOf, messageOf } from "@storefront/shop-answers";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_SENT,
  EMPTY_CONTACT,
  type ContactField,
  type ContactState,
  type ContactValues,
} from "./contact";

const CONTACT_TYPE = 1;

const INVALID = "Please correct the fields marked in red.";
const FAILED = "Your message could not be sent just now. Please try again in a moment.";

const LABELS: Record<ContactField, string> = {
  fullname: "name",
  email: "email",
  subject: "subject",
  message: "message",
};

// Shape and size only: whether a field is required or an address is valid is the shop's rule, answered with 422.
const formSchema = z.object(
  Object.fromEntries(
    CONTACT_FIELDS.map((field) => [
      field,
      z
        .string(`The ${LABELS[field]} must be text.`)
        .trim()
        .max(
          CONTACT_MAX_LENGTH[field],
          `The ${LABELS[field]} may not be greater than ${CONTACT_MAX_LENGTH[field]} characters.`,
        ),
    ]),
  ) as Record<ContactField, z.ZodString>,
);

function typedValues(formData: FormData): ContactValues {
  const values = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

function firstPerField(errors: Record<string, string[]>): ContactState["errors"] {
  const out: ContactState["errors"] = {};
  for (const field of CONTACT_FIELDS) {
    const first = errors[field]?.[0];
    if (first) out[field] = first;
  }
  return out;
}

/**
 * Sends one contact message of a visitor (`client` keys the rate limit) to the shop at `origin`.
 * Whatever fails, the fields keep what was typed; only a sent message empties them.
 */
export async function submitContact(origin: string, client: string, formData: FormData): Promise<ContactState> {
  const values = typedValues(formData);
  const failed = (message: string): ContactState => ({ outcome: "failed", message, errors: {}, values });

  // Keyed by shop as well: each shop's inbox gets its own allowance from one address.
  const limit = await consume("contact", origin, client);
  if (!limit.ok) return failed(tooManyMessage(limit.retryAfterSeconds));

  const parsed = formSchema.safeParse(
    Object.fromEntries(CONTACT_FIELDS.map((field) => [field, formData.get(field) ?? ""])),
  );
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors as Record<string, string[]>;
    return { outcome: "invalid", message: INVALID, errors: firstPerField(errors), values };
  }

  const answer = await sendCommunication(origin, CONTACT_TYPE, parsed.data);
  if (answer.ok) {
    return answer.data.status
      ? { outcome: "sent", message: CONTACT_SENT, errors: {}, values: EMPTY_CONTACT }
      : failed(answer.data.msg || FAILED);
  }
  if (answer.status === 422) {
    const errors = firstPerField(fieldErrorsOf(answer.body) ?? {});
    if (Object.keys(errors).length > 0) return { outcome: "invalid", message: INVALID, errors, values };
  }
  return failed((answer.status !== null && answer.status < 500 && messageOf(answer.body)) || FAILED);
}
