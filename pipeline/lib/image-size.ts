/** Intrinsic size of an image under public/, so pages can reserve its space before it loads. */
import { readFileSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an SVG's width and height attributes; other formats are not used on this site. */
export function svgSize(file: string): ImageSize | undefined {
  const openingTag = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(openingTag)?.[1]);
  const size = { width: attribute('width'), height: attribute('height') };
  return size.width > 0 && size.height > 0 ? size : undefined;
}
