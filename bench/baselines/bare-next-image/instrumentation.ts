/*
 * Inert on purpose, like middleware.ts beside it: Turbopack (Next 16.4) looks for the
 * instrumentation file from the project directory upward, and would otherwise build the
 * repository's own instrumentation.ts (and its `@/lib/...` imports, which do not resolve here).
 */
export function register(): void {}
