/**
 * Characters pasted from a word processor or a web page that look like a space, a quote mark or nothing but are
 * other letters to YAML: found in a line's indentation, field name or text, with the line retyped as plain text.
 */
import { mistake } from '../../schema/errors/content-error.ts';
import { replaceLine, type Diagnosis } from './yaml-lines.ts';

const SPACES = ' \t\u00a0\u2000-\u200a\u202f\u205f\u3000';
export const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad]/;
export const UNUSUAL_SPACE = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/;
export const CURLY_QUOTE = /[\u2018\u2019\u201c\u201d]/;
/** A line's indentation, dash and field name up to the spaces after its colon: where only plain spaces belong. */
const STRUCTURE = new RegExp(`^[${SPACES}]*(?:-[${SPACES}]+)?(?:[^:'"#]*:(?![^${SPACES}])[${SPACES}]*)?`);
const CHARACTER_NAMES: Record<string, string> = {
  '\u00a0': 'non-breaking space',
  '\u202f': 'narrow non-breaking space',
  '\u200b': 'zero-width space',
  '\u200c': 'zero-width non-joiner',
  '\u200d': 'zero-width joiner',
  '\u2060': 'word joiner',
  '\ufeff': 'zero-width no-break space',
  '\u00ad': 'soft hyphen',
  '\u2018': 'curly quote mark',
  '\u2019': 'curly quote mark',
  '\u201c': 'curly quote mark',
  '\u201d': 'curly quote mark',
};

/**
 * A character pasted from a word processor or a web page that looks like a space, a quote mark or nothing but is
 * another letter to YAML: any invisible one, and unusual spaces or curly quotes in the indentation or field name.
 */
export function invisibleCharacter(lines: readonly string[], index: number): Diagnosis | undefined {
  const line = lines[index]!;
  const structure = STRUCTURE.exec(line)![0];
  const colon = structure.lastIndexOf(':');
  let at = line.search(ZERO_WIDTH);
  if (at === 0 && index === 0 && line[0] === '\ufeff') at = line.slice(1).search(ZERO_WIDTH) + 1 || -1;
  if (at < 0) {
    at = structure.search(UNUSUAL_SPACE);
    // After a colon or dash and a plain space, it is the first letter of the value, as YAML reads it too.
    const marker = Math.max(structure.lastIndexOf(':', at), structure.lastIndexOf('-', at));
    if (at > 0 && marker >= 0 && /[ \t]/.test(structure.slice(marker + 1, at))) at = -1;
  }
  if (at < 0 && colon > 0) at = structure.slice(0, colon).search(CURLY_QUOTE);
  // After Â to ô it is the second half of a letter garbled by another encoding (`Ã\u00ad` for `í`): not pasted, and
  // the text's check names the letter meant (encoding.ts).
  if (at < 0 || (at > 0 && /[\u00c2-\u00f4]/.test(line[at - 1]!))) return undefined;
  const character = line[at]!;
  const indent = new RegExp(`^[${SPACES}]*`).exec(line)![0].length;
  const where =
    at < indent
      ? 'in the indentation'
      : at < colon
        ? 'in the field name'
        : at < structure.length
          ? 'after the colon'
          : 'in the text';
  const plain = (text: string) =>
    text.replace(new RegExp(ZERO_WIDTH.source, 'g'), '').replace(new RegExp(UNUSUAL_SPACE.source, 'g'), ' ');
  const fixed = `${plain(structure)
    .replace(new RegExp(CURLY_QUOTE.source, 'g'), '')
    .replace(/ +:/, ':')}${plain(line.slice(structure.length))}`;
  return {
    line: index + 1,
    column: at + 1,
    ...mistake('invisibleCharacter', {
      character,
      codePoint: `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      name: CHARACTER_NAMES[character] ?? 'typographic space',
      where,
      line: fixed.trim(),
    }),
    repairs: [replaceLine(lines, index, fixed)],
  };
}
