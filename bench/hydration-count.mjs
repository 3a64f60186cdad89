// What React built for a page when it hydrated it, read from the DOM. Self-contained (no imports, no
// outside names): bench/hydration.mjs hands the function itself to the browser to run in the page.

/**
 * Counts under the React root whose container is `container` (the document, for a Next.js page):
 * - elements: the container's elements; hydrated: those carrying React's `__reactFiber$…` key,
 *   which React sets on every host element it hydrates or creates (what a static region holds has none);
 * - fibers: every fiber in React's current tree below the root, host (elements and text) and
 *   component (function components, providers, Suspense boundaries, fragments…) alike.
 * @param {Document | Element} [container]
 * @returns {{ elements: number, hydrated: number, fibers: number, hostFibers: number, componentFibers: number }}
 */
export function hydrationCounts(container = document) {
  const all = container.querySelectorAll("*");
  let hydrated = 0;
  for (const element of all) if (Object.keys(element).some((key) => key.startsWith("__reactFiber$"))) hydrated++;

  // createRoot and hydrateRoot keep the root's first fiber under `__reactContainer$…`; its stateNode
  // (the root) points at the tree as last committed, which a later update may have replaced.
  const rootKey = Object.keys(container).find((key) => key.startsWith("__reactContainer$"));
  const rootFiber = rootKey ? container[rootKey] : null;
  const current = rootFiber?.stateNode?.current ?? rootFiber;
  // React's tags for host elements (5), text (6), hoistables such as <title> and <link> (26) and
  // singletons such as <html>, <head> and <body> (27).
  const HOST_TAGS = new Set([5, 6, 26, 27]);
  let fibers = 0;
  let hostFibers = 0;
  const pending = current?.child ? [current.child] : [];
  while (pending.length > 0) {
    for (let fiber = pending.pop(); fiber; fiber = fiber.sibling) {
      fibers++;
      if (HOST_TAGS.has(fiber.tag)) hostFibers++;
      if (fiber.child) pending.push(fiber.child);
    }
  }
  return { elements: all.length, hydrated, fibers, hostFibers, componentFibers: fibers - hostFibers };
}
