/** "Did you mean" lookups: the candidate closest to what was written, when it is close enough. */
import { distance } from 'fastest-levenshtein';

export function closest(written: string, candidates: Iterable<string>): string | undefined {
  const needle = written.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(needle, candidate.toLowerCase());
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  // Accept typos and small renames, not unrelated words; a containing match (e.g. a missing suffix) also counts.
  const limit = Math.max(2, Math.ceil(Math.max(written.length, best.length) * 0.4));
  const contains = needle.length >= 3 && best.toLowerCase().includes(needle);
  return bestDistance <= limit || contains ? best : undefined;
}
