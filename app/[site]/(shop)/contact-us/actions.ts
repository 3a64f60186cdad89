"use server";

import { headers } from "next/headers";
import { getConfig } from "@/lib/config";
import { submitContact } from "@/lib/content/contact.server";
import { INITIAL_CONTACT_STATE, type ContactState } from "@/lib/content/contact";
import { clientAddress } from "@/lib/rate-limit.server";
import { originOfSite } from "@/lib/tenant";

/** The contact form's action, bound to the page's `[site]` segment (with or without JavaScript). */
export async function sendContactMessage(site: string, _previous: ContactState, formData: FormData): Promise<ContactState> {
  const tenant = originOfSite(site, getConfig);
  if (!tenant.ok) return { ...INITIAL_CONTACT_STATE, outcome: "failed", message: "This shop is not available." };
  return submitContact(tenant.origin, clientAddress({ headers: new Headers(await headers()) }), formData);
}
