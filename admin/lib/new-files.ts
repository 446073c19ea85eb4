/**
 * Where a new or renamed entry's file goes and how it starts, and the changes to other entries a save may make with
 * it (a new case study listed where case studies are listed).
 */
import { parse } from 'yaml';
import { isRecord, valueAt } from '../../pipeline/validate/walk.ts';
import { editYaml } from '../../pipeline/save/yaml-edit.ts';
import type { Restatement } from '../../pipeline/validate/restated-facts.ts';

type Data = Record<string, unknown>;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The file of an entry of a folder collection, named as the validator expects: a solution's file is its id
 * (`data/solutions/bakery.yaml`); a page's, the last part of its address (`/services/bakery` -> `bakery.yaml`, `/`
 * -> `home.yaml`). Undefined while the entry has nothing to name it by.
 */
export function fileFor(collection: string, data: unknown): string | undefined {
  const record = isRecord(data) ? data : {};
  if (collection === 'solution') {
    const id = typeof record.id === 'string' ? record.id.trim() : '';
    return id ? `data/solutions/${id}.yaml` : undefined;
  }
  if (collection === 'page') {
    const route = typeof record.route === 'string' ? record.route.trim() : '';
    if (!route.startsWith('/')) return undefined;
    const name = slug(route.split('/').filter(Boolean).at(-1) ?? '') || (route === '/' ? 'home' : '');
    return name ? `data/pages/${name}.yaml` : undefined;
  }
  return undefined;
}

/** The comment a new file starts with, in the words its siblings' comments use. */
export function headerComment(collection: string, data: unknown): string {
  const words = commentWords(collection, isRecord(data) ? data : {});
  // One line: a title or address with a line break in it would end the comment and leave its rest as YAML.
  return words ? `# ${words.replace(/\s+/g, ' ')}\n` : '';
}

function commentWords(collection: string, record: Data): string {
  const title = typeof record.title === 'string' ? record.title.replace(/\s*\|.*$/, '') : '';
  if (collection === 'solution') {
    const kind = record.type === 'case-study' ? 'Case study' : 'Ready-to-implement';
    return `${kind}: ${title || 'a new solution'} (/solutions/${String(record.id ?? '')}).`;
  }
  if (collection === 'page') {
    const route = String(record.route ?? '');
    return typeof record.redirect === 'string'
      ? `Old address ${route}: forwards visitors to ${record.redirect}.`
      : `The ${title || 'new'} page (${route}). Sections render top to bottom.`;
  }
  return '';
}

/**
 * The text of a new file: its header comment, then its data, in the order given; a copy keeps the text of the entry it
 * was copied from (its comments, folded paragraphs and quoting) with only what changed rewritten.
 */
export function newFileText(collection: string, data: unknown, copyOf?: string): string {
  const body = copyOf === undefined ? editYaml('', data) : editYaml(copyOf, data).replace(/^(?:#.*\n)+/, '');
  return `${headerComment(collection, data)}${body}`;
}

/** `value` with `visit` applied to every string in it, however deep; the rest as it is. */
function mapStrings(value: unknown, visit: (text: string) => string): unknown {
  if (typeof value === 'string') return visit(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, visit));
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, visit)]));
  return value;
}

/**
 * A copy's data with the placeholders of the facts of entry `from` (`{stat:postbud:more-inquiries}`) naming entry `to`
 * instead, so the copy states its own figures, not the original's.
 */
export function ownPlaceholders(data: unknown, from: string, to: string): unknown {
  if (from === to || !from) return data;
  const owned = new RegExp(String.raw`\{(\w+):${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`, 'g');
  return mapStrings(data, (text) => text.replace(owned, (_, kind: string) => `{${kind}:${to}:`));
}

/**
 * A copy's data with the texts that state one of its figures as the figure itself (`Content Time Reduction: 85%`,
 * `restatements` of its data) stating it through the figure's placeholder instead: a figure changed in the copy's
 * stats then shows wherever the copy states it, rather than being refused where the original's number stayed.
 */
export function ownFigures(data: Data, restated: readonly Restatement[]): Data {
  let next: unknown = data;
  const byText = new Map<string, Restatement[]>();
  for (const found of restated)
    if (found.written === found.fact.figure)
      byText.set(JSON.stringify(found.path), [...(byText.get(JSON.stringify(found.path)) ?? []), found]);
  for (const found of byText.values()) {
    // The latest figure in the text first, so each index still points at its figure.
    const text = [...found]
      .sort((a, b) => b.index - a.index)
      .reduce(
        (written, { index, written: figure, fact }) =>
          `${written.slice(0, index)}${fact.placeholder}${written.slice(index + figure.length)}`,
        found[0]!.text,
      );
    next = withValueAt(next, found[0]!.path, text);
  }
  return next as Data;
}

/**
 * A copy's data as it starts: without the testimonials the original names (another client's words, credited to them),
 * wherever they are, for the person to choose the copy's own.
 */
export function withoutTestimonials(data: Data): Data {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!isRecord(value)) return value;
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) =>
        key === 'testimonial' && typeof item === 'string' ? [] : [[key, strip(item)]],
      ),
    );
  };
  return strip(data) as Data;
}

