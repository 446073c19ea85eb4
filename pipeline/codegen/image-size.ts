/** Intrinsic size of an image under public/, so pages can reserve its space before it loads. */
import { readFileSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an SVG file's width and height attributes; other formats are not used on this site. */
export const svgSize = (file: string): ImageSize | undefined => svgSizeOf(readFileSync(file, 'utf8'));

/** The width and height attributes of an SVG's text (the editor checks an upload's before it is written). */
export function svgSizeOf(text: string): ImageSize | undefined {
  const openingTag = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(openingTag)?.[1]);
  const size = { width: attribute('width'), height: attribute('height') };
  return size.width > 0 && size.height > 0 ? size : undefined;
}
