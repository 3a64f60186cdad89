#!/usr/bin/env node
// `npm run bench`: builds and starts the storefront on the reference shop API (fresh temporary
// database), a bare Next.js page of the same version, that page behind a host rewrite and that page
// with one optimised image as its largest paint (the three floors), every server on the Node that
// runs this script (the project's Node 24), then measures the critical path,
// Lighthouse (simulated and applied throttling), first-load JavaScript, throughput, signed-in
// interactions, the first tap that works on a throttled phone, shop-API calls per warm view and
// product images, and writes the "Storefront" section of BENCHMARKS.md; then the "Tenant scale" section (bench/tenants.mjs, BENCH_SKIP_TENANTS=1
// skips it). A missed target is reported, not fatal; an error (a server that does not start, a page
// that fails, a Lighthouse error) exits 1.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  BARE_DIR,
  BARE_IMAGE_DIR,
  BARE_REWRITE_DIR,
  NEXT_BIN,
  STOREFRONT_DIST_DIR,
  ensureBareBuild,
  ensureBareImageBuild,
  ensureBareRewriteBuild,
  ensureStorefrontBuild,
  nextVersion,
  readStorefrontBuildId,
  storefrontDistDir,
} from "./build.mjs";
import { criticalPath } from "./critical-path.mjs";
import { rawGet } from "./html.mjs";
import { checkProductImages, preloadedImagePath, warmImages } from "./images.mjs";
import { clientModuleNames, firstLoadJs } from "./first-load-js.mjs";
import { firstTaps } from "./first-tap.mjs";
import { countHydrated } from "./hydration.mjs";
import { largestPaints } from "./lcp-image.mjs";
import { lighthouseAll, lighthouseVersion } from "./lighthouse.mjs";
import { loadTests, wrkVersion } from "./load.mjs";
import { renderSection, writeSection } from "./report.mjs";
import { measureIndex, measureRoute, renderSearchTable } from "./search.mjs";
import { portInUse, startPixelStub, startProcess, waitForHttp } from "./servers.mjs";
import { benchPorts, describeMachine, ENV_HELP, measuredAt, readSettings, ROOT } from "./settings.mjs";
import { signIn, timeInteractions } from "./session.mjs";
import { readTelemetrySettings, runTelemetryBench } from "./telemetry.mjs";
import { readTenantSettings, runTenantBench } from "./tenants.mjs";
import { countUpstreamCalls } from "./upstream.mjs";
import { warmLinkedPages } from "./warm.mjs";
import { warmLoads } from "./warm-load.mjs";

const log = (message) => console.log(`bench: ${message}`);

function chromiumVersion(path) {
  const out = spawnSync(path, ["--version"], { encoding: "utf8" });
  return (out.stdout ?? "").trim().split("\n").pop() || "Chromium (version unknown)";
}

