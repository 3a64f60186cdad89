import "server-only";
import { clientAddress, consume, tooManyMessage } from "@/lib/rate-limit.server";
import { searchQuery } from "./query";

/** Where a search page over its limit is sent: a page that answers 429 (a page itself can only answer 200, 404 or a redirect). */
const TOO_MANY_SEARCHES_PATH = "/search/too-many";

/**
 * Counts a search of the `/search` page against the same limit as the search box's suggestions
 * (`GET /api/search`): null when it may go on, else the address of the refusal page. A page
 * without a query searches nothing and is not counted.
 */
export async function searchPageRefusal(
  origin: string,
  headers: Pick<Headers, "get">,
  raw: unknown,
): Promise<string | null> {
  const query = searchQuery(raw);
  if (query === null) return null;
  const outcome = await consume("search", origin, clientAddress({ headers }));
  if (outcome.ok) return null;
  return `${TOO_MANY_SEARCHES_PATH}?${new URLSearchParams({ q: query, retry: String(outcome.retryAfterSeconds) })}`;
}

const MAX_RETRY_SECONDS = 3600;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The refusal page: 429, Retry-After, and a link to try the same search again. */
export function tooManySearchesPage(params: URLSearchParams): Response {
  const asked = Number(params.get("retry"));
  const retryAfter = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_RETRY_SECONDS) : 60;
  const query = searchQuery(params.get("q") ?? undefined);
  const again = query === null ? "/search" : `/search?${new URLSearchParams({ q: query })}`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Too many searches</title></head>
<body>
<main>
<h1>Too many searches</h1>
<p>${escapeHtml(tooManyMessage(retryAfter))}</p>
<p><a href="${escapeHtml(again)}">Search again</a> · <a href="/">Back to the shop</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 429,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(retryAfter),
      "cache-control": "no-store",
    },
  });
}
