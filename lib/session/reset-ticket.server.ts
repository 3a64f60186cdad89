import "server-only";
import { sealData, unsealData } from "iron-session";
import { z } from "zod";
import { getConfig } from "@/lib/config";
import type { CookieSpec } from "@/lib/session/cookie";

/**
 * The shop's one-time reset token, between the OTP check and the new password: sealed in an
 * httpOnly cookie for this shop and e-mail address, so the page never holds it and nobody can
 * reset an account by naming its address.
 */

export const RESET_COOKIE = "sf_reset";
const TTL_SECONDS = 10 * 60;
const ticketSchema = z.object({ origin: z.string(), email: z.string(), token: z.string().min(1) });

function cookie(origin: string, value: string, maxAge: number): CookieSpec {
  return {
    name: RESET_COOKIE,
    value,
    options: { httpOnly: true, secure: origin.startsWith("https:"), sameSite: "lax", path: "/", maxAge },
  };
}

export async function resetTicketCookie(origin: string, email: string, token: string): Promise<CookieSpec> {
  const value = await sealData(
    { origin, email: email.trim().toLowerCase(), token },
    { password: getConfig().sessionSecret, ttl: TTL_SECONDS },
  );
  return cookie(origin, value, TTL_SECONDS);
}

export function clearedResetTicket(origin: string): CookieSpec {
  return cookie(origin, "", 0);
}

/** The reset token sealed for this shop and e-mail address, or null. */
export async function readResetTicket(
  value: string | undefined,
  origin: string,
  email: string,
): Promise<string | null> {
  if (!value) return null;
  try {
    const ticket = ticketSchema.safeParse(
      await unsealData(value, { password: getConfig().sessionSecret, ttl: TTL_SECONDS }),
    );
    return ticket.success && ticket.data.origin === origin && ticket.data.email === email.trim().toLowerCase()
      ? ticket.data.token
      : null;
  } catch {
    return null;
  }
}
