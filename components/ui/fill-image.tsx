import { getImageProps, type ImageProps } from "next/image";

type ImgProps = ReturnType<typeof getImageProps>["props"];

type FillImageProps = Omit<ImageProps, "fill" | "style" | "placeholder" | "preload" | "priority">;

/**
 * An image that fills its positioned box, as next/image's `fill` does, but placed by its class
 * (which must set `position: absolute; inset: 0; width: 100%; height: 100%; color: transparent`)
 * rather than by the inline style next/image repeats on every image (about 100 bytes each).
 */
export function FillImage({ alt, ...rest }: FillImageProps) {
  const props: Partial<ImgProps> = getImageProps({ ...rest, alt, fill: true }).props;
  // Left out, not set to undefined: a server component's payload would carry that on every image.
  delete props.style;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...props} alt={alt} />;
}
