import { getImageProps } from "next/image";
import { preload } from "react-dom";

// The storefront's product gallery image (components/product/product-gallery.tsx): the same `sizes`,
// and on a phone the same box (the full width, 3:2, the image contained), so the browser picks the
// same candidate and renders it at about the same size.
const GALLERY_SIZES = "(min-width: 1216px) 580px, (min-width: 992px) 48vw, 100vw";

export default function Page() {
  const { props } = getImageProps({
    src: "/media/lcp.jpg",
    alt: "A product photo",
    sizes: GALLERY_SIZES,
    fill: true,
    loading: "eager",
    fetchPriority: "high",
    style: { objectFit: "contain" },
  });
  // What the storefront's preloadFillImage (components/ui/fill-image.tsx) does for its largest paint.
  preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  return (
    <main>
      <h1>Bare Next.js page with an image</h1>
      <p>Nothing but the framework and one optimised image: one server component, no client code of its own.</p>
      <div style={{ position: "relative", aspectRatio: "3 / 2", maxWidth: 580 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps */}
        <img {...props} alt={props.alt} />
      </div>
    </main>
  );
}
