/**
 * The share image (`og:image`): a 1200×630 PNG made at build time, because Facebook, LinkedIn and X show no SVG.
 * Drawn as SVG (the brand's mark, name, description and the site's network motif) and rasterised by resvg, with
 * the brand typeface read from the font package (its WOFF unpacked to the TrueType resvg reads).
 * Only the build runs this (pipeline/build/postbuild.ts); nothing of it reaches the browser.
 */
import { Resvg } from '@resvg/resvg-js';
import { BRAND_FAMILY, withBrandFont } from './brand-font.ts';
import { SHARE_IMAGE } from './share-image-file.ts';

export { SHARE_IMAGE };

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

/** Renders the share card to PNG bytes, in the brand typeface's semibold (the only face loaded, so every text's). */
export function renderShareImage(text: ShareImageText): Buffer {
  return withBrandFont([600], (fontFiles) =>
    new Resvg(shareImageSvg(text), {
      font: { loadSystemFonts: false, fontFiles, defaultFontFamily: BRAND_FAMILY },
      fitTo: { mode: 'width', value: SHARE_IMAGE.width },
    })
      .render()
      .asPng(),
  );
}
