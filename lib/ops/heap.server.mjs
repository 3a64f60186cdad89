// @ts-check
/**
 * Bounds on V8's heap for the server. A page render leaves most of what it allocates dead, and V8
 * sized the heap for throughput: a young generation of 128 MB (64 MB semi-spaces) and an old
 * generation let grow to up to four times what survived its last full collection. With about 70 MB
 * live, a server that had rendered 300 shops' pages had a heap of about 250 MB and an RSS of 550 MB
 * (npm run bench:tenants). With 16 MB semi-spaces and a growing factor of 1.5 it had 120-140 MB
 * and 330-350 MB, for more frequent, shorter collections.
 *
 * The semi-space size is fixed when node starts: SERVER_NODE_FLAGS is given on its command line by
 * `npm start` and the Dockerfile, with SERVER_MALLOC_ENV in its environment (a test checks both). The growing factor can be set at run time:
 * server.mjs calls boundHeapGrowth before Next loads.
 */
import { setFlagsFromString } from "node:v8";

export const HEAP_GROWING_PERCENT = 50;
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];

/**
 * glibc's malloc, in the server's environment (`npm start`, the Dockerfile; other C libraries ignore
 * it). Every cache hit inflates its page into a new 100-170 KB buffer: glibc raised its mmap
 * threshold past that size after the first such buffer was freed, kept the rest in its heaps, and an
 * arena per thread fragmented them, so RSS grew by 40-50 MB over the first pass of hits on 1,000
 * shops. Two arenas and a fixed 64 KB threshold (buffers above it are mapped and given back when
 * freed) took the highest RSS from 590 to 552 MB (npm run bench:tenants, 1,000 shops).
 */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536" };

const FLAG = /^--heap[-_]growing[-_]percent(=|$)/;

/**
 * Sets V8's heap growing factor to 1 + HEAP_GROWING_PERCENT / 100, unless node was started with a
 * factor of its own (on its command line or in NODE_OPTIONS). True when it set it.
 */
export function boundHeapGrowth(
  /** @type {{ execArgv?: string[]; nodeOptions?: string; setFlags?: (flags: string) => void }} */ {
    execArgv = process.execArgv,
    nodeOptions = process.env.NODE_OPTIONS ?? "",
    setFlags = setFlagsFromString,
  } = {},
) {
  if ([...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => FLAG.test(flag))) return false;
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
