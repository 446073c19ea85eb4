/**
 * New entries in the editor (admin/lib/new-files.ts): the file a new page or solution goes to, the text it starts
 * with (one comment line, then its data), and the one line that lists a new case study on the solutions page, over
 * the real files under data/.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { entryOfFile } from '../../admin/lib/entries.ts';
import {
  fileFor,
  headerComment,
  listCaseStudy,
  newFileText,
  ownFigures,
  ownPlaceholders,
  relinkPage,
  unlistEntry,
  withoutTestimonials,
} from '../../admin/lib/new-files.ts';
import { restatedOf, statedThroughFact } from '../../admin/app/entry/entry-mistakes.ts';
import { restatements } from '../../pipeline/validate/restated-facts.ts';
import { checkChange, checkSave } from '../../pipeline/save/save-check.ts';
import { snapshotFromDisk } from '../../pipeline/save/content-snapshot.ts';
import { editYaml } from '../../pipeline/save/yaml-edit.ts';
import { contentTexts } from '../helpers/editor-fields.ts';

const slug = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(-[a-z0-9]{1,8}){0,2}$/);
const realEntries = (folder: string) =>
  Object.entries(contentTexts)
    .filter(([path]) => path.startsWith(`data/${folder}/`))
    .map(([path, text]) => ({ path, text, data: parse(text) as Record<string, unknown> }));
const pages = realEntries('pages');
const solutions = realEntries('solutions');

describe('fileFor', () => {
  it('names each page and solution in data/ as its file is named', () => {
    for (const { path, data } of pages) expect(fileFor('page', data), path).toBe(path);
    for (const { path, data } of solutions) expect(fileFor('solution', data), path).toBe(path);
  });

  it('puts a page at the last part of its address, the home page at home.yaml', () => {
    fc.assert(
      fc.property(fc.array(slug, { minLength: 1, maxLength: 4 }), (parts) => {
        const file = fileFor('page', { route: `/${parts.join('/')}` });
        expect(file).toBe(`data/pages/${parts.at(-1)}.yaml`);
        expect(entryOfFile(file!)).toEqual({ collection: 'page', name: parts.at(-1) });
      }),
    );
    expect(fileFor('page', { route: '/' })).toBe('data/pages/home.yaml');
  });

  it('gives any address a file name the validator accepts, or none', () => {
    fc.assert(
      fc.property(fc.string(), (route) => {
        const file = fileFor('page', { route });
        if (file !== undefined) expect(file).toMatch(/^data\/pages\/[a-z0-9]+(-[a-z0-9]+)*\.yaml$/);
        if (!route.trim().startsWith('/')) expect(file).toBeUndefined();
      }),
    );
  });

  it('puts a solution at its id, and has no file for an entry without its name yet', () => {
    fc.assert(
      fc.property(slug, fc.constantFrom('', ' ', '\t'), (id, space) => {
        expect(fileFor('solution', { id: `${space}${id}${space}` })).toBe(`data/solutions/${id}.yaml`);
      }),
    );
    for (const data of [{}, { id: '' }, { id: '  ' }, { id: 7 }, null, 'text'])
      expect(fileFor('solution', data)).toBeUndefined();
    for (const data of [{}, { route: '' }, { route: 'pricing' }, { route: '/?' }, { title: 'Pricing' }])
      expect(fileFor('page', data)).toBeUndefined();
    expect(fileFor('testimonials', { id: 'x', route: '/x' })).toBeUndefined();
  });
});

describe('headerComment and newFileText', () => {
  /** How a file's first comment starts: the words every sibling of its kind shares. */
  const opening = (text: string) => /^# (Case study|Ready-to-implement|The|Old address)\b/.exec(text)?.[1];

  it('starts a new file as the files of its kind start', () => {
    for (const { path, text, data } of pages) expect(opening(headerComment('page', data)), path).toBe(opening(text));
    for (const { path, text, data } of solutions)
      expect(opening(headerComment('solution', data)), path).toBe(opening(text));
    expect(headerComment('page', { route: '/about', title: 'About Us | AI101' })).toBe(
      '# The About Us page (/about). Sections render top to bottom.\n',
    );
  });

  it('writes an entry’s data after one comment line, which reads back as the same data in the same order', () => {
    for (const { path, data } of [...pages, ...solutions]) {
      const collection = path.startsWith('data/pages/') ? 'page' : 'solution';
      const text = newFileText(collection, data);
      expect(parse(text), path).toEqual(data);
      expect(Object.keys(parse(text))).toEqual(Object.keys(data));
    }
    const words = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\n', '\r\n', '\t', '#', ':', '|', '-', '"', 'é') });
    fc.assert(
      fc.property(
        fc.constantFrom('page', 'solution'),
        fc.record(
          {
            id: words,
            title: words,
            type: fc.constantFrom('case-study', 'ready-to-implement'),
            route: words,
            redirect: words,
          },
          { requiredKeys: [] },
        ),
        (collection, data) => {
          const comment = headerComment(collection, data);
          expect(comment).toMatch(/^# [^\n\r]*\n$/);
          const text = newFileText(collection, data);
          expect(text.startsWith(comment)).toBe(true);
          expect(parse(text) ?? {}).toEqual(data);
        },
      ),
    );
  });

  it('writes no comment for an entry of a one-file collection', () => {
    expect(headerComment('testimonials', { title: 'x' })).toBe('');
  });
});

