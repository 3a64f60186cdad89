import { imageUrls } from "@/lib/images";
import type { ProductSummary } from "@/lib/shop-api/product-summary";
import { Carousel } from "@/components/catalogue/carousel";
import { StaticRegion } from "@/components/static-region/static-region";
import { FillImage, preloadFillImage } from "@/components/ui/fill-image";
import styles from "./product.module.css";

/** The product image slider autoplays every 2500 ms. */
const GALLERY_OPTIONS = { perView: 1, gap: 0, autoplayMs: 2500, pagination: true } as const;
const GALLERY_SIZES = "(min-width: 1216px) 580px, (min-width: 992px) 48vw, 100vw";

/**
 * The product's images, a static region (a carousel when there are several); the first is the page's largest
 * paint and is preloaded.
 */
export function ProductGallery({ product: { name, image } }: { product: Pick<ProductSummary, "name" | "image"> }) {
  const images = imageUrls(image);
  const imageProps = (src: string, index: number) => ({
    src,
    alt: images.length > 1 ? `${name}, image ${index + 1} of ${images.length}` : name,
    sizes: GALLERY_SIZES,
    className: styles.galleryImg,
  });
  // The slides are a static region (plain markup), so the largest paint is preloaded here.
  if (images[0]) preloadFillImage(imageProps(images[0], 0));
  const slide = (src: string, index: number) => (
    <div key={src + index} className={styles.galleryImage}>
      <FillImage
        {...imageProps(src, index)}
        loading={index === 0 ? "eager" : "lazy"}
        fetchPriority={index === 0 ? "high" : undefined}
      />
    </div>
  );
  return (
    <StaticRegion as="div" className={styles.gallery}>
      {images.length > 1 ? (
        <Carousel label={`${name} images`} options={GALLERY_OPTIONS}>
          {images.map(slide)}
        </Carousel>
      ) : (
        images.map(slide)
      )}
    </StaticRegion>
  );
}
