/**
 * The share image (`og:image`): a 1200×630 PNG made at build time, because Facebook, LinkedIn and X show no SVG.
 * Drawn as SVG (the brand's mark, name, description and the site's network motif) and rasterised by resvg, with
 * the brand typeface read from the font package (its WOFF unpacked to the TrueType resvg reads).
 * Only the build runs this (pipeline/postbuild.ts); nothing of it reaches the browser.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { SHARE_IMAGE } from './share-image-file.ts';

export { SHARE_IMAGE };

/** WOFF 1.0 to the TrueType/OpenType font it wraps: each table inflated when stored compressed. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('ascii', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const [offset, compressed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy line breaking by an average glyph width: the description in at most `maxLines` lines. */
export function wrapLines(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:]+\S*$/, '')}…`;
  return kept;
}

export interface ShareImageText {
  name: string;
  description: string;
  siteUrl: string;
}

/** The share card as SVG: the logo's node mark and the name, the description, the address, the network motif. */
export function shareImageSvg({ name, description, siteUrl }: ShareImageText): string {
  const { width, height } = SHARE_IMAGE;
  const lines = wrapLines(description, 38, 5);
  const host = siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#0c4a6e"/>
    </linearGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#0369a1"/>
    </linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.6" fill="#7dd3fc" opacity="0.22"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#band)"/>
  <rect x="760" width="440" height="${height}" fill="url(#dots)"/>
  <g stroke="#38bdf8" stroke-width="3" opacity="0.55">
    <line x1="880" y1="420" x2="980" y2="250"/><line x1="980" y1="250" x2="1100" y2="370"/><line x1="880" y1="420" x2="1100" y2="370"/>
  </g>
  <circle cx="880" cy="420" r="16" fill="#e0f2fe"/><circle cx="980" cy="250" r="16" fill="#e0f2fe"/><circle cx="1100" cy="370" r="16" fill="#7dd3fc"/>
  <rect x="80" y="80" width="88" height="88" rx="22" fill="url(#mark)"/>
  <g stroke="#ffffff" stroke-width="4" opacity="0.9">
    <line x1="102" y1="143" x2="121" y2="111"/><line x1="121" y1="111" x2="143" y2="133"/><line x1="102" y1="143" x2="143" y2="133"/>
  </g>
  <circle cx="102" cy="143" r="8" fill="#fff"/><circle cx="121" cy="111" r="8" fill="#fff"/><circle cx="143" cy="133" r="8" fill="#f0f9ff"/>
  <text x="192" y="144" font-family="Plus Jakarta Sans" font-size="60" fill="#ffffff">${escapeXml(name)}</text>
  <text x="80" y="270" font-family="Plus Jakarta Sans" font-size="38" fill="#e2e8f0">${lines
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 52}">${escapeXml(line)}</tspan>`)
    .join('')}</text>
  <rect x="80" y="560" width="64" height="6" rx="3" fill="#38bdf8"/>
  <text x="164" y="570" font-family="Plus Jakarta Sans" font-size="24" fill="#7dd3fc">${escapeXml(host)}</text>
</svg>`;
}

/**
 * The brand typeface as TrueType in a temporary folder, for resvg. One weight (semibold): resvg's font matching
 * takes the first file of a family whatever weight is asked for.
 */
function brandFontFiles(folder: string): string[] {
  const require = createRequire(import.meta.url);
  return [600].map((weight) => {
    const woff = readFileSync(
      require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`),
    );
    const file = join(folder, `plus-jakarta-sans-${weight}.ttf`);
    writeFileSync(file, woffToSfnt(woff));
    return file;
  });
}

/** Renders the share card to PNG bytes. */
export function renderShareImage(text: ShareImageText): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'share-image-'));
  try {
    const resvg = new Resvg(shareImageSvg(text), {
      font: { loadSystemFonts: false, fontFiles: brandFontFiles(folder), defaultFontFamily: 'Plus Jakarta Sans' },
      fitTo: { mode: 'width', value: SHARE_IMAGE.width },
    });
    return resvg.render().asPng();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
