#!/usr/bin/env node
// Search speed: the suggestion route's latency against a running storefront (warm index of the
// demo shop, sequential requests on loopback), and the product index's build time and memory with a
// generated catalogue, measured directly on lib/search/product-index.ts. Prints a markdown table.
//
//   node bench/search.mjs [storefront origin, default http://localhost:3000]
//   node bench/search.mjs --index   (the index alone: 50-word queries, no storefront needed)
//   SEARCH_BENCH_REQUESTS (default 1000), SEARCH_BENCH_PRODUCTS (default 10000)
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { tsImport } from "tsx/esm/api";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");

/** Aurora Outfitters (demo shop 1) words: prefixes, whole names, a typo, several words, no match. */
const QUERIES = [
  "ja",
  "jack",
  "classic",
  "classic sh",
  "dres",
  "desrt",
  "linen tee",
  "oasis",
  "sneak",
  "watch",
  "premium belt",
  "zzqx",
];

/** Queries of 50 words (the most MAX_QUERY_LENGTH leaves room for): one word repeated, and 50 different short words. */
const FLOOD_QUERIES = {
  repeated: Array(50).fill("s").join(" "),
  distinct: Array.from({ length: 50 }, (_, i) => (i < 36 ? i.toString(36) : `${(i - 26).toString(36)}a`)).join(" "),
};

export const TARGETS = { p50Ms: 10, p99Ms: 50, floodMs: 20 };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/**
 * p50/p99 of `GET {origin}/api/search?q=` over `requests` sequential calls after a warm-up, and,
 * interleaved so that both see the same machine, of the same route with an empty query (no
 * search: the floor of the route handler itself).
 */
