/** "Did you mean" lookups: the candidate closest to what was written, when it is close enough. */
import { distance } from 'fastest-levenshtein';

export function closest(written: string, candidates: Iterable<string>): string | undefined {
  const needle = written.toLowerCase();
  const all = [...candidates];
  let best: string | undefined;
  let bestDistance = Infinity;
  // Between candidates as far off, the one of the length written (`cion` is `icon` with two letters swapped, not
  // `action` with two left out), then the first in alphabetical order.
  const lengthOff = (candidate: string) => Math.abs(candidate.length - written.length);
  const better = (candidate: string, d: number) => {
    if (best === undefined || d !== bestDistance) return d < bestDistance;
    const nearer = lengthOff(candidate) - lengthOff(best);
    return nearer < 0 || (nearer === 0 && candidate < best);
  };
  for (const candidate of all) {
    const d = distance(needle, candidate.toLowerCase());
    if (better(candidate, d)) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  // Accept typos and small renames, not unrelated words; a containing match (e.g. a missing suffix) also counts.
  const limit = Math.max(2, Math.ceil(Math.max(written.length, best.length) * 0.4));
  const contains = (candidate: string) => needle.length >= 3 && candidate.toLowerCase().includes(needle);
  if (bestDistance <= limit || contains(best)) return best;
  // A shortened value (`contact` for `contact-form`) may be further off letter by letter than an unrelated short one.
  const containing = all.filter(contains);
  return containing.length === 1 ? containing[0] : undefined;
}

/**
 * A file path close to the one written: same folder and a name that differs by a typo. A new picture that is
 * not there yet gets no suggestion rather than some unrelated file from the same folder.
 */
export function closestFile(written: string, files: Iterable<string>): string | undefined {
  const folder = written.slice(0, written.lastIndexOf('/') + 1);
  const name = written.slice(folder.length);
  const byName = new Map<string, string>();
  for (const file of files) {
    const fileFolder = file.slice(0, file.lastIndexOf('/') + 1);
    if (fileFolder.toLowerCase() === folder.toLowerCase()) byName.set(file.slice(fileFolder.length), file);
  }
  const stem = (file: string) => file.replace(/\.[^.]+$/, '').toLowerCase();
  for (const [candidate, file] of byName) if (stem(candidate) === stem(name)) return file;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const [candidate, file] of byName) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [file, d];
  }
  // A typo, not a different name: at most two letters, or a fifth of a long name.
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 5)) ? best : undefined;
}

/** The same text as an id: lower-case words joined by hyphens (`Bakery Owner` gives `bakery-owner`). */
export const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A page address written the way the site spells them: `/Pricing/` gives `/pricing`. */
export const routeLike = (value: string) => `/${value.split('/').map(slugify).filter(Boolean).join('/')}`;

/** The first few of a list, then how many more: a site with a thousand solutions has thousands of some things. */
export function someOf(items: readonly string[], shown = 8): string {
  const listed = items.slice(0, shown).join(', ');
  return items.length > shown ? `${listed} and ${items.length - shown} more` : listed;
}

/**
 * The link a value most likely means when it is not one: an email address as `mailto:hello@ai101.agency`, a phone
 * number as `tel:+15551234567`, a web address without its scheme as `https://…`, the address inside a link pasted
 * with its label. Undefined for anything else.
 */
export function linkMeant(written: string): string | undefined {
  // A link pasted with its label: Markdown's `[Pricing](/pricing)`, HTML's `<a href="/pricing">`, `Ana <ana@x.com>`.
  const inside = /^!?\[[^\]]*\]\(([^()\s]+)\)$|href=["']([^"']+)["']|<([^<>\s]+@[^<>\s]+)>/i.exec(written.trim());
  const text = (inside ? (inside[1] ?? inside[2] ?? inside[3])! : written).trim();
  if (inside && /^(?:\/|https:\/\/|mailto:|tel:)/.test(text)) return text;
  const email = /^(?:mailto\W*)?([^\s@:/]+@[^\s@/]+\.[a-z]{2,})$/i.exec(text);
  if (email) return `mailto:${email[1]}`;
  const phone = /^(?:tel\W*)?(\+?)([\d\s().-]+)$/i.exec(text);
  const digits = phone?.[2]!.replace(/\D/g, '') ?? '';
  if (phone && digits.length >= 7) return `tel:${phone[1]}${digits}`;
  if (/^(?:https?:\/\/|www\.)\S+\.\S+$/i.test(text)) return `https://${text.replace(/^https?:\/\//i, '')}`;
  return undefined;
}
