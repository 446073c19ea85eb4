/**
 * Whether an uploaded picture is what its name says (admin/server/local-backend.ts): a PNG, JPEG, WebP or AVIF file by its
 * signature, an SVG by parsing it as XML. A file named `.png` that holds HTML would otherwise be served as a picture
 * and opened as a page by anyone who follows its address. An SVG is a document that can carry scripts, so one with a
 * script, an event handler, an embedded document or a `javascript:` link is refused: the site never serves it, even
 * where the CSP would stop it.
 */
import sax from 'sax';
import { svgSizeOf } from '../../pipeline/codegen/image-size.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** AVIF is an ISO media file whose `ftyp` box names `avif` (a picture) or `avis` (a sequence) among its brands. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  // The major brand, then the compatible brands after the minor version.
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

const RASTER_FORMATS: Record<string, { format: string; holds: (bytes: Buffer) => boolean }> = {
  '.png': { format: 'PNG', holds: (bytes) => bytes.subarray(0, 8).equals(PNG_SIGNATURE) },
  '.jpg': { format: 'JPEG', holds: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  '.webp': {
    format: 'WebP',
    holds: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  },
  '.avif': { format: 'AVIF', holds: isAvif },
};

const XHTML = 'http://www.w3.org/1999/xhtml';

/** A `javascript:` address as a browser reads it: it drops the spaces and control characters inside the scheme. */
const runsScript = (value: string) => /javascript:/i.test(value.replace(/[\0-\x20]/g, ''));

/**
 * An SVG's root element and why it may not be on the site (something in it runs), if it may not. Throws when it is not
 * well-formed XML.
 */
function readSvg(text: string): { root: string | undefined; danger: string | undefined } {
  const parser = sax.parser(true, { xmlns: true });
  let danger: string | undefined;
  let root: string | undefined;
  const open: string[] = [];
  const found = (reason: string) => (danger ??= reason);
  parser.onerror = (error) => {
    throw error;
  };
  parser.onopentag = (tag) => {
    const { local, uri, attributes } = tag as sax.QualifiedTag;
    root ??= local;
    open.push(local.toLowerCase());
    if (local.toLowerCase() === 'script') found('a script (<script>)');
    else if (local.toLowerCase() === 'foreignobject') found('another document inside it (<foreignObject>)');
    else if (uri === XHTML) found(`HTML inside it (<${tag.name}>)`);
    for (const attribute of Object.values(attributes)) {
      if (attribute.local.toLowerCase().startsWith('on'))
        found(`an event handler (${attribute.name} on <${tag.name}>)`);
      else if (runsScript(attribute.value)) found(`a javascript: link (${attribute.name} on <${tag.name}>)`);
    }
  };
  parser.onclosetag = () => void open.pop();
  const styleText = (text: string) => {
    if (open.at(-1) === 'style' && runsScript(text)) found('a javascript: link in its <style>');
  };
  parser.ontext = styleText;
  parser.oncdata = styleText;
  parser.onprocessinginstruction = ({ name, body }) => {
    if (runsScript(body)) found(`a javascript: link (<?${name}?>)`);
  };
  parser.write(text).close();
  return { root, danger };
}

/**
 * What is wrong with a picture's bytes for its file name (`logo.svg`, `team.jpg`; its extension one of the site's),
 * in words an editor can act on, or undefined when it is the picture it says it is.
 */
export function pictureProblem(name: string, bytes: Buffer): string | undefined {
  const extension = name.slice(name.lastIndexOf('.')).toLowerCase();
  const raster = RASTER_FORMATS[extension];
  if (raster)
    return raster.holds(bytes)
      ? undefined
      : `${name} is not a picture in ${raster.format} format: the file holds something else. Save it as ${raster.format}, or give it the extension of its own format`;
  const text = bytes.toString('utf8');
  let svg: ReturnType<typeof readSvg>;
  try {
    svg = readSvg(text);
  } catch (error) {
    return `${name} is not a valid SVG picture (${(error as Error).message.split('\n')[0]}): export it again from your drawing program`;
  }
  const { root, danger } = svg;
  if (root !== 'svg')
    return `${name} is not an SVG picture: it starts with ${root ? `<${root}>` : 'no element'}, not <svg>`;
  if (danger)
    return `${name} is refused: it has ${danger}, which a picture on the site may not carry. Export it again as a plain SVG`;
  // The pages reserve each picture's space from the SVG's own width and height (codegen's image-sizes.json).
  if (!svgSizeOf(text)) return `${name} needs width and height attributes on its <svg> element to be shown`;
  return undefined;
}
