/**
 * A content file's bytes as text. Every file under data/ is UTF-8; a file saved in another encoding (Latin-1 by an
 * older Windows program, UTF-16, UTF-8 with a byte order mark) is still read, in the encoding it was saved in, so its
 * letters and everything else in it are checked as written, and the mistake is reported once, at the file. Read as
 * UTF-8, a Latin-1 file's accented letters would reach the page as replacement characters (�). No Node APIs:
 * `TextDecoder` is the browser's too.
 */
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';

export type Encoding = 'latin1' | 'utf16' | 'utf8Bom';

/** Where a file shows that it is not UTF-8: its first letter that UTF-8 reads otherwise, or its start. */
export interface NotUtf8 {
  encoding: Encoding;
  line: number;
  column: number;
  /** The word with that letter, as written and as the page would show it read as UTF-8. */
  written?: string;
  shown?: string;
}

export interface DecodedText {
  text: string;
  notUtf8?: NotUtf8;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const BYTE_ORDER_MARKS: ReadonlyArray<[readonly number[], string]> = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/** The offset of the first byte that does not start or continue a UTF-8 character; -1 when every byte does. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let index = 0; index < bytes.length;) {
    const byte = bytes[index]!;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte < 0xe0
          ? 2
          : byte >= 0xe0 && byte < 0xf0
            ? 3
            : byte >= 0xf0 && byte < 0xf5
              ? 4
              : 0;
    if (length === 0) return index;
    for (let next = 1; next < length; next += 1) if ((bytes[index + next]! & 0xc0) !== 0x80) return index;
    index += length;
  }
  return -1;
}

/** Where in `text` the character at `offset` is, and the word around it. */
function placeOf(text: string, offset: number): Pick<NotUtf8, 'line' | 'column' | 'written' | 'shown'> {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  const start = before.search(/\S*$/);
  const written = text.slice(start).match(/^\S+/)?.[0] ?? '';
  return { line, column, written, shown: written.replace(/[^\x00-\x7f]/g, '\ufffd') };
}

/** Windows-1252's letters for the bytes 0x80 to 0x9f (the rest of its upper half is Latin-1's, code for code). */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Bytes read as Windows-1252, by its own table: some runtimes' decoders read that label as Latin-1 proper. */
const windows1252Text = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) =>
    byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80]! : String.fromCharCode(byte),
  ).join('');

/**
 * The text of a content file's bytes, and how it differs from UTF-8 when it does: a byte order mark, UTF-16 (a mark,
 * or a zero byte beside most letters) or Latin-1 (a byte UTF-8 does not read, taken as Windows-1252, its superset).
 */
export function decodeContent(bytes: Uint8Array): DecodedText {
  for (const [mark, label] of BYTE_ORDER_MARKS) {
    if (!mark.every((byte, index) => bytes[index] === byte)) continue;
    const text = new TextDecoder(label).decode(bytes.subarray(mark.length));
    return { text, notUtf8: { encoding: label === 'utf-8' ? 'utf8Bom' : 'utf16', line: 1, column: 1 } };
  }
  const zero = bytes.indexOf(0);
  if (zero >= 0) {
    // UTF-16 without a mark: an ASCII letter is a zero byte and its own, the zero first in big-endian order.
    const text = new TextDecoder(zero % 2 === 0 ? 'utf-16be' : 'utf-16le').decode(bytes);
    return { text, notUtf8: { encoding: 'utf16', line: 1, column: 1 } };
  }
  const invalid = firstInvalidUtf8(bytes);
  if (invalid < 0) return { text: utf8.decode(bytes) };
  // In Windows-1252 one byte is one letter, so the byte's offset is the letter's.
  const text = windows1252Text(bytes);
  return { text, notUtf8: { encoding: 'latin1', ...placeOf(text, invalid) } };
}

/** The error for a file not saved as UTF-8, at the first place that shows it. */
export function notUtf8Error(file: string, { encoding, line, column, written, shown }: NotUtf8): ContentError {
  return { file, line, column, path: [], ...mistake('notUtf8', { encoding, written, shown }) };
}

/** A lead byte of UTF-8 read as Windows-1252 (Â to ô), then what its continuation bytes read as. */
const GARBLED = new RegExp(`[\u00c2-\u00f4][\u0080-\u00bf${WINDOWS_1252_HIGH}]+`, 'gu');

/** The bytes Windows-1252 writes `text` as; undefined when a character has none. */
function windows1252Bytes(text: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const high = WINDOWS_1252_HIGH.indexOf(character);
    if (high >= 0) bytes.push(0x80 + high);
    else if (code <= 0xff) bytes.push(code);
    else return undefined;
  }
  return Uint8Array.from(bytes);
}

/**
 * Letters garbled by an encoding: UTF-8 once opened as Latin-1 and saved again (`MartÃ­n` for `Martín`, `â€™` for
 * `’`), with the word and the whole text as meant, or a letter already lost to a replacement character (`Luc�a`).
 */
export function misencodedIn(text: string): { written: string; meant?: string; repaired?: string } | undefined {
  const lost = text.indexOf('\ufffd');
  if (lost >= 0) return { written: /\S*$/.exec(text.slice(0, lost))![0] + /^\S*/.exec(text.slice(lost))![0] };
  if (!/[\u00c2-\u00f4]/u.test(text)) return undefined;
  let first: string | undefined;
  const repair = (garbled: string) =>
    garbled.replace(GARBLED, (run) => {
      const bytes = windows1252Bytes(run);
      if (!bytes || firstInvalidUtf8(bytes) >= 0) return run;
      first ??= run;
      return utf8.decode(bytes);
    });
  const repaired = repair(text);
  if (first === undefined) return undefined;
  const at = text.indexOf(first);
  const written = /\S*$/.exec(text.slice(0, at))![0] + /^\S*/.exec(text.slice(at))![0];
  return { written, meant: repair(written), repaired };
}
