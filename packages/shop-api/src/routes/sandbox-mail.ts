import { Hono } from "hono";
import { z } from "zod";
import { listOutbox } from "../account/mailer";
import type { AppEnv } from "../http/env";
import { shopFromQuery } from "../http/tenant";
import { validate } from "../http/validate";

/** GET /sandbox/mail?site_url=[&format=json][&to=]: the shop's mail outbox, newest first (last 100). Demo mode only. */

const querySchema = z.object({
  format: z.enum(["html", "json"], { error: "The format must be html or json." }).optional(),
  to: z.string().max(255).optional(),
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

export const sandboxMail = new Hono<AppEnv>();

sandboxMail.get("/mail", shopFromQuery, (c) => {
  const query = validate(querySchema, { format: c.req.query("format"), to: c.req.query("to") });
  const shop = c.var.shop;
  const mails = listOutbox(c.var.deps.db, shop.id, query.to?.trim() || null);
  if (query.format === "json") return c.json({ status: true, data: mails });
  const rows = mails
    .map(
      (m) => `<tr><td>${escapeHtml(m.created_at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td>
<td>${m.code ? `<strong class="code">${escapeHtml(m.code)}</strong>` : ""}</td><td>${escapeHtml(m.body)}</td></tr>`,
    )
    .join("\n");
  return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail outbox: ${escapeHtml(shop.company_name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top}.code{font-size:1.3rem;letter-spacing:.15em}</style>
</head><body><h1>Mail outbox: ${escapeHtml(shop.company_name)}</h1>
<p>The reference shop API does not send e-mail; this page lists what it would have sent (newest first).</p>
${mails.length === 0 ? "<p>No mail yet.</p>" : `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Code</th><th>Body</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`);
});