describe('listCaseStudy', () => {
  const solutionsPage = 'data/pages/solutions.yaml';
  const listed = (text: string) =>
    (parse(text).sections as Array<{ linkTo?: string; solutions?: string[] }>).find(
      (section) => section.linkTo === 'case-study',
    )!.solutions!;

  it('lists a new case study with one line added to the solutions page’s case-study list and nothing else', () => {
    const before = contentTexts[solutionsPage]!;
    fc.assert(
      fc.property(
        fc
          .oneof(slug, fc.constantFrom('null', 'true', 'yes', '123', '1e3'))
          .filter((id) => !listed(before).includes(id)),
        (id) => {
          const change = listCaseStudy(contentTexts, id);
          expect(change).toMatchObject({ path: solutionsPage, heading: 'Case Studies' });
          expect(listed(change!.text)).toEqual([...listed(before), id]);
          // The text is the page's with one line more: the id's, indented as the list's last line.
          const lines = change!.text.split('\n');
          const added = lines.findIndex((line, index) => line !== before.split('\n')[index]);
          expect([...lines.slice(0, added), ...lines.slice(added + 1)].join('\n')).toBe(before);
          const indent = (line: string) => /^\s*/.exec(line)![0];
          expect(lines[added - 1]!.trim()).toBe(`- ${listed(before).at(-1)}`);
          expect(indent(lines[added]!)).toBe(indent(lines[added - 1]!));
          expect(parse(lines[added]!.trim())).toEqual([id]);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('gives nothing to change for a case study listed already', () => {
    for (const id of listed(contentTexts[solutionsPage]!)) expect(listCaseStudy(contentTexts, id)).toBeUndefined();
  });

  it('gives nothing to change when no page lists case studies', () => {
    const withoutList = Object.fromEntries(Object.entries(contentTexts).filter(([path]) => path !== solutionsPage));
    expect(listCaseStudy(withoutList, 'bakery')).toBeUndefined();
  });
});

describe('relinkPage', () => {
  const snapshot = snapshotFromDisk(process.cwd());
  /** Moves a page to `to`: its file under its new name, with its new address. */
  function moved(path: string, to: string) {
    const page = parse(contentTexts[path]!) as Record<string, unknown>;
    const { [path]: _old, ...files } = snapshot.files;
    const next = { ...page, route: to };
    return { ...snapshot, files: { ...files, [fileFor('page', next)!]: editYaml(contentTexts[path]!, next) } };
  }
  const brokenLinks = (next: typeof snapshot) =>
    checkChange(snapshot, next).filter((error) => error.kind === 'noSuchPage');

  it('makes every link to a moved page lead to its new address, rewriting only those lines', () => {
    const linked = Object.keys(contentTexts).filter((path) => {
      const page = parse(contentTexts[path]!) as { route?: string; redirect?: string };
      return path.startsWith('data/pages/') && !page.redirect && page.route !== '/';
    });
    let relinked = 0;
    for (const path of linked) {
      const from = (parse(contentTexts[path]!) as { route: string }).route;
      const to = `${from}-moved`;
      const next = moved(path, to);
      const broken = brokenLinks(next);
      const changes = relinkPage(
        next.files,
        broken.map((error) => ({ path: error.file, field: error.fieldPath })),
        from,
        to,
      );
      // A link to an old address that forwards to the page (a redirect) breaks with it, and works again once the
      // redirect itself leads to the new address: not every broken link is rewritten.
      const rewritten = changes.reduce((sum, change) => sum + change.count, 0);
      expect(rewritten, path).toBeLessThanOrEqual(broken.length);
      expect(rewritten > 0, path).toBe(broken.length > 0);
      const after = { ...next, files: { ...next.files, ...Object.fromEntries(changes.map((c) => [c.path, c.text])) } };
      expect(brokenLinks(after), path).toEqual([]);
      for (const change of changes) {
        const before = next.files[change.path]!.split('\n');
        const lines = change.text.split('\n');
        expect(lines).toHaveLength(before.length);
        const differing = lines.filter((line, index) => line !== before[index]);
        expect(differing).toHaveLength(change.count);
        for (const line of differing) expect(line).toContain(to);
      }
      relinked += changes.length;
    }
    // The site's menus and footer link most pages.
    expect(relinked).toBeGreaterThan(10);
  });

  it('keeps a link’s anchor and leaves links to other pages, and addresses that only begin alike, as they are', () => {
    const files = {
      'data/site.yaml': 'links:\n  - href: /about#team\n  - href: /about-us\n  - href: /about\n  - href: /pricing\n',
    };
    const links = [0, 1, 2, 3].map((index) => ({ path: 'data/site.yaml', field: ['links', index, 'href'] }));
    expect(relinkPage(files, links, '/about', '/company')).toEqual([
      {
        path: 'data/site.yaml',
        text: 'links:\n  - href: /company#team\n  - href: /about-us\n  - href: /company\n  - href: /pricing\n',
        // What it was made from: a save of it is refused when the file changed since.
        base: files['data/site.yaml'],
        count: 2,
      },
    ]);
    expect(relinkPage(files, links, '/contact', '/company')).toEqual([]);
  });
});

describe('unlistEntry', () => {
  const snapshot = snapshotFromDisk(process.cwd());
  const caseStudies = solutions.filter(({ data }) => data.type === 'case-study');

  it('deletes every listed case study with its lists in one change the validator accepts, where nothing else uses it', () => {
    let listed = 0;
    let deleted = 0;
    for (const { path, data } of caseStudies) {
      const id = String(data.id);
      const usedIn = checkSave(snapshot, path, null);
      const lists = usedIn.filter((error) => error.kind === 'unknownReference');
      if (lists.length === 0) continue;
      listed += 1;
      const changes = unlistEntry(snapshot.files, lists, id);
      // Each list item is taken out, and only its line.
      expect(changes.flatMap((change) => change.places)).toEqual(lists);
      for (const change of changes) {
        expect(change.base).toBe(snapshot.files[change.path]);
        expect(change.lists).toEqual(['Case Studies']);
        const before = change.base.split('\n');
        const after = change.text.split('\n');
        expect(after.length).toBe(before.length - change.places.length);
        expect(before.filter((line) => !after.includes(line)).map((line) => line.trim())).toEqual(
          change.places.map(() => `- ${id}`),
        );
      }
      const files: Record<string, string> = { ...snapshot.files };
      delete files[path];
      for (const change of changes) files[change.path] = change.text;
      // What is left is what the person must change first: uses other than the lists.
      const left = checkChange(snapshot, { ...snapshot, files });
      expect(left).toEqual(usedIn.filter((error) => !lists.includes(error)));
      if (left.length === 0) deleted += 1;
    }
    expect(listed).toBeGreaterThan(0);
    // lead-capture is used only by its list.
    expect(deleted).toBeGreaterThan(0);
  });

  it('takes out only items equal to the id, from lists, the latest first, and leaves other places alone', () => {
    const files = {
      'data/pages/x.yaml': 'sections:\n  - heading: Both\n    solutions:\n      - a\n      - b\n      - a\n',
    };
    const at = (...fieldPath: (string | number)[]) => ({ file: 'data/pages/x.yaml', fieldPath });
    const [change] = unlistEntry(
      files,
      [at('sections', 0, 'solutions', 0), at('sections', 0, 'solutions', 2), at('sections', 0, 'heading')],
      'a',
    );
    expect(change).toMatchObject({
      text: 'sections:\n  - heading: Both\n    solutions:\n      - b\n',
      lists: ['Both'],
      places: [at('sections', 0, 'solutions', 0), at('sections', 0, 'solutions', 2)],
    });
    expect(unlistEntry(files, [at('sections', 0, 'solutions', 1)], 'a')).toEqual([]);
  });
});

describe('a copy of a solution', () => {
  const snapshot = snapshotFromDisk(process.cwd());
  /** A copy of the solution at `path` named `id`, as the editor starts it and renames it, listed when a case study. */
  function copied(path: string, id: string, change: (data: Record<string, unknown>) => void = () => undefined) {
    const original = parse(contentTexts[path]!) as Record<string, unknown>;
    const start = withoutTestimonials(original);
    const data = ownPlaceholders(
      { ...ownFigures(start, restatements(start, String(original.id))), id },
      String(original.id),
      id,
    ) as Record<string, unknown>;
    change(data);
    const files: Record<string, string> = {
      ...snapshot.files,
      [fileFor('solution', data)!]: newFileText('solution', data, contentTexts[path]),
    };
    const listing = data.caseStudy ? listCaseStudy(files, id) : undefined;
    if (listing) files[listing.path] = listing.text;
    return { data, errors: checkChange(snapshot, { ...snapshot, files }) };
  }

  it('names none of the original’s facts or testimonials, and its own figures change wherever it states them', () => {
    for (const { path, data: original } of solutions) {
      const id = `${String(original.id)}-copy`;
      const { data, errors } = copied(path, id);
      expect(errors, path).toEqual([]);
      const text = JSON.stringify(data);
      expect(text, path).not.toContain(`:${String(original.id)}:`);
      expect(text, path).not.toMatch(/"testimonial":"/);
      // Every stat's figure changed in the copy's stats alone is taken everywhere the copy states it.
      const stats = (original.stats ?? []) as Array<{ value: string }>;
      const changed = copied(path, id, (copy) => {
        copy.stats = (copy.stats as Array<{ value: string }>).map((stat) => ({
          ...stat,
          value: stat.value.includes('{') ? stat.value : stat.value.replace(/\d+/, '7'),
        }));
      });
      expect(changed.errors, `${path}: figures changed in stats`).toEqual([]);
      if (stats.length > 0)
        expect(restatements(changed.data, id).every((found) => found.written === found.fact.figure)).toBe(true);
    }
  });

  it('renames only the placeholders of the original’s facts, as often as the short name changes', () => {
    const data = { a: '{stat:postbud:more-inquiries} more', b: ['{price:chatbots}', '{stat:postbud-2:x}'] };
    const once = ownPlaceholders(data, 'postbud', 'roofing');
    expect(once).toEqual({ a: '{stat:roofing:more-inquiries} more', b: ['{price:chatbots}', '{stat:postbud-2:x}'] });
    expect(ownPlaceholders(ownPlaceholders(once, 'roofing', 'r'), 'r', 'postbud')).toEqual(data);
  });
});

/**
 * A refusal the editor offers a way out of leads to a save once the way out is taken, for every entry of data/ it can
 * arise in. (A page's new address: relinkPage above; deleting a listed case study: unlistEntry above.)
 */
describe('the ways out the editor offers', () => {
  const snapshot = snapshotFromDisk(process.cwd());
  const withFiles = (files: Record<string, string>) => ({ ...snapshot, files: { ...snapshot.files, ...files } });
  const caseStudies = solutions.filter(({ data }) => data.type === 'case-study');

  it('“List it with the other case studies” makes an unlisted case study saveable, for every case study', () => {
    const page = 'data/pages/solutions.yaml';
    let walked = 0;
    for (const { data } of caseStudies) {
      const id = String(data.id);
      const unlisted = contentTexts[page]!.replace(new RegExp(`^\\s*- ${id}\\n`, 'm'), '');
      if (unlisted === contentTexts[page]) continue;
      const refused = checkChange(snapshot, withFiles({ [page]: unlisted }));
      expect(
        refused.map((error) => error.kind),
        id,
      ).toContain('unlistedCaseStudy');
      const listing = listCaseStudy(withFiles({ [page]: unlisted }).files, id)!;
      expect(checkChange(snapshot, withFiles({ [page]: listing.text })), id).toEqual([]);
      walked += 1;
    }
    expect(walked).toBeGreaterThan(1);
  });

  it('“Show … from Stats here” makes a figure changed in Stats saveable where the number stood, for every figure', () => {
    let walked = 0;
    for (const { path, text, data } of solutions) {
      const stats = Array.isArray(data.stats) ? (data.stats as Array<{ value?: unknown }>) : [];
      stats.forEach((stat, index) => {
        if (typeof stat.value !== 'string' || !/\d/.test(stat.value) || stat.value.includes('{')) return;
        const changed = structuredClone(data) as { stats: Array<{ value: string }> };
        changed.stats[index]!.value = stat.value.replace(/\d+/, (digits) => String(Number(digits) + 1));
        const refused = checkChange(snapshot, withFiles({ [path]: editYaml(text, changed) }));
        const restated = refused.flatMap((error) => {
          const fix = restatedOf(error);
          return fix ? [{ error, fix }] : [];
        });
        if (restated.length === 0) return;
        // Every refusal is one the editor offers to fix, and taking each offer leaves nothing to fix.
        expect(restated.length, `${path} stats[${index}]`).toBe(refused.length);
        const fixed = structuredClone(changed) as Record<string, unknown>;
        for (const { error, fix } of restated) {
          const [last, ...around] = [...error.fieldPath].reverse();
          const holder = around.reverse().reduce<any>((value, key) => value[key], fixed);
          holder[last!] = statedThroughFact(String(holder[last!]), fix);
        }
        expect(checkChange(snapshot, withFiles({ [path]: editYaml(text, fixed) })), `${path} stats[${index}]`).toEqual(
          [],
        );
        walked += 1;
      });
    }
    // PostBud's and the other case studies' figures are restated in their key metrics and benefits.
    expect(walked).toBeGreaterThan(2);
  });
});
