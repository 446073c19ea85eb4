/** An image from public/ with its intrinsic size, so the page never jumps while it loads. */
import type { ImageData } from '../content/types.ts';
import imageSizes from '../../generated/image-sizes.json';

interface Props {
  image: ImageData;
  className?: string;
  /** Images in the first screen load at once; the rest wait until they are near. */
  eager?: boolean;
  /**
   * How its request ranks against the page's others. An eager image is taken for the first screen's main picture
   * (the page's largest paint) and goes first; a small first-screen image that is not (the logo) says `low`, so it
   * never holds up the text, the main picture or the font.
   */
  priority?: 'high' | 'low';
  /** Called once the picture has arrived and can be drawn, or when it cannot be had (`onError`). */
  onLoad?: () => void;
  onError?: () => void;
}

/** The intrinsic size of an image under public/ (from generated/image-sizes.json), when it has one. */
export const imageSizeOf = (src: string) =>
  (imageSizes as Record<string, { width: number; height: number } | undefined>)[src];

export function Image({
  image,
  className,
  eager = false,
  priority = eager ? 'high' : undefined,
  onLoad,
  onError,
}: Props) {
  const size = imageSizeOf(image.src);
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={size?.width}
      height={size?.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: priority } : {})}
      className={className}
      onLoad={onLoad}
      onError={onError}
    />
  );
}
