/**
 * Where each text a visitor reads is written: every text and number of every content file with what the site shows
 * for it (facts such as `{price:chatbots}` filled in, numbers as the renderers print them). The editor uses it both
 * ways: a text clicked in the preview leads to its field (`fieldForText`), a focused field to the texts the preview
 * shows for it (`textOfField`), and its search finds entries by what a visitor reads (`search`). Pure: the index is
 * made from the files' parsed data and the schemas (admin/lib/build-text-index.ts), nothing of the page.
 */

/** A field of an entry: its file (`data/pages/home.yaml`) and its dotted path in the file's data (`sections.2.heading`). */
export interface FieldRef {
  file: string;
  path: string;
}

/** One value of a content file as the index holds it. */
export interface Leaf {
  ref: FieldRef;
  /** What the site shows for it, whitespace-normalised: the text as written first, then other forms of a number. */
  shown: string[];
  /** Whether a visitor reads it: not an address, an id or a choice from a list. Only these are searched. */
  read: boolean;
  /** The facts filled into its text, each with the field the fact is written in. */
  facts: Array<{ value: string; ref: FieldRef }>;
  /** When all it shows is a fact's value (`{price:chatbots}+`, an item with `offering: chatbots`): that fact's field. */
  factRef?: FieldRef;
}

export interface TextIndex {
  /** In document order: file by file as given, each file's values as written. */
  leaves: readonly Leaf[];
  /** Every shown form to the leaves showing exactly that, in document order. */
  byText: ReadonlyMap<string, readonly number[]>;
  /** The same with the spaces taken out (`45minutes`): an element's text runs its parts together. */
  byJoinedText: ReadonlyMap<string, readonly number[]>;
}

export interface SearchHit {
  ref: FieldRef;
  /** The field's shown text, with the part that matched and some words either side. */
  snippet: { before: string; match: string; after: string };
}

export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
export const joined = (text: string) => text.replace(/ /g, '');

export const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);
const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Whether `needle` occurs in `haystack` without cutting a word in two (`$699` in `Starting at $699`, not `99`). */
function holds(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const cutsBefore = isWordCharacter(haystack[at - 1]) && isWordCharacter(needle[0]);
    const cutsAfter = isWordCharacter(haystack[at + needle.length]) && isWordCharacter(needle.at(-1));
    if (!cutsBefore && !cutsAfter) return true;
  }
  return false;
}

/** How far apart in the index a value's neighbours in its item may be (a card's label and figure are a step apart). */
const NEIGHBOURS = 8;

/** The field a leaf leads to for `text`: a fact's own field when the text is the fact's value or lies inside it. */
function fieldFor(leaf: Leaf, text: string): FieldRef {
  return leaf.factRef ?? leaf.facts.find((fact) => holds(fact.value, text))?.ref ?? leaf.ref;
}

/**
 * The field that holds a text of the page (a text node's text): the leaf showing exactly that text, else one whose
 * text holds it, else the longest one it holds. Among several, the open entry's `file` first, then the site-wide
 * files (navigation, testimonials, prices, solutions), then other pages, each in document order: a page shows its own
 * words and shared ones, another page's only by chance. A bare number (`1`, `2024`) is looked for in the open entry
 * alone, as it says too little to be told apart elsewhere (a numbered clause's `1` is no price's `1`). Where the same
 * text stands in several places of a file (`95%` among the home page's figures and on one of its cards), `around`
 * (the text of the element around it on the page) tells them apart: the one whose neighbours (the other values of its
 * item, such as its label) are shown there. Undefined for a text without letters or digits, or one no content holds;
 * a fact's value leads to the fact's own field.
 */
