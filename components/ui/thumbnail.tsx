import { getImageProps, type ImageProps } from "next/image";

type ThumbnailProps = Pick<ImageProps, "src" | "alt" | "width" | "height" | "className" | "loading" | "fetchPriority">;

/**
 * A fixed-size image with next/image's optimised sources, as plain `<img>` markup: next/image's
 * component (its client code) stays out of the scripts every page loads (the header's logo, the cart
 * popup's and the search suggestions' thumbnails).
 */
export function Thumbnail(props: ThumbnailProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...getImageProps(props).props} />;
}
