// The second floor of `npm run bench`: the bare page behind the mechanism of the storefront's tenant
// routing (lib/tenant.ts, siteRewrites), and nothing else: a `beforeFiles` rewrite in Next's router
// that prefixes every request with its Host header as an internal dynamic segment. What the
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
          has: [{ type: "header", key: "host", value: "(?<host>[A-Za-z0-9.:\\[\\]-]+)" }],
          destination: "/,,:host/:path",
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default config;
