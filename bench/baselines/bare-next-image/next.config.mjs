// The image floor of `npm run bench`: the bare page (bench/baselines/bare-next) with one image above
// the fold, optimised by next/image under the storefront's image settings (next.config.ts `images`),
// so that its largest paint costs the same requests as the storefront's: the document, then the
// preloaded /_next/image response, which the optimizer makes from /media/… (app/media here).
const config = {
  images: {
    localPatterns: [{ pathname: "/media/**", search: "" }],
    qualities: [75],
    deviceSizes: [640, 750, 1080, 1200, 1920, 3840],
    imageSizes: [64, 96, 128, 256, 384],
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
};

export default config;