export function fieldForText(
  index: TextIndex,
  text: string,
  { file, around }: { file?: string; around?: string } = {},
): FieldRef | undefined {
  const wanted = normalise(text);
  if (!hasWords(wanted)) return undefined;
  const rank = (at: number) => {
    const where = index.leaves[at]!.ref.file;
    return where === file ? 0 : where.startsWith('data/pages/') ? 2 : 1;
  };
  const context = around === undefined ? '' : normalise(around);
  /**
   * Whether a text of the same item as the leaf (its label beside its figure; words, as a figure alone is found in
   * many places) is shown around it: anywhere in it, as an element's text runs its parts together (`Time Saved95%`).
   */
  const amongNeighbours = (at: number) => {
    const { ref } = index.leaves[at]!;
    const item = ref.path.slice(0, ref.path.lastIndexOf('.') + 1);
    const near = index.leaves.slice(Math.max(0, at - NEIGHBOURS), at + NEIGHBOURS + 1);
    return near.some(
      (leaf) =>
        leaf !== index.leaves[at] &&
        leaf.ref.file === ref.file &&
        leaf.ref.path.startsWith(item) &&
        leaf.shown.some((shown) => shown !== wanted && /\p{L}/u.test(shown) && context.includes(shown)),
    );
  };
  const best = (candidates: readonly number[]) => {
    const first = candidates.reduce<number | undefined>(
      (found, at) => (found === undefined || rank(at) < rank(found) ? at : found),
      undefined,
    );
    if (first === undefined || !context) return first;
    const tied = candidates.filter((at) => rank(at) === rank(first));
    return tied.length > 1 ? (tied.find(amongNeighbours) ?? first) : first;
  };
  const readLeaves = index.leaves.flatMap((leaf, at) => (leaf.read ? [at] : []));
  const shownBy = (at: number) => index.leaves[at]!.shown;
  const holding = (candidates: number[]) =>
    candidates.filter((at) => shownBy(at).some((shown) => holds(shown, wanted)));
  const exact = index.byText.get(wanted) ?? [];
  let found = best(exact.filter((at) => rank(at) === 0));
  if (/^\d+$/.test(wanted)) {
    // A bare number: the open entry's own value, or the figure a text of it starts with (a results box sets `45`
    // apart from `minutes saved per post`), or nothing.
    const leading = (at: number) => rank(at) === 0 && shownBy(at).some((shown) => shown.startsWith(`${wanted} `));
    found ??= best(readLeaves.filter(leading));
  } else if (!/\p{L}/u.test(wanted)) {
    // A figure (`30+`, `98%`, `$699`): the open entry's, also where it leads a sentence the page shows in two parts
    // (`30+` over `staff hours saved`), else the same figure elsewhere; never part of another figure.
    found ??= best(holding(readLeaves.filter((at) => rank(at) === 0)));
    found ??= best(exact);
  } else {
    found ??= best(exact);
    // An element's text runs its parts together where the page sets them apart by layout (`45` over `minutes`).
    found ??= best((index.byJoinedText.get(joined(wanted)) ?? []).filter((at) => index.leaves[at]!.read));
    found ??= best(holding(readLeaves));
    if (found === undefined) {
      const held = readLeaves.map((at) => ({
        at,
        length: shownBy(at).find((shown) => holds(wanted, shown))?.length ?? 0,
      }));
      const longest = Math.max(0, ...held.map((candidate) => candidate.length));
      if (longest > 0) found = best(held.filter((candidate) => candidate.length === longest).map(({ at }) => at));
    }
  }
  return found === undefined ? undefined : fieldFor(index.leaves[found]!, wanted);
}

const sameField = (a: FieldRef, b: FieldRef) => a.file === b.file && a.path === b.path;

/**
 * What the site shows for a field: its own text, the texts of the fields inside it (a section, a card), and every
 * text that states it when it is a fact (a price, a case study's figure). In document order.
 */
export function textOfField(index: TextIndex, ref: FieldRef): string[] {
  const inside = (leaf: Leaf) =>
    leaf.ref.file === ref.file && (leaf.ref.path === ref.path || leaf.ref.path.startsWith(`${ref.path}.`));
  const states = (leaf: Leaf) =>
    (leaf.factRef !== undefined && sameField(leaf.factRef, ref)) || leaf.facts.some((fact) => sameField(fact.ref, ref));
  // Every form a value is shown in (a price is `699` and `$699`): the page prints one of them.
  const texts = index.leaves.filter((leaf) => inside(leaf) || states(leaf)).flatMap((leaf) => leaf.shown);
  return [...new Set(texts)];
}

const SNIPPET_BEFORE = 40;
const SNIPPET_AFTER = 80;

/** Up to `length` characters from the end (`fromEnd`) or the start of `text`, cut at a space, with `…` where cut. */
function clip(text: string, length: number, fromEnd: boolean): string {
  if (text.length <= length) return text;
  if (fromEnd) {
    const part = text.slice(-length);
    return `…${part.slice(part.indexOf(' ') + 1)}`;
  }
  const part = text.slice(0, length);
  return `${part.slice(0, Math.max(part.lastIndexOf(' '), 1))}…`;
}

/**
 * The fields whose shown text holds `query` (case and runs of spaces aside), in document order, each once, with a
 * snippet around the first match. Only what a visitor reads is searched.
 */
export function search(index: TextIndex, query: string): SearchHit[] {
  const wanted = normalise(query).toLowerCase();
  if (!wanted) return [];
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (const leaf of index.leaves) {
    const key = `${leaf.ref.file}#${leaf.ref.path}`;
    if (!leaf.read || seen.has(key)) continue;
    for (const text of leaf.shown) {
      const at = text.toLowerCase().indexOf(wanted);
      if (at < 0) continue;
      seen.add(key);
      hits.push({
        ref: leaf.ref,
        snippet: {
          before: clip(text.slice(0, at), SNIPPET_BEFORE, true),
          match: text.slice(at, at + wanted.length),
          after: clip(text.slice(at + wanted.length), SNIPPET_AFTER, false),
        },
      });
      break;
    }
  }
  return hits;
}
