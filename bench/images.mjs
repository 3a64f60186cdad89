// Product-page images: is the main product image (the likely LCP element) preloaded or fetched
// with high priority, does the optimizer serve a modern format, do product images carry `sizes`?
import { fetchText, startTags } from "./html.mjs";

// Seeded product images live under shops/{id}/products/ (shop-API CONTRACT.md, "Images").
const PRODUCT_IMAGE = /\/products\//;
// What a browser that takes AVIF and WebP sends.
const IMAGE_ACCEPT = "image/avif,image/webp,*/*;q=0.8";

/** The URLs of a src or srcset value (candidates separated by commas, each with an optional descriptor). */
const candidates = (value) =>
  value
    .split(",")
    .map((c) => c.trim().split(/\s+/)[0])
    .filter(Boolean);

function imagePaths(value) {
  // /_next/image?url=… is unwrapped.
  return candidates(value).map((candidate) => {
    try {
      const u = new URL(candidate, "http://x");
      return u.pathname === "/_next/image" ? (u.searchParams.get("url") ?? "") : u.pathname;
    } catch {
      return candidate;
    }
  });
}

const isProductImage = (attrs) =>
  [attrs.src, attrs.srcset, attrs.href, attrs.imagesrcset].some(
    (v) => v && imagePaths(v).some((p) => PRODUCT_IMAGE.test(p)),
  );

/** The URL to ask the optimizer for: the srcset's third candidate (or its last), else src. */
function probeCandidate(attrs) {
  const srcset = candidates(attrs.srcset ?? attrs.imagesrcset ?? "");
  if (srcset.length) return srcset[Math.min(srcset.length - 1, 2)];
  return attrs.src ?? attrs.href ?? null;
}

export async function checkProductImages(pageUrl) {
  const html = await fetchText(pageUrl);
  const imgs = startTags(html, "img").filter((t) => isProductImage(t.attrs));
  const preloads = startTags(html, "link").filter(
    (t) =>
      /(^|\s)preload(\s|$)/i.test(t.attrs.rel ?? "") &&
      (t.attrs.as ?? "").toLowerCase() === "image" &&
      isProductImage(t.attrs),
  );
  const main = imgs[0] ?? null;
  const mainPaths = main
    ? imagePaths(`${main.attrs.src ?? ""},${main.attrs.srcset ?? ""}`).filter((p) => PRODUCT_IMAGE.test(p))
    : [];
  const mainPreloaded = preloads.some((p) =>
    imagePaths(`${p.attrs.href ?? ""},${p.attrs.imagesrcset ?? ""}`).some((path) => mainPaths.includes(path)),
  );
  const mainHighPriority = main ? (main.attrs.fetchpriority ?? "").toLowerCase() === "high" : false;
  const mainLazy = main ? (main.attrs.loading ?? "").toLowerCase() === "lazy" : false;

  // Format: what the optimizer answers to a browser that accepts AVIF and WebP.
  let format = null;
  if (main) {
    const candidate = probeCandidate(main.attrs);
    let imageUrl = new URL(candidate, pageUrl);
    const throughOptimizer = imageUrl.pathname === "/_next/image";
    if (!throughOptimizer) {
      imageUrl = new URL(`/_next/image?url=${encodeURIComponent(imageUrl.pathname)}&w=640&q=75`, pageUrl);
    }
    const res = await fetch(imageUrl, { headers: { accept: IMAGE_ACCEPT }, signal: AbortSignal.timeout(30_000) });
    const body = Buffer.from(await res.arrayBuffer());
    const contentType = res.headers.get("content-type") ?? "";
    format = {
      url: imageUrl.pathname + imageUrl.search,
      throughOptimizer,
      status: res.status,
      contentType,
      bytes: body.length,
      modern: res.status === 200 && /image\/(avif|webp)/.test(contentType),
    };
  }

  return {
    productImages: imgs.length,
    withSizes: imgs.filter((t) => (t.attrs.sizes ?? "").trim() !== "").length,
    sizesValues: [...new Set(imgs.map((t) => t.attrs.sizes ?? "(none)"))],
    main: main
      ? { snippet: main.raw.slice(0, 300), preloaded: mainPreloaded, highPriority: mainHighPriority, lazy: mainLazy }
      : null,
    preloadLinks: preloads.length,
    format,
  };
}

/**
 * Asks the image optimizer for every image candidate of a page (src, srcset, preload links) once,
 * as a browser would, so that Lighthouse measures warm images rather than the first resize.
 */
export async function warmImages(pageUrl, { max = 200 } = {}) {
  const html = await fetchText(pageUrl);
  const urls = new Set();
  for (const tag of [
    ...startTags(html, "img"),
    ...startTags(html, "link").filter((t) => (t.attrs.as ?? "") === "image"),
  ]) {
    for (const value of [tag.attrs.src, tag.attrs.srcset, tag.attrs.href, tag.attrs.imagesrcset]) {
      if (!value) continue;
      for (const candidate of candidates(value)) {
        const url = new URL(candidate, pageUrl);
        if (url.origin === new URL(pageUrl).origin) urls.add(url.href);
      }
    }
  }
  let failed = 0;
  for (const url of [...urls].slice(0, max)) {
    const res = await fetch(url, { headers: { accept: IMAGE_ACCEPT }, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (res.status !== 200) failed++;
  }
  return { requested: Math.min(urls.size, max), failed };
}

/**
 * The path of the image a page preloads first (a `<link rel="preload" as="image">`, its href or the
 * first candidate of its imagesrcset, with /_next/image unwrapped), e.g. `/media/shops/1/…/a.jpg`; null when none.
 */
export async function preloadedImagePath(pageUrl) {
  const html = await fetchText(pageUrl);
  const link = startTags(html, "link").find(
    (t) => /(^|\s)preload(\s|$)/i.test(t.attrs.rel ?? "") && (t.attrs.as ?? "").toLowerCase() === "image",
  );
  if (!link) return null;
  return imagePaths([link.attrs.href, link.attrs.imagesrcset].filter(Boolean).join(",")).find(Boolean) ?? null;
}
