import { getImageProps, type ImageProps } from "next/image";

type ImgProps = ReturnType<typeof getImageProps>["props"];

type FillImageProps = Omit<ImageProps, "fill" | "style" | "placeholder" | "preload" | "priority"> & {
  /**
   * The widest image the box can need (its widest rendering at 3x): wider candidates of next/image's
   * list are left out of `srcSet`, and `src` is the widest kept.
   */
  widest?: number;
};

/**
 * An image that fills its positioned box, as next/image's `fill` does, but placed by its class
 * (which must set `position: absolute; inset: 0; width: 100%; height: 100%; color: transparent`)
 * rather than by the inline style next/image repeats on every image (about 100 bytes each).
 */
export function FillImage({ alt, widest, ...rest }: FillImageProps) {
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
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...props} alt={alt} />;
}
