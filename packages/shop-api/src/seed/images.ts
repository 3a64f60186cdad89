import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { Rng } from "./prng";
import type { ShopProfile } from "./profiles";

/**
 * Real raster images drawn at seed time (SVG → sharp), stored under `${storageDir}/shops/{id}/`.
 * Paths returned are relative to the storage root, as the contract's image fields are.
 * A small pool of product pictures is reused across products to keep seeding fast, and a shop given
 * `reuse` (a later shop of the same profile) shows those of an earlier shop: rendering is most of a
 * shop's seed (about 0.3 s), so a thousand shops seed in seconds rather than minutes.
 */
export type ImageManifest = {
  logo: string;
  favicon: string;
  slides: string[];
  blogs: string[];
  products: string[];
};

export const PRODUCT_POOL_SIZE = 16;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function productSvg(rng: Rng, palette: readonly string[], label: string): string {
  const bg = rng.pick(palette);
  let shapes = "";
  for (let i = 0; i < 5; i++) {
    const fill = rng.pick(palette);
    const x = rng.int(80, 720);
    const y = rng.int(80, 600);
    shapes += rng.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${rng.int(60, 220)}" fill="${fill}" fill-opacity="0.85"/>`
      : `<rect x="${x - 150}" y="${y - 100}" width="${rng.int(120, 320)}" height="${rng.int(120, 320)}" rx="24" fill="${fill}" fill-opacity="0.85" transform="rotate(${rng.int(-30, 30)} ${x} ${y})"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
<rect width="800" height="800" fill="${bg}"/>${shapes}
<rect x="0" y="660" width="800" height="140" fill="#000" fill-opacity="0.45"/>
<text x="400" y="750" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

/** A gradient banner; slides get no title because the storefront draws their heading over them. */
function bannerSvg(width: number, height: number, from: string, to: string, title?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${height * 0.35}" fill="#fff" fill-opacity="0.18"/>
<circle cx="${width * 0.15}" cy="${height * 0.85}" r="${height * 0.25}" fill="#fff" fill-opacity="0.12"/>
${title ? `<text x="${width / 2}" y="${height / 2 + 20}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 9)}" text-anchor="middle" fill="#fff" fill-opacity="0.9">${escapeXml(title)}</text>` : ""}
</svg>`;
}

function logoSvg(profile: ShopProfile): string {
  // The logo sits on the header: its name is drawn in the header's text colour so it always shows.
  const primary = profile.colors.gen_theme_primary_color;
  const accent = profile.colors.gen_theme_secondary_color;
  const mark =
    profile.key === "aurora"
      ? `<circle cx="60" cy="60" r="44" fill="${accent}"/><path d="M20 92 Q60 20 100 92 Z" fill="${primary}"/>`
      : `<polygon points="60,14 106,100 14,100" fill="${primary}"/><polygon points="60,46 86,100 34,100" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="120">
${mark}
<text x="124" y="78" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="${profile.colors.header_text_color}">${escapeXml(profile.company_name)}</text>
</svg>`;
}

async function write(storageDir: string, relPath: string, data: Buffer): Promise<string> {
  const full = join(storageDir, relPath);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, data);
  return relPath;
}

export async function generateShopImages(
  storageDir: string,
  shopId: number,
  profile: ShopProfile,
  rng: Rng,
  reuse?: ImageManifest,
): Promise<ImageManifest> {
  const base = `shops/${shopId}`;
  const nouns = profile.categories.flatMap((c) => c.nouns);
  const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: false }).toBuffer();

  // Draw the SVGs in a fixed order (deterministic), render them in parallel. A reused manifest still
  // draws them: the random numbers they take leave the shop's catalogue as it would be otherwise.
  const productSvgs = Array.from({ length: PRODUCT_POOL_SIZE }, (_, i) =>
    productSvg(rng, profile.palette, nouns[i % nouns.length] ?? "Product"),
  );
  if (reuse) return reuse;
  const [c0, c1, c2, c3] = profile.palette;
  const slideSvgs = [0, 1, 2].map((i) =>
    bannerSvg(1600, 600, profile.palette[i] ?? c0 ?? "#333", profile.palette[i + 3] ?? c1 ?? "#666"),
  );
  const blogSvgs = [0, 1, 2, 3].map((i) =>
    bannerSvg(
      1200,
      675,
      profile.palette[(i + 1) % profile.palette.length] ?? c2 ?? "#333",
      profile.palette[(i + 5) % profile.palette.length] ?? c3 ?? "#666",
      `${profile.company_name} journal`,
    ),
  );

  const [products, slides, blogs, logo, favicon] = await Promise.all([
    Promise.all(
      productSvgs.map(async (svg, i) => write(storageDir, `${base}/products/pool-${i + 1}.jpg`, await jpeg(svg))),
    ),
    Promise.all(
      slideSvgs.map(async (svg, i) => write(storageDir, `${base}/slides/slide-${i + 1}.jpg`, await jpeg(svg))),
    ),
    Promise.all(blogSvgs.map(async (svg, i) => write(storageDir, `${base}/blogs/blog-${i + 1}.jpg`, await jpeg(svg)))),
    sharp(Buffer.from(logoSvg(profile)))
      .png()
      .toBuffer()
      .then((b) => write(storageDir, `${base}/logo.png`, b)),
    sharp(Buffer.from(logoSvg(profile)))
      .extract({ left: 0, top: 0, width: 120, height: 120 })
      .resize(64, 64)
      .png()
      .toBuffer()
      .then((b) => write(storageDir, `${base}/favicon.png`, b)),
  ]);
  return { logo, favicon, slides, blogs, products };
}
