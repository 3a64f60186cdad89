/** The contact form's fields, in the shop API's names, and what the form shows after a post. */

export const CONTACT_FIELDS = ["fullname", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** Longest value of each field the shop API accepts. */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  fullname: 255,
  email: 255,
  subject: 255,
  message: 5000,
};

export const CONTACT_SENT = "Submitted the Form Successfully";

export type ContactState = {
  outcome: "idle" | "sent" | "invalid" | "failed";
  /** The confirmation, or what went wrong with the form as a whole. */
  message: string;
  /** The first message per field. */
  errors: Partial<Record<ContactField, string>>;
  /** What the fields show: empty after a message was sent, as typed otherwise. */
  values: ContactValues;
};

export const EMPTY_CONTACT: ContactValues = { fullname: "", email: "", subject: "", message: "" };

export const INITIAL_CONTACT_STATE: ContactState = { outcome: "idle", message: "", errors: {}, values: EMPTY_CONTACT };

/** A `tel:` link for a phone number as shops write it ("+971 4 555 0101"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
