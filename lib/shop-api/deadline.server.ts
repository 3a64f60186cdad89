import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { cache } from "react";
import { requestStartedAt } from "@/lib/ops/upstream-outage.server.mjs";

// React's cache is one memo per render, so every call of a page render (layout, metadata, page)
// sees the same object; outside a render (route handlers) each call gets a new one.
const renderScope = cache(() => ({ startedAt: performance.now() }));

function renderStartedAt(): number | null {
  const scope = renderScope();
  return scope === renderScope() ? scope.startedAt : null;
}

const exempt = new AsyncLocalStorage<true>();

/**
 * Runs shared work that a request only starts (a shop's search index, which later requests also
 * use) without that request's deadline: its calls keep their own timeouts.
 */
export function withoutPageDeadline<T>(work: () => T): T {
  return exempt.run(true, work);
}

/**
 * Milliseconds left of the budget for shop-API calls of the current page: counted from the start
 * of the request (server.mjs, GET and HEAD), as Next renders a page again for its error page, or else
 * from the first call of the render; null outside both. One deadline per page, because a page
 * whose calls each wait their own timeout, one after the other, answers after the browser has given up.
 */
export function renderBudgetLeftMs(budgetMs: number, now = performance.now()): number | null {
  if (exempt.getStore()) return null;
  const startedAt = requestStartedAt() ?? renderStartedAt();
  return startedAt === null ? null : startedAt + budgetMs - now;
}
