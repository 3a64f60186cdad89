/** Shared by playwright.config.ts and the tests (the tests seal sessions with the same secret). */
// E2E_STORE_PORT / E2E_API_PORT (and E2E_IMAGE_PORT) let two checkouts run their suites side by side.
export const STORE_PORT = Number(process.env.E2E_STORE_PORT ?? 3100);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const SHOP_ONE = `http://localhost:${STORE_PORT}`;
export const SHOP_TWO = `http://127.0.0.1:${STORE_PORT}`;
/** Allowed by ALLOWED_HOSTS, unknown to the shop API. */
export const UNKNOWN_SHOP = `http://127.0.0.2:${STORE_PORT}`;
/** A third demo shop on http's default port (no server listens there: tests send its Host header to STORE_PORT). */
export const DEFAULT_PORT_SHOP = "http://localhost";
/** In the storefront's IMAGE_HOSTS with this port (a bare entry would be port 80 only): tests serve images from it. */
export const LISTED_IMAGE_HOST = "127.0.0.3";
export const LISTED_IMAGE_PORT = Number(process.env.E2E_IMAGE_PORT ?? API_PORT + 1);
/** In no list: an image there must never be fetched. */
export const UNLISTED_IMAGE_HOST = "127.0.0.4";
export const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789-abcdef";
/** SHOP_API_SERVER_KEY of both servers: the storefront's server reads merchant details with it. */
export const E2E_SERVER_KEY = "e2e-only-server-key-0123456789";
export const DEMO_LOGIN = { email: "demo@example.com", password: "demo1234" };
/**
 * A shop in a test title: its host, without the port. Playwright lists the tests in its main process and
 * finds each again by its title in a worker; the spec-minimal project's workers see their own ports
 * (e2e/backends.ts), so a title with a port in it is "not found in the worker process".
 */
export const shopName = (origin: string): string => new URL(origin).hostname;
