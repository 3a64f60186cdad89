import "server-only";
import { createRequire } from "node:module";
import type { ReactNode } from "react";

/*
 * React's own HTML renderer for the static regions (docs/adr/0013-static-regions.md). The server
 * components' module graph runs under the react-server condition, where `react-dom/server` does not
 * exist (Next refuses the import at build time), so it is required at run time from the project's
 * node_modules, as plain Node resolves it: the react-dom build that renders elements to HTML, with
 * React's escaping of text and attributes. The elements themselves are React elements whatever build
 * made them (their type is a global symbol), so the same components render here as in a page.
 */

type DomServer = Pick<typeof import("react-dom/server"), "renderToStaticMarkup">;

let domServer: DomServer | undefined;

function loadDomServer(): DomServer {
  // Asked of Node at run time, not of the bundler: a specifier it can read would be bundled under the react-server condition.
  const require = createRequire(`${process.cwd()}/package.json`);
  const specifier = ["react-dom", "server"].join("/");
  return require(specifier) as DomServer;
}

/**
 * The HTML of `node`, which must be synchronous server markup: host elements and plain function
 * components, no client components (their references cannot render here), no hooks beyond what a
 * server component may use, no async components.
 */
export function staticMarkup(node: ReactNode): string {
  domServer ??= loadDomServer();
  // React writes a preload for each eagerly loaded image before the markup, for a document's head; a
  // region is not one, and its owner preloads its largest paint into the page's head (preloadFillImage).
  return domServer.renderToStaticMarkup(node).replace(LEADING_IMAGE_PRELOADS, "");
}

const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;
