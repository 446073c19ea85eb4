/** An image from public/ with its intrinsic size, so the page never jumps while it loads. */
import type { ImageData } from '../content/types.ts';
import imageSizes from '../../generated/image-sizes.json';

interface Props {
  image: ImageData;
  className?: string;
  /** Images in the first screen load at once; the rest wait until they are near. */
  eager?: boolean;
}

export function Image({ image, className, eager = false }: Props) {
  const size = (imageSizes as Record<string, { width: number; height: number }>)[image.src];
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={size?.width}
      height={size?.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
}
