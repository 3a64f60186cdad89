import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { actionsKeyOfBuild, DEFAULT_ACTIONS_KEY } from "./lib/ops/actions-key.server.mjs";
import { parseConfig, startupWarnings } from "./lib/config";
import { logger } from "./lib/ops/logger.server.mjs";
import { securityHeaderRules } from "./lib/security-headers";
import { siteRewrites } from "./lib/tenant";

export default function nextConfig(phase: string): NextConfig {
  // Fail at start, naming the bad variable, rather than on the first request. (Not at build time:
  // the settings belong to the running server, and a change needs no rebuild.)
  if (phase === PHASE_PRODUCTION_SERVER || phase === PHASE_DEVELOPMENT_SERVER) {
    for (const warning of startupWarnings(parseConfig(process.env))) logger().warn(warning);
  }

  // Every build of the same code has the same Server Action ids (lib/ops/actions-key.server.mjs): a page
  // opened before a deploy still posts to actions the new build knows. Read by Next after this file.
  if (phase === PHASE_PRODUCTION_BUILD) {
    process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = actionsKeyOfBuild(process.env);
    if (process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY === DEFAULT_ACTIONS_KEY)
      logger().warn(
        "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set: this build has the default key (README, Production)",
      );
  }

  return {
    // `npm run bench` builds and serves its own copy (bench/build.mjs), never racing other builds in .next; so does
    // `npm run build:second`, the second build of tests/deploy.
    distDir: process.env.BENCH_DIST_DIR || undefined,
    poweredByHeader: false,
    // No ETag: Next hashes the whole HTML of every answer to make one, which cost a cached product
    // page about a sixth of its requests per second (npm run bench). The price: a browser that
    // revalidates a page gets it again (about 11 KB gzip) instead of a 304.
    generateEtags: false,
    // Every request gets its shop segment here, in Next's router (lib/tenant.ts explains why not in
    // the middleware), before anything else is looked up.
    async rewrites() {
      return { ...siteRewrites(), fallback: [] };
    },
    // On every answer: pages, not-found pages, route handlers, /media, the sitemap.
    async headers() {
      return securityHeaderRules();
    },
    // Rewrites match case-insensitively by default, and `/Product/{id}` (listing) must not catch
    // `/product/{uuid}` (detail). (Only afterFiles rewrites follow this.)
    // One render-blocking stylesheet per page: app/stylesheets.ts brings every stylesheet to the root
    // layout, and a request priced above all of their bytes lets the grouping make them one chunk.
    // Few scripts per page: every chunk group (the framework's, each route segment's, each dynamic
    // import's) is merged into one chunk; by default the framework alone came as four requests.
    experimental: {
      caseSensitiveRoutes: true,
      // When the middleware runs, Next copies a request's body in memory, 10 MB by default, keeping
      // only whole chunks (at most 64 KB each) below this bound. The middleware refuses a body over
      // MAX_BODY_BYTES (lib/request-body.ts) with 413, and a cut copy is always over it.
      proxyClientMaxBodySize: 2 * 64 * 1024 + 1,
      cssChunking: { type: "graph", requestCost: 10_000_000 },
      turbopackChunking: { minChunkSize: 10_000_000, maxMergeChunkSize: 10_000_000 },
    },
    // Pages are cached per shop, listing state and host: in memory with a size bound, and in Redis
    // when REDIS_URL is set (lib/page-cache/handler.mjs), instead of an ever-growing directory on disk.
    cacheHandler: require.resolve("./lib/page-cache/handler.mjs"),
    cacheMaxMemorySize: 0,
    images: {
      // Shop images are served by /media/… (app/media/[...path]/route.ts) and optimised as local
      // images; nothing remote is fetched by the optimizer.
      localPatterns: [
        { pathname: "/media/**", search: "" },
        { pathname: "/assets/**", search: "" },
      ],
      qualities: [75],
      // Every width here is a candidate in the srcset of every responsive image (next/image lists all
      // widths from deviceSizes[0] × the smallest vw in `sizes` upwards), so the lists hold only what
      // the layouts need (the `sizes` of components/**), instead of Next's 15 defaults:
      // - deviceSizes: 640 and 750 (phones at 2x; 750 is what Lighthouse's 412 px × 1.75 phone
      //   picks for 100vw), 1080 (phones at 3x), 1200 (the 580 px product gallery at 2x), 1920
      //   (100vw on desktop), 3840 (the full-width hero slider at 2x on a 1920 px screen).
      // - imageSizes: fixed-size thumbnails and logo at 1x and 2x (48–72 px, 120 px variant
      //   thumbnails, the 160 px logo) and cards at 1x (≤ 384 px).
      deviceSizes: [640, 750, 1080, 1200, 1920, 3840],
      imageSizes: [64, 96, 128, 256, 384],
      // Optimised copies on disk (.next/cache/images), least recently used out first. Next's default
      // is half the disk's free space, measured at start.
      maximumDiskCacheSize: 512 * 1024 * 1024,
    },
  };
}
