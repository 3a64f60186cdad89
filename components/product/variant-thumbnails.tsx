import { truncate } from "@/lib/text";
import { imageUrl } from "@/lib/images";
import type { ProductSummary } from "@/lib/shop-api/product-summary";
import { Carousel } from "@/components/catalogue/carousel";
import { StaticRegion } from "@/components/static-region/static-region";
import { FillImage } from "@/components/ui/fill-image";
import styles from "./product.module.css";
import { productHref } from "@/lib/routing";

/** Variant thumbnails, 3 per view. */
const VARIANT_OPTIONS = { perView: 3, gap: 12, navigation: true } as const;
const VARIANT_NAME_LENGTH = 25;

/** Every variant of the product; choosing one loads that variant's own page (`/product/{uuid}`). */
export function VariantThumbnails({
  variants,
  currentUuid,
}: {
  variants: readonly Pick<ProductSummary, "uuid" | "name" | "image">[];
  currentUuid: string;
}) {
  if (variants.length < 2) return null;
  return (
    <StaticRegion as="nav" className={styles.variants} aria-label="Variants">
      <Carousel label="Variants" options={VARIANT_OPTIONS}>
        {variants.map((variant) => {
          const current = variant.uuid === currentUuid;
          return (
            <a
              key={variant.uuid}
              href={productHref(variant.uuid)}
              className={`${styles.variant} ${current ? styles.variantCurrent : ""}`}
              aria-current={current ? "page" : undefined}
              title={variant.name}
            >
              <span className={styles.variantImage}>
                <FillImage
                  src={imageUrl(variant.image)}
                  alt=""
                  sizes="120px"
                  className={styles.galleryImg}
                  loading="lazy"
                />
              </span>
              <span className={styles.variantName}>{truncate(variant.name, VARIANT_NAME_LENGTH)}</span>
            </a>
          );
        })}
      </Carousel>
    </StaticRegion>
  );
}
