/** The share image: a real PNG of the right size, drawn with the brand face unpacked from its WOFF. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../pipeline/build/brand-font.ts';
import { renderShareImage, SHARE_IMAGE, shareImageSvg, wrapLines } from '../../pipeline/build/share-image.ts';

const text = {
  name: 'AI101',
  description: 'AI101 helps small businesses <put> AI to work & more.',
  siteUrl: 'https://ai101.agency/',
};

describe('share image', () => {
  it('is a PNG of 1200×630', () => {
    const png = renderShareImage(text);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
  });

  it('escapes its words and shows the bare host', () => {
    const svg = shareImageSvg(text);
    expect(svg).toContain('&lt;put&gt;');
    expect(svg).toContain('&amp; more.');
    expect(svg).not.toContain('<put>');
    expect(svg).toContain('>ai101.agency<');
  });

  it('unpacks the brand WOFF into a TrueType font with the same tables', () => {
    const woff = readFileSync(
      createRequire(import.meta.url).resolve(
        '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-600-normal.woff',
      ),
    );
    const font = woffToSfnt(woff);
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(font.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow(/WOFF/);
  });

  it('wraps words into at most the lines asked for, keeping their order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        (words, maxLines) => {
          const lines = wrapLines(words.join(' '), 20, maxLines);
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          if (lines.length < maxLines || words.join(' ').length <= 20) expect(lines.join(' ')).toBe(words.join(' '));
        },
      ),
    );
  });
});
