/**
 * `npm run messages` prints what visitors typed into a terminal (tools/lib/local-messages.ts describeMessage). A
 * terminal obeys the control characters in what it prints: a message could move the cursor, retitle the window or
 * write over a line with one that reads "status: delivered". They are shown as escapes instead.
 */
import { describe, expect, it } from 'vitest';
import { keptLocally } from '../../functions/lib/contact-forward.ts';
import { newRecord } from '../../functions/lib/contact-store.ts';
import { describeMessage } from '../../tools/lib/local-messages.ts';

const now = new Date('2026-11-28T10:00:00Z');
const described = (message: string) =>
  describeMessage(newRecord({ name: 'Ann Lee', email: 'ann@example.com', message }, now, keptLocally(now)));

/** Characters a terminal acts on, or that reorder or break the lines it shows; tab and line feed are plain text. */
const ACTED_ON = /[\0-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/u;

describe('npm run messages', () => {
  it('shows control characters as visible escapes, never raw', () => {
    const text = described('Hi\x1b]0;pwned\x07\r  status: delivered\x1b[2K\u202eevil\u2028more\x9b1m');
    expect(text).not.toMatch(ACTED_ON);
    expect(text).toContain('  | Hi\\x1b]0;pwned\\x07\\x0d  status: delivered\\x1b[2K\\u202eevil\\u2028more\\x9b1m');
    // The only status line is the record's own.
    expect(text.split('\n').filter((line) => line.startsWith('  status:'))).toEqual([
      '  status: kept locally (no SENDGRID_API_KEY, not emailed)',
    ]);
  });

  it('keeps plain text as typed: lines, tabs, accents and emoji', () => {
    expect(described('Line one\n\tIndented: café 👍')).toContain('  | Line one\n  | \tIndented: café 👍');
  });
});
