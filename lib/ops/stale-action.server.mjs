// @ts-check
import { shopPath } from "../safe-url.ts";
import { SHOP_UPDATED_ID } from "../shop-updated.ts";

/** Next's mark on its response to a Server Action this build does not have (app-router-headers). */
const ACTION_NOT_FOUND = "x-nextjs-action-not-found";

/**
 * For server.mjs: a form posted without JavaScript to a Server Action this build does not have (a page of an
 * older deploy; Next responds 409 `x-nextjs-action-not-found` with the text "Server Action unavailable.") is
 * redirected with a 303 back to its page at the "shop was just updated" notice instead. Nothing was done by the
 * post. A scripted call (the Next-Action header) is left as it is: the browser's router throws, and the error
 * boundary reloads the page (components/page/stale-deploy.client.ts).
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
export function redirectStaleFormPosts(request, response) {
  if (request.method !== "POST" || request.headers["next-action"] !== undefined) return;
  /** @type {(this: import("node:http").ServerResponse, statusCode: number, ...rest: any[]) => import("node:http").ServerResponse} */
  const writeHead = response.writeHead;
  /** @type {typeof writeHead} */
  response.writeHead = function (statusCode, ...rest) {
    if (this.headersSent || statusCode !== 409 || this.getHeader(ACTION_NOT_FOUND) !== "1")
      return writeHead.call(this, statusCode, ...rest);
    this.removeHeader(ACTION_NOT_FOUND);
    // A form without JavaScript posts to its own page.
    this.setHeader("location", `${shopPath(request.url ?? "/") ?? "/"}#${SHOP_UPDATED_ID}`);
    this.setHeader("cache-control", "no-store");
    return writeHead.call(this, 303, ...rest.filter((part) => typeof part !== "string"));
  };
}
