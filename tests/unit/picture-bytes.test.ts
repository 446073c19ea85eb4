/**
 * What the editor's local backend takes as a picture (admin/server/picture-bytes.ts): every picture the site has passes; a
 * file whose bytes are another format than its name says, and an SVG that could run a script, are refused with a
 * reason an editor can act on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pictureProblem } from '../../admin/server/picture-bytes.ts';

const publicDir = join(process.cwd(), 'public');
const sitePictures = readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
  ['.svg', '.png', '.jpg', '.webp', '.avif'].includes(extname(path)),
);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');
/** An `ftyp` box of 28 bytes: major brand, minor version, two compatible brands. */
const ftyp = (major: string, compatible: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from(`ftyp${major}\0\0\0\0${compatible}mif1`, 'latin1')]);
const AVIF = ftyp('avif', 'miaf');
const HTML = Buffer.from('<!doctype html><script>alert(document.domain)</script>');

const svg = (inside: string, attributes = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"${attributes}>${inside}</svg>`);

describe('pictures by what they are', () => {
  it('takes every picture the site has', () => {
    expect(sitePictures.length).toBeGreaterThan(50);
    for (const path of sitePictures) {
      expect({ path, problem: pictureProblem(path, readFileSync(join(publicDir, path))) }).toEqual({
        path,
        problem: undefined,
      });
    }
  });

  it('takes each format by its signature, AVIF by a compatible brand too', () => {
    for (const [name, bytes] of [
      ['a.png', PNG],
      ['a.jpg', JPEG],
      ['a.webp', WEBP],
      ['a.avif', AVIF],
      ['a.avif', ftyp('mif1', 'avif')],
      ['a.avif', ftyp('avis', 'msf1')],
      ['A.PNG', PNG],
    ] as const)
      expect({ name, problem: pictureProblem(name, bytes) }).toEqual({ name, problem: undefined });
  });

  it('refuses bytes of another format than the name says, saying which it should be', () => {
    for (const [name, bytes, format] of [
      ['page.png', HTML, 'PNG'],
      ['page.jpg', HTML, 'JPEG'],
      ['page.webp', HTML, 'WebP'],
      ['page.avif', HTML, 'AVIF'],
      ['photo.jpg', PNG, 'JPEG'],
      ['photo.png', JPEG, 'PNG'],
      ['photo.avif', ftyp('heic', 'mif1'), 'AVIF'],
      ['sound.webp', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), 'WebP'],
      ['empty.png', Buffer.alloc(0), 'PNG'],
    ] as const)
      expect(pictureProblem(name, bytes)).toBe(
        `${name} is not a picture in ${format} format: the file holds something else. Save it as ${format}, or give it the extension of its own format`,
      );
  });

  it('refuses an SVG that is not well-formed XML, or whose root is not <svg>', () => {
    for (const text of [
      '<svg width="1" height="1"><rect></svg>',
      '<!DOCTYPE svg [<!ENTITY lol "lol">]><svg width="1" height="1">&lol;</svg>',
      'not a picture',
    ])
      expect(pictureProblem('logo.svg', Buffer.from(text))).toMatch(/^logo\.svg is not a valid SVG picture \(.+\)/);
    expect(pictureProblem('logo.svg', Buffer.from('<html width="1" height="1"></html>'))).toBe(
      'logo.svg is not an SVG picture: it starts with <html>, not <svg>',
    );
    expect(pictureProblem('logo.svg', Buffer.from(''))).toBe(
      'logo.svg is not an SVG picture: it starts with no element, not <svg>',
    );
  });

  it('refuses an SVG that could run a script, saying what in it', () => {
    const cases: [Buffer, string][] = [
      [svg('<script>alert(1)</script>'), 'a script (<script>)'],
      [svg('<script href="https://evil.example/x.js"/>'), 'a script (<script>)'],
      [svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), 'a script (<script>)'],
      [svg('<rect/>', ' onload="alert(1)"'), 'an event handler (onload on <svg>)'],
      [svg('<rect onClick="alert(1)"/>'), 'an event handler (onClick on <rect>)'],
      [svg('<animate onbegin="alert(1)" attributeName="x"/>'), 'an event handler (onbegin on <animate>)'],
      [svg('<foreignObject><p>hi</p></foreignObject>'), 'another document inside it (<foreignObject>)'],
      [svg('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example"/>'), 'HTML inside it'],
      [svg('<a href="javascript:alert(1)"><text>x</text></a>'), 'a javascript: link (href on <a>)'],
      [
        svg('<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href=" JaVa&#x09;Script&#58;alert(1)">x</a>'),
        'a javascript: link (xlink:href on <a>)',
      ],
      [svg('<use href="javascript:alert(1)"/>'), 'a javascript: link (href on <use>)'],
      [
        svg('<a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
        'a javascript: link (to on <animate>)',
      ],
      [svg('<set attributeName="href" values="javascript:alert(1)"/>'), 'a javascript: link (values on <set>)'],
      [svg('<rect style="fill: url(javascript:alert(1))"/>'), 'a javascript: link (style on <rect>)'],
      [svg('<style>rect { fill: url("javascript:alert(1)") }</style>'), 'a javascript: link in its <style>'],
      [svg('<style><![CDATA[rect { fill: url(javascript:alert(1)) }]]></style>'), 'a javascript: link in its <style>'],
    ];
    for (const [bytes, what] of cases) {
      expect(pictureProblem('logo.svg', bytes)).toBe(
        `logo.svg is refused: it has ${what}${what === 'HTML inside it' ? ' (<h:iframe>)' : ''}, which a picture on the site may not carry. Export it again as a plain SVG`,
      );
    }
    const stylesheet = Buffer.concat([Buffer.from('<?xml-stylesheet href="javascript:alert(1)"?>'), svg('')]);
    expect(pictureProblem('logo.svg', stylesheet)).toMatch(/a javascript: link \(<\?xml-stylesheet\?>\)/);
  });

  it('takes an SVG whose text merely mentions scripts or javascript', () => {
    const harmless = svg('<text>onload: javascript is a language</text><style>.a { fill: red }</style>', ' id="on"');
    expect(pictureProblem('logo.svg', harmless)).toBeUndefined();
  });

  it('refuses an SVG without the width and height the pages reserve its space by', () => {
    expect(pictureProblem('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'logo.svg needs width and height attributes on its <svg> element to be shown',
    );
  });
});
