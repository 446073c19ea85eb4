/**
 * The brand typeface (Plus Jakarta Sans, from its font package) as the TrueType files resvg reads, for what the build
 * draws with it: the share image and the logo's text. The package ships WOFF, which is TrueType with each table
 * compressed on its own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 to the TrueType/OpenType font it wraps: each table inflated when stored compressed. With `names`, the
 * font's `name` table is replaced by one holding these alone (see withBrandFont).
 */
export function woffToSfnt(woff: Buffer, names?: FontNames): Buffer {
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
    const tag = woff.readUInt32BE(at);
    const data = names && tag === NAME_TAG ? nameTable(names) : compressed < length ? inflateSync(stored) : stored;
    return { tag, checksum: woff.readUInt32BE(at + 16), data };
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

/** The family name the brand typeface's files are given. */
export const BRAND_FAMILY = 'Plus Jakarta Sans';

/** Every weight of the brand typeface the site's text uses, regular to extra bold. */
export const BRAND_WEIGHTS = [400, 500, 600, 700, 800] as const;

const NAME_TAG = 0x6e616d65; // 'name'

interface FontNames {
  family: string;
  postScriptName: string;
}

/**
 * A font's `name` table naming only its family (ID 1) and, as font readers require, a PostScript name (ID 6), in the
 * Windows Unicode records fonts are read by.
 */
function nameTable({ family, postScriptName }: FontNames): Buffer {
  const strings = [family, postScriptName].map((text) => Buffer.from(text, 'utf16le').swap16());
  const start = 6 + strings.length * 12;
  const table = Buffer.alloc(start + strings[0]!.length + strings[1]!.length);
  [0, strings.length, start].forEach((value, index) => table.writeUInt16BE(value, index * 2));
  let offset = 0;
  strings.forEach((text, index) => {
    const record = [3, 1, 0x409, index === 0 ? 1 : 6, text.length, offset];
    record.forEach((value, field) => table.writeUInt16BE(value, 6 + index * 12 + field * 2));
    text.copy(table, start + offset);
    offset += text.length;
  });
  return table;
}

/**
 * Calls `use` with the brand typeface's files for these weights, written to a temporary folder removed afterwards.
 * resvg groups fonts by the family name in each file, and the package's files name only regular (400) and bold
 * (700) "Plus Jakarta Sans"; other weights are families of their own ("Plus Jakarta Sans ExtraBold"), which text
 * asking for the brand family at a weight would never reach. So every file is renamed "Plus Jakarta Sans": one
 * family, each file at the weight it declares.
 */
export function withBrandFont<T>(weights: readonly number[], use: (fontFiles: string[]) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'brand-font-'));
  try {
    const require = createRequire(import.meta.url);
    const files = weights.map((weight) => {
      const woff = readFileSync(
        require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`),
      );
      const file = join(folder, `plus-jakarta-sans-${weight}.ttf`);
      writeFileSync(file, woffToSfnt(woff, { family: BRAND_FAMILY, postScriptName: `PlusJakartaSans-${weight}` }));
      return file;
    });
    return use(files);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
