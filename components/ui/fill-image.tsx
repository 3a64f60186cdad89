import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

type ImgProps = ReturnType<typeof getImageProps>["props"];

type FillImageProps = Omit<ImageProps, "fill" | "style" | "placeholder" | "preload" | "priority"> & {
  /**
   * The widest image the box can need (its widest rendering at 3x): wider candidates of next/image's
   * list are left out of `srcSet`, and `src` is the widest kept.
   */
  widest?: number;
};

function fillImageProps({ alt, widest, ...rest }: FillImageProps): Partial<ImgProps> {
  const props: Partial<ImgProps> = getImageProps({ ...rest, alt, fill: true }).props;
  // Left out, not set to undefined: a server component's payload would carry that on every image.
  delete props.style;
  if (widest !== undefined && props.srcSet) {
    const kept = props.srcSet.split(", ").filter((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]) <= widest);
    if (kept.length > 0) {
      props.srcSet = kept.join(", ");
      props.src = kept.at(-1)!.replace(/ \d+w$/, "");
    }
  }
  return props;
}

/**
 * An image that fills its positioned box, as next/image's `fill` does, but placed by its class
 * (which must set `position: absolute; inset: 0; width: 100%; height: 100%; color: transparent`)
 * rather than by the inline style next/image repeats on every image (about 100 bytes each).
 * Plain markup: it renders in static regions too (docs/adr/0013-static-regions.md).
 */
export function FillImage(props: FillImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...fillImageProps(props)} alt={props.alt} />;
}

/**
 * Preloads, at high priority, the image a FillImage with the same props shows: what next/image's
 * `preload` does. For the page's largest paint when it is inside a static region, whose images React
 * does not see; call it from the server component that renders the region, not from inside it.
 */
export function preloadFillImage(props: FillImageProps): void {
  const { src, srcSet, sizes } = fillImageProps(props);
  if (src) preload(src, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
}
