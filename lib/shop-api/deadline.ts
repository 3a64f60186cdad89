import "server-only";
import { cache } from "react";
import { requestStartedAt } from "@/lib/ops/upstream-outage.server.mjs";

// React's cache is one memo per render, so every call of a page render (layout, metadata, page)
// sees the same object; outside a render (route handlers) each call gets a new one.
const renderScope = cache(() => ({ startedAt: performance.now() }));

function renderStartedAt(): number | null {
  const scope = renderScope();
  return scope === renderScope() ? scope.startedAt : null;
}

/**
 * Milliseconds left of the budget for shop-API calls of the current page: counted from the start
 * of the request (server.mjs, GET and HEAD), as Next renders a page again for its error page, or else
 * from the first call of the render; null outside both. One deadline per page, because a page
 * whose calls each wait their own timeout, one after the other, answers after the browser has given up.
 */
export function renderBudgetLeftMs(budgetMs: number, now = performance.now()): number | null {
  const startedAt = requestStartedAt() ?? renderStartedAt();
  return startedAt === null ? null : startedAt + budgetMs - now;
}
