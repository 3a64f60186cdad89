// The second floor of `npm run bench`: the bare page behind the mechanism of the storefront's tenant
// routing (lib/tenant.ts, siteRewrites), and nothing else: a `beforeFiles` rewrite in Next's router
// that prefixes every request with its Host header as an internal dynamic segment. What the
// storefront costs beyond this floor is its own. (ETags off, as in the storefront.)
const config = {
  generateEtags: false,
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