/**
 * The change that lists a case study where case studies are listed: the first `solution-cards` section with
 * `linkTo: case-study` (the validator asks for exactly that list), with the id added at its end. Undefined when no page
 * has such a list or it lists the id already.
 */
export function listCaseStudy(files: Readonly<Record<string, string>>, id: string) {
  for (const path of Object.keys(files).sort()) {
    if (!path.startsWith('data/pages/')) continue;
    let page: unknown;
    try {
      page = parse(files[path]!);
    } catch {
      continue;
    }
    if (!isRecord(page) || !Array.isArray(page.sections)) continue;
    const index = page.sections.findIndex(
      (section) => isRecord(section) && section.linkTo === 'case-study' && Array.isArray(section.solutions),
    );
    if (index < 0) continue;
    const section = page.sections[index] as Data;
    const listed = section.solutions as unknown[];
    if (listed.includes(id)) return undefined;
    const sections = page.sections.map((item, at) =>
      at === index ? { ...section, solutions: [...listed, id] } : item,
    );
    return {
      path,
      text: editYaml(files[path]!, { ...page, sections }),
      base: files[path]!,
      heading: String(section.heading ?? ''),
    };
  }
  return undefined;
}

/** Where a link to a page is: a file under data/ and the link field's path in it (`['navigation', 3, 'href']`). */
export interface LinkAt {
  path: string;
  field: readonly (string | number)[];
}

/** `/about` or `/about#team` when `address` is `/about`: a link that leads to that page. */
const leadsTo = (link: unknown, address: string): link is string =>
  typeof link === 'string' && (link === address || link.startsWith(`${address}#`));

function withValueAt(data: unknown, field: readonly (string | number)[], value: unknown): unknown {
  if (field.length === 0) return value;
  const [segment, ...rest] = field;
  if (Array.isArray(data))
    return data.map((item, index) => (index === segment ? withValueAt(item, rest, value) : item));
  return { ...(data as Data), [segment!]: withValueAt((data as Data)[segment!], rest, value) };
}

/**
 * The changes that make links to a page whose address changed lead to its new one (`/about#team` becomes
 * `/about-us#team`): each file that has such a link, with only those lines rewritten. Links at `links` that do not
 * lead to `from` are left as they are.
 */
export function relinkPage(
  files: Readonly<Record<string, string>>,
  links: readonly LinkAt[],
  from: string,
  to: string,
): { path: string; text: string; base: string; count: number }[] {
  const byFile = new Map<string, (string | number)[][]>();
  for (const { path, field } of links) byFile.set(path, [...(byFile.get(path) ?? []), [...field]]);
  return [...byFile].flatMap(([path, fields]) => {
    const text = files[path];
    if (text === undefined) return [];
    let data: unknown = parse(text);
    let count = 0;
    for (const field of fields) {
      const link = valueAt(data, field);
      if (!leadsTo(link, from)) continue;
      data = withValueAt(data, field, `${to}${link.slice(from.length)}`);
      count += 1;
    }
    return count > 0 ? [{ path, text: editYaml(text, data), base: text, count }] : [];
  });
}

/** A place that names an entry: a file under data/ and the field's path in it (`['sections', 2, 'solutions', 3]`). */
export interface PlaceOf {
  file: string;
  fieldPath: readonly (string | number)[];
}

/**
 * The changes that take an entry out of the lists of ids that name it (a case study in a page's case-study list), for
 * a delete that removes it from them in the same save: each file with such a list, with only those items' lines
 * removed, the lists by their headings and the places taken out. Places that are not an item of a list equal to `id`
 * are left to the person.
 */
export function unlistEntry(
  files: Readonly<Record<string, string>>,
  places: readonly PlaceOf[],
  id: string,
): { path: string; text: string; base: string; lists: string[]; places: PlaceOf[] }[] {
  const byFile = new Map<string, PlaceOf[]>();
  for (const place of places) byFile.set(place.file, [...(byFile.get(place.file) ?? []), place]);
  return [...byFile].flatMap(([path, inFile]) => {
    const text = files[path];
    if (text === undefined) return [];
    let data: unknown = parse(text);
    const original = data;
    const taken = inFile.filter(({ fieldPath }) => {
      const index = fieldPath.at(-1);
      return (
        typeof index === 'number' &&
        Array.isArray(valueAt(original, fieldPath.slice(0, -1))) &&
        valueAt(original, fieldPath) === id
      );
    });
    if (taken.length === 0) return [];
    // Last items first, so each index still names its item when it is taken out.
    const latestFirst = [...taken].sort((a, b) => Number(b.fieldPath.at(-1)) - Number(a.fieldPath.at(-1)));
    for (const { fieldPath } of latestFirst) {
      const list = valueAt(data, fieldPath.slice(0, -1)) as unknown[];
      const index = fieldPath.at(-1) as number;
      data = withValueAt(data, fieldPath.slice(0, -1), [...list.slice(0, index), ...list.slice(index + 1)]);
    }
    const lists = [
      ...new Set(
        taken.map(({ fieldPath }) => {
          const owner = valueAt(original, fieldPath.slice(0, -2));
          return isRecord(owner) && typeof owner.heading === 'string' ? owner.heading : '';
        }),
      ),
    ];
    return [{ path, text: editYaml(text, data), base: text, lists, places: taken }];
  });
}