async function apiJson(apiUrl, path, init) {
  const res = await fetch(`${apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = await res.json();
  if (res.status !== 200 || body.status !== true)
    throw new Error(`shop API ${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** A seeded header category, a visible product, a blog post and orderable products of demo shop 1, read from the API. */
async function discoverPages(apiUrl, origin) {
  const site = `site_url=${encodeURIComponent(origin)}`;
  const attributes = await apiJson(apiUrl, `/api/site-attribute?${site}`);
  const category =
    attributes.data.find((a) => a.field_type === "select" && a.is_header_attr === 1) ??
    attributes.data.find((a) => a.field_type === "select");
  if (!category) throw new Error("the shop API has no category group (field_type select)");
  const listing = await apiJson(apiUrl, `/api/products?${site}&page=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const product = listing.data.data.find((i) => i.status === 1 && i.item_image) ?? listing.data.data[0];
  if (!product) throw new Error("the shop API lists no product");
  const blogs = await apiJson(apiUrl, `/api/blogs?${site}&page=1`).catch(() => null);
  const post = blogs?.data?.data?.[0] ?? blogs?.data?.[0];
  return {
    categoryPath: `/catagory/${category.fk_column_name}/${category.setting_id}`,
    productPath: `/product/${product.uuid}`,
    blogPath: post ? `/BlogDetail/${post.blog_id}` : null,
    orderable: listing.data.data.filter((i) => i.status === 1 && Number(i.stock) >= 10).map((i) => i.uuid),
  };
}

async function main() {
  if (process.argv.includes("--help")) {
    console.log(
      `npm run bench: storefront speed against a bare Next.js page, and its throughput also against that page behind a host rewrite.\n\n${ENV_HELP}`,
    );
    return;
  }
  const settings = readSettings();
  const runs = (phase) => settings.phases === null || settings.phases.includes(phase);
  // The telemetry overhead runs on servers of its own (bench/telemetry.mjs): asked for alone, nothing else starts.
  if (settings.phases?.every((phase) => phase === "telemetry")) {
    await runTelemetryBench(readTelemetrySettings(), { write: false });
    return;
  }
  if (runs("load")) log(`load generator: ${wrkVersion()}`); // fails early, with how to install it, when wrk is missing
  if (settings.phases) log(`phases: ${settings.phases.join(", ")} only; BENCHMARKS.md is left alone`);
  log(
    `settings: ${settings.lighthouseRuns} Lighthouse run(s) per page, ${settings.loadSeconds} s x ${settings.connections} connections, ${settings.views} views`,
  );

  for (const port of benchPorts(settings)) {
    if (await portInUse(port))
      throw new Error(`port ${port} is in use: stop what runs there or choose other BENCH_*PORT values`);
  }

  const builds = {
    storefront: await ensureStorefrontBuild(settings.skipBuild, `http://127.0.0.1:${settings.pixelPort}/fbevents.js`),
    bare: await ensureBareBuild(),
    bareRewrite: await ensureBareRewriteBuild(),
    bareImage: await ensureBareImageBuild(),
  };
  if (builds.storefront.stale)
    log(`warning: the storefront build in ${STOREFRONT_DIST_DIR} is older than its sources (BENCH_SKIP_BUILD)`);
  const loadStart = loadavg()[0]; // after the builds: the machine as the measurements find it
  log(`1-minute load average ${loadStart.toFixed(1)}`);

  const origin = `http://localhost:${settings.port}`;
  const apiUrl = `http://127.0.0.1:${settings.apiPort}`;
  const bareUrl = `http://localhost:${settings.barePort}`;
  const bareRewriteUrl = `http://localhost:${settings.bareRewritePort}`;
  const bareImageUrl = `http://localhost:${settings.bareImagePort}`;
  const tmp = mkdtempSync(join(tmpdir(), "storefront-bench-"));
  // Production refuses to start without a server key of its own, shared by both servers.
  const serverKey = randomBytes(24).toString("hex");
  process.on("exit", () => rmSync(tmp, { recursive: true, force: true })); // also after Ctrl+C
  const stops = [];
  try {
    const stub = await startPixelStub(settings.pixelPort);
    stops.push(() => stub.stop());

    const api = startProcess({
      name: "shop API",
      command: process.execPath,
      args: [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "packages/shop-api/src/main.ts"],
      cwd: ROOT,
      env: {
        SHOP_API_PORT: String(settings.apiPort),
        SHOP_API_DB: join(tmp, "shop.db"),
        DEMO_SHOP_ORIGINS: `${origin},http://127.0.0.1:${settings.port}`,
        SHOP_API_SERVER_KEY: serverKey,
      },
    });
    stops.push(() => api.stop());
    await waitForHttp(api, `${apiUrl}/api/gym-theme?site_url=${encodeURIComponent(origin)}`);
    log(`shop API up on ${apiUrl} (database ${join(tmp, "shop.db")})`);

    // `next start` of a build, in its own process group.
    log(`Node ${process.version} (${process.execPath}) for every server`);
    const startNext = (name, cwd, port, env = {}) => {
      const server = startProcess({
        name,
        command: process.execPath,
        args: [NEXT_BIN, "start", "-p", String(port)],
        cwd,
        env: { PORT: String(port), NEXT_TELEMETRY_DISABLED: "1", ...env },
      });
      stops.push(() => server.stop());
      return server;
    };
    const storefrontEnv = (port) => ({
      SHOP_API_URL: apiUrl,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SHOP_API_SERVER_KEY: serverKey,
      ALLOWED_HOSTS: `localhost:${port},127.0.0.1:${port}`,
      PIXEL_SCRIPT_URL: stub.url,
      BENCH_DIST_DIR: STOREFRONT_DIST_DIR,
      // The search measurement spreads its calls over client addresses (X-Forwarded-For) to stay
      // under the per-address limit; only forwarded requests are affected, and the others send none.
      TRUST_PROXY: "1",
    });
    // The storefront as `npm start` runs it (server.mjs: it inlines the stylesheet into documents),
    // its request log at warn: a line per request read by this process would load the machine under test.
    const web = startProcess({
      name: "storefront",
      command: process.execPath,
      args: [join(ROOT, "server.mjs")],
      cwd: ROOT,
      env: {
        PORT: String(settings.port),
        NEXT_TELEMETRY_DISABLED: "1",
        LOG_LEVEL: "warn",
        ...storefrontEnv(settings.port),
      },
    });
    stops.push(() => web.stop());
    const bare = startNext("bare Next.js page", BARE_DIR, settings.barePort);
    const bareRewrite = startNext("bare page behind a host rewrite", BARE_REWRITE_DIR, settings.bareRewritePort);
    await waitForHttp(web, `${origin}/`);
    await waitForHttp(bare, `${bareUrl}/`);
    await waitForHttp(bareRewrite, `${bareRewriteUrl}/`);
    log(`storefront up on ${origin}, bare page on ${bareUrl}, bare page behind a host rewrite on ${bareRewriteUrl}`);

    const { categoryPath, productPath, blogPath, orderable } = await discoverPages(apiUrl, origin);
    // The image floor shows the product page's largest paint: the image that page preloads, read by
    // the floor's /media route from the shop API's /storage/, as the storefront's /media route reads it.
    const lcpImagePath = await preloadedImagePath(`${origin}${productPath}`);
    if (!lcpImagePath?.startsWith("/media/"))
      throw new Error(`the product page ${productPath} preloads no /media/ image (got ${lcpImagePath})`);
    const bareImage = startNext("bare page with an image", BARE_IMAGE_DIR, settings.bareImagePort, {
      BENCH_FLOOR_IMAGE_URL: `${apiUrl}/storage/${lcpImagePath.slice("/media/".length)}`,
    });
    await waitForHttp(bareImage, `${bareImageUrl}/`);
    log(`bare page with an image on ${bareImageUrl}, its image the product page's ${lcpImagePath}`);
    const pages = [
      { key: "bare", label: "Bare Next.js page", path: "/", url: `${bareUrl}/` },
      // The second floor: only first-load JS and throughput (Lighthouse of the storefront is compared with the plain bare page).
      { key: "bareRewrite", label: "Bare page + host rewrite", path: "/", url: `${bareRewriteUrl}/` },
      // The third floor, for the LCP target: the bare page whose largest paint is the product page's image.
      { key: "bareImage", label: "Bare page + LCP image", path: "/", url: `${bareImageUrl}/` },
      { key: "home", label: "Home", path: "/", url: `${origin}/` },
      { key: "category", label: "Category", path: categoryPath, url: `${origin}${categoryPath}` },
      { key: "product", label: "Product", path: productPath, url: `${origin}${productPath}` },
      ...(blogPath ? [{ key: "blog", label: "Blog post", path: blogPath, url: `${origin}${blogPath}` }] : []),
      // Signed in (the route redirects a visitor without a session): critical path and first-load JS only.
      {
        key: "orderSummary",
        label: "Order summary",
        path: "/order-summary",
        url: `${origin}/order-summary`,
        signedIn: true,
      },
    ];
    const cookie = await signIn(origin);
    for (const page of pages.filter((p) => !p.signedIn)) {
      const res = await rawGet(page.url, page.headers);
      const server = { bare, bareRewrite, bareImage }[page.key] ?? web;
      if (res.status !== 200) throw new Error(`${page.label} ${page.url} answered ${res.status}:\n${server.tail()}`);
    }
    // The pages of these keys that this run has (a shop without blog posts has no blog page).
    const byKey = (...keys) => keys.map((k) => pages.find((p) => p.key === k)).filter(Boolean);

    let upstream = new Map();
    if (runs("upstream")) {
      log("counting shop-API calls per warm page view ...");
      upstream = await countUpstreamCalls({
        api,
        apiUrl,
        pages: byKey("home", "category", "product"),
        views: settings.views,
      });
    }

    const js = new Map();
    if (runs("js")) {
      log("measuring first-load JavaScript ...");
      const names = new Map([
        ...clientModuleNames(join(BARE_DIR, ".next")),
        ...clientModuleNames(join(BARE_REWRITE_DIR, ".next")),
        ...clientModuleNames(storefrontDistDir()),
      ]);
      for (const page of pages) js.set(page.key, await firstLoadJs(page.url, names, page.signedIn ? { cookie } : {}));
    }

    const critical = new Map();
    if (runs("critical")) {
      log("reading the critical path of each page ...");
      for (const page of pages.filter((p) => p.key !== "bareRewrite"))
        critical.set(page.key, await criticalPath(page.url, page.signedIn ? { cookie } : {}));
    }

    let images = null;
    if (runs("images")) {
      log("checking product images ...");
      const [productPage] = byKey("product");
      images = await checkProductImages(productPage.url);
    }

    for (const page of byKey("bareImage", "home", "category", "product")) {
      const warmed = await warmImages(page.url);
      const linked = await warmLinkedPages(page.url);
      log(
        `warmed ${warmed.requested} image URL(s) and ${linked.pages} linked page(s) of ${page.label}${warmed.failed + linked.failed ? ` (${warmed.failed + linked.failed} failed)` : ""}`,
      );
    }

    const lighthousePages = byKey("bare", "bareImage", "home", "category", "product");
    let lighthouse = new Map();
    let paints = null;
    if (runs("lighthouse")) {
      log("reading each page's largest paint on Lighthouse's phone ...");
      paints = await largestPaints(lighthousePages, settings.chromePath);
      log(
        `Lighthouse: ${settings.lighthouseRuns} simulated and ${settings.lighthouseDevtoolsRuns} applied-throttling run(s) of ${lighthousePages.length} pages ...`,
      );
      lighthouse = await lighthouseAll(lighthousePages, {
        runs: settings.lighthouseRuns,
        chromePath: settings.chromePath,
        tmpDir: tmp,
        log,
      });
    }
    const lighthouseDevtools =
      settings.lighthouseDevtoolsRuns && runs("lighthouse")
        ? await lighthouseAll(lighthousePages, {
            runs: settings.lighthouseDevtoolsRuns,
            chromePath: settings.chromePath,
            tmpDir: tmp,
            log,
            throttling: "devtools",
          })
        : new Map();

    let warmLoad = new Map();
    if (runs("warm")) {
      log(`repeat visits: ${settings.warmLoadRuns} second loads per page with the browser's cache primed ...`);
      warmLoad = await warmLoads(lighthousePages, {
        runs: settings.warmLoadRuns,
        chromePath: settings.chromePath,
        log,
      });
    }

    let taps = new Map();
    if (settings.tapRuns > 0 && runs("taps")) {
      log(`first tap that works: ${settings.tapRuns} run(s) per page on a throttled phone ...`);
      taps = await firstTaps(byKey("bare", "product", "category"), {
        runs: settings.tapRuns,
        chromePath: settings.chromePath,
        log,
      });
    }

    let hydration = null;
    if (runs("hydration")) {
      log("counting the elements and fibers React hydrates ...");
      hydration = await countHydrated(
        byKey("bare", "bareImage", "home", "category", "product", "blog"),
        settings.chromePath,
      );
    }

    let load = new Map();
    if (runs("load")) {
      const rounds = settings.loadSeconds >= 10 ? 2 : 1;
      log(
        `load: ${settings.loadSeconds} s per page with ${settings.connections} connections, in ${rounds} round(s) ...`,
      );
      // The CPU each page costs: every process of the servers that answer it (the storefront's
      // pages may call the shop API), from /proc, over the load.
      const servers = {
        bare: [{ role: "bare page", server: bare }],
        bareRewrite: [{ role: "bare page + rewrite", server: bareRewrite }],
      };
      const loadPages = byKey("bare", "bareRewrite", "product", "category").map((page) => ({
        ...page,
        servers: servers[page.key] ?? [
          { role: "storefront", server: web },
          { role: "shop API", server: api },
        ],
      }));
      load = await loadTests(loadPages, {
        connections: settings.connections,
        seconds: settings.loadSeconds,
        rounds,
        log,
      });
    }

    let interactions = null;
    if (settings.interactionRounds > 0 && runs("interactions")) {
      log(`interactions: ${settings.interactionRounds} signed-in add-to-cart + cash-on-delivery rounds ...`);
      interactions = await timeInteractions(origin, cookie, orderable.slice(0, 16), {
        rounds: settings.interactionRounds,
      });
    }

    let search = null;
    if (runs("search")) {
      log("search: suggestion route and product index ...");
      search = renderSearchTable(await measureRoute(origin), await measureIndex());
    }

    for (const server of [api, web, bare, bareRewrite, bareImage]) {
      if (server.child.exitCode !== null) throw new Error(`${server.name} stopped during the bench:\n${server.tail()}`);
    }
    // Another bench run building at the same time would have changed what was measured half-way.
    if (readStorefrontBuildId() !== builds.storefront.id)
      throw new Error(`${STOREFRONT_DIST_DIR} was rebuilt during the bench (another bench run?): run it again`);

    const data = {
      date: measuredAt(),
      machine: describeMachine(loadStart, {
        next: nextVersion(),
        lighthouse: lighthouseVersion(),
        chromium: chromiumVersion(settings.chromePath),
        loadGenerator: runs("load") ? wrkVersion() : null,
      }),
      settings,
      builds,
      origin,
      storefrontDistDir: STOREFRONT_DIST_DIR,
      pages,
      lighthouse,
      lighthouseDevtools,
      paints,
      warmLoad,
      critical,
      interactions,
      taps,
      hydration,
      js,
      load,
      upstream,
      images,
      search,
      note: process.env.BENCH_NOTE?.trim() || "",
    };
    const { markdown, missed } = renderSection(data);
    console.log(`\n${markdown}`);
    if (!settings.noWrite && !settings.phases) {
      writeSection(join(ROOT, "BENCHMARKS.md"), markdown);
      log(`wrote the "Storefront" section of BENCHMARKS.md`);
    }
    log(missed.length ? `${missed.length} target(s) missed (see above)` : "every target met");
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }

  // The "Tenant scale" section: one build serving 10, 100 and 1,000 shops (bench/tenants.mjs), on its own servers.
  if (settings.phases && !settings.phases.includes("tenants")) log("tenant scale skipped (BENCH_PHASES)");
  else if (flagSet("BENCH_SKIP_TENANTS")) log("tenant scale skipped (BENCH_SKIP_TENANTS)");
  else await runTenantBench(readTenantSettings(), { write: !settings.noWrite && !settings.phases });

  // The "Operations telemetry overhead" section: metrics and traces on against off (bench/telemetry.mjs).
  // On the bench's own build (made above) unless BENCH_TELEMETRY_DIST_DIR names another.
  if (runs("telemetry"))
    await runTelemetryBench(
      readTelemetrySettings({
        ...process.env,
        BENCH_TELEMETRY_DIST_DIR: process.env.BENCH_TELEMETRY_DIST_DIR || STOREFRONT_DIST_DIR,
      }),
      { write: !settings.noWrite && !settings.phases },
    );
  else log("telemetry overhead skipped (BENCH_PHASES)");
}

function flagSet(name) {
  return ["1", "true", "yes", "on"].includes((process.env[name] ?? "").trim().toLowerCase());
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
