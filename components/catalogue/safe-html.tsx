import { sanitizeHtml } from "@/lib/sanitize.server";

/** HTML from the shop API, rendered only after the storefront's sanitiser (lib/sanitize.server.ts). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