export async function measureRoute(origin, requests = 1000) {
  let sent = Math.floor(Math.random() * 60_000) * 100; // a new range of addresses each run
  const ask = async (q) => {
    // A fresh client address every 100 calls keeps the per-address limit (120 a minute) out of the way.
    const client = Math.floor(sent++ / 100);
    const started = performance.now();
    const response = await fetch(`${origin}/api/search?q=${encodeURIComponent(q)}`, {
      headers: { "x-forwarded-for": `198.18.${(client >> 8) & 255}.${client & 255}` },
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET /api/search?q=${q} answered ${response.status}`);
    return ms;
  };
  for (let i = 0; i < 50; i++) await ask(QUERIES[i % QUERIES.length]); // builds the index, warms the route
  const search = [];
  const floor = [];
  for (let i = 0; i < requests; i++) {
    search.push(await ask(QUERIES[i % QUERIES.length]));
    if (i % 4 === 0) floor.push(await ask(""));
  }
  return { requests, ...summary(search), floor: summary(floor) };
}

/** A catalogue of `count` products with names, categories and options like a real shop's. */
function generatedCatalogue(count) {
  const adjectives = [
    "Classic",
    "Desert",
    "Coastal",
    "Urban",
    "Linen",
    "Everyday",
    "Premium",
    "Breeze",
    "Oasis",
    "Dune",
    "Fjord",
    "Harbour",
    "Heather",
    "Oak",
    "Granite",
    "Moorland",
    "Birch",
    "Cove",
    "Highland",
    "Larch",
  ];
  const groups = [
    ["Men Wear", ["Shirts", "T Shirts", "Jeans", "Jackets"], ["Shirt", "Tee", "Jeans", "Jacket"]],
    ["Women Wear", ["Dresses", "Tops", "Skirts", "Cardigans"], ["Dress", "Top", "Skirt", "Cardigan"]],
    ["Outdoor Gear", ["Tents", "Backpacks", "Lanterns", "Bottles"], ["Tent", "Backpack", "Lantern", "Bottle"]],
    ["Home Decor", ["Lamps", "Cushions", "Vases", "Frames"], ["Lamp", "Cushion", "Vase", "Frame"]],
  ];
  const materials = ["Cotton", "Wool", "Steel", "Ceramic", "Leather", "Canvas", "Bamboo", "Glass"];
  return Array.from({ length: count }, (_, k) => {
    const [category, options, nouns] = groups[k % groups.length];
    const o = (k >> 2) % options.length;
    return {
      uuid: `00000000-0000-4000-8000-${String(k).padStart(12, "0")}`,
      name: `${adjectives[(k * 7) % adjectives.length]} ${materials[(k >> 3) % materials.length]} ${nouns[o]} ${k}`,
      image: `shops/1/products/p${k}-1.jpg`,
      price: 10 + (k % 490),
      offer: k % 3 === 1 ? { type: "%", value: 10 } : null,
      visible: true,
      featured: false,
      isNew: k % 5 === 1,
      category,
      options: [options[o]],
    };
  });
}

/** Build time and retained heap of the index of `count` generated products, and its own search time. */
export async function measureIndex(count = 10_000) {
  const { buildProductIndex } = await tsImport("../lib/search/product-index.ts", import.meta.url);
  buildProductIndex(generatedCatalogue(100)).search("warm up");
  gc();
  const before = process.memoryUsage().heapUsed;
  let products = generatedCatalogue(count);
  const started = performance.now();
  const index = buildProductIndex(products);
  const buildMs = performance.now() - started;
  products = null;
  gc();
  const retained = process.memoryUsage().heapUsed - before;
  const times = [];
  for (let i = 0; i < 2000; i++) {
    const t = performance.now();
    index.search(QUERIES[i % QUERIES.length]);
    times.push(performance.now() - t);
  }
  const search = summary(times);
  const flood = {};
  for (const [kind, query] of Object.entries(FLOOD_QUERIES)) {
    const floodTimes = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      index.search(query);
      floodTimes.push(performance.now() - t);
    }
    flood[kind] = summary(floodTimes);
  }
  return { count: index.size, buildMs, bytes: retained, searchP50: search.p50, searchP99: search.p99, flood };
}

export function renderSearchTable(route, built) {
  const ms = (v) => `${v.toFixed(2)} ms`;
  const per1000 = built.count / 1000;
  const rows = [
    [
      "Suggestion route p50 (warm, loopback)",
      ms(route.p50),
      `< ${TARGETS.p50Ms} ms`,
      route.p50 < TARGETS.p50Ms ? "met" : "MISSED",
    ],
    ["Suggestion route p99", ms(route.p99), `< ${TARGETS.p99Ms} ms`, route.p99 < TARGETS.p99Ms ? "met" : "MISSED"],
    ["Same route, empty query (no search): p50 / p99", `${ms(route.floor.p50)} / ${ms(route.floor.p99)}`, "", "floor"],
    [`Index build, ${built.count.toLocaleString("en")} products`, ms(built.buildMs), "", ""],
    ["Index build per 1,000 products", ms(built.buildMs / per1000), "", ""],
    ["Index memory per 1,000 products", `${(built.bytes / per1000 / 1024 / 1024).toFixed(2)} MB`, "", ""],
    [
      `Index search p50 / p99 (${built.count.toLocaleString("en")} products)`,
      `${ms(built.searchP50)} / ${ms(built.searchP99)}`,
      "",
      "",
    ],
    ...Object.entries(built.flood).map(([kind, t]) => [
      `Index search, 50 ${kind} words: p50 / p99`,
      `${ms(t.p50)} / ${ms(t.p99)}`,
      `p99 < ${TARGETS.floodMs} ms`,
      t.p99 < TARGETS.floodMs ? "met" : "MISSED",
    ]),
  ];
  return [
    `| Search (${route.requests} sequential requests, ${QUERIES.length} queries) | Value | Target | |`,
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "--index") {
  const built = await measureIndex(Number(process.env.SEARCH_BENCH_PRODUCTS ?? 10_000));
  for (const [kind, t] of Object.entries(built.flood))
    console.log(`50 ${kind} words on ${built.count} products: p50 ${t.p50.toFixed(2)} ms, p99 ${t.p99.toFixed(2)} ms`);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] ?? "http://localhost:3000";
  const route = await measureRoute(origin, Number(process.env.SEARCH_BENCH_REQUESTS ?? 1000));
  const built = await measureIndex(Number(process.env.SEARCH_BENCH_PRODUCTS ?? 10_000));
  console.log(renderSearchTable(route, built));
}
