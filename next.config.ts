import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants";
import { parseConfig } from "./lib/config";

export default function nextConfig(phase: string): NextConfig {
  // Fail at start, naming the bad variable, rather than on the first request. (Not at build time:
  // the settings belong to the running server, and a change needs no rebuild.)
  if (phase === PHASE_PRODUCTION_SERVER || phase === PHASE_DEVELOPMENT_SERVER) parseConfig(process.env);

  return {
    // `npm run bench` builds and serves its own copy (scripts/bench/build.mjs), never racing other builds in .next.
    distDir: process.env.BENCH_DIST_DIR || undefined,
    poweredByHeader: false,
    // Pages are cached per shop, listing state and host: keep that cache in memory with a size bound
    // (lib/cache-handler.mjs) instead of an ever-growing directory on disk.
    cacheHandler: require.resolve("./lib/cache-handler.mjs"),
    cacheMaxMemorySize: 0,
    images: {
      // Shop images are served by /media/… (app/media/[...path]/route.ts) and optimised as local
      // images; nothing remote is fetched by the optimizer.
      localPatterns: [
        { pathname: "/media/**", search: "" },
        { pathname: "/assets/**", search: "" },
      ],
      qualities: [75],
    },
  };
}
