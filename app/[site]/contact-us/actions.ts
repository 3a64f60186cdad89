"use server";

import { headers } from "next/headers";
import { getConfig } from "@/lib/config";
import { submitContact } from "@/lib/content/contact.server";
import { INITIAL_CONTACT_STATE, type ContactState } from "@/lib/content/contact";
import { clientAddress } from "@/lib/rate-limit.server";
import { resolveOrigin } from "@/lib/tenant";

/**
 * The contact form's action (with or without JavaScript). The shop is the request's own, as for
 * every other call: arguments bound to an action travel through the client, which may change them.
 */
export async function sendContactMessage(_previous: ContactState, formData: FormData): Promise<ContactState> {
  const requestHeaders = await headers();
  const tenant = resolveOrigin(requestHeaders, getConfig());
  if (!tenant.ok) return { ...INITIAL_CONTACT_STATE, outcome: "failed", message: "This shop is not available." };
  return submitContact(tenant.origin, clientAddress({ headers: requestHeaders }), formData);
}
