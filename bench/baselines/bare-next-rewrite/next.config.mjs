// The second floor of `npm run bench`: the bare page behind the mechanism of the storefront's tenant
// routing (lib/tenant.ts, siteRewrites), and nothing else: a `beforeFiles` rewrite in Next's router
// that prefixes every plain request with its Host header as an internal dynamic segment. What the
// storefront costs beyond this floor is its own. As in the storefront: no ETags, and rendered pages
// kept in memory only, so each server renders its page once on its first request (with the disk
// cache, a later run would serve the page an earlier run wrote and never render in its process).
const config = {
  generateEtags: false,
  experimental: { isrFlushToDisk: false },
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: "/:path((?!_next/|icon.svg).*)",
          // The storefront's rule for a plain request (lib/tenant.ts siteRewrites): a canonical Host, no forwarded headers.
          has: [
            {
              type: "header",
              key: "host",
              value:
                "(?<host>(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)*(?!(?:[0-9]+|0x[0-9a-f]*)(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9]))(?::(?!80$)[1-9][0-9]{0,4})?)",
            },
          ],
          missing: [
            { type: "header", key: "x-forwarded-host" },
            { type: "header", key: "x-forwarded-proto" },
            { type: "header", key: "x-storefront-site" },
          ],
          destination: "/http,:host/:path",
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default config;
