/*
 * Inert on purpose: its matcher matches no request, so no request of the bare page runs it.
 *
 * Turbopack (Next 16.4) looks for the middleware file from the project directory upward and takes
 * the first it finds. Without this file it would find the repository's own middleware.ts (the
 * storefront's middleware) and build it into the bare page.
 */
export function middleware(): void {}

export const config = { matcher: ["/__never-matched__"] };
