/**
 * HTML of the sandbox payment pages: a small self-contained page (no script, inline styles only) with
 * real form POSTs, so that it works the same for a person and for a test that follows the forms.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** Sandbox pages never load anything and cannot be framed. */
export const SANDBOX_PAGE_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin:0 0 .25rem}
p.note{font-size:.85rem;color:#6b7280}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#6b7280}
dd{margin:0;font-weight:600}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #d1d5db;background:#fff;cursor:pointer}
button.pay{background:#047857;border-color:#047857;color:#fff}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export type PayPageInput = {
  gatewayTitle: string;
  shopName: string;
  orderNumber: string;
  amount: number;
  currency: string;
  /** Where the Pay and Cancel forms post to. */
  action: string;
};

export function payPage(p: PayPageInput): string {
  const form = (value: "pay" | "cancel", label: string) =>
    `<form method="post" action="${escapeHtml(p.action)}"><input type="hidden" name="action" value="${value}"><button type="submit" class="${value}">${label}</button></form>`;
  return layout(
    `${p.gatewayTitle} sandbox payment`,
    `<h1>${escapeHtml(p.gatewayTitle)} (sandbox)</h1>
<p class="note">A local test payment page: no money moves and no card is asked for.</p>
<dl><dt>Shop</dt><dd>${escapeHtml(p.shopName)}</dd><dt>Order</dt><dd>${escapeHtml(p.orderNumber)}</dd>
<dt>Amount</dt><dd>${escapeHtml(p.currency)} ${p.amount.toFixed(2)}</dd></dl>
<div class="actions">${form("pay", "Pay")}${form("cancel", "Cancel")}</div>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
