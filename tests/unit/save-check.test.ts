/**
 * The check before a save is the validator itself: over a snapshot of texts it reports exactly what
 * `npm run validate` reports for the same content on disk, across files too (editing-mistakes.test.ts compares the
 * two on every mistake of the corpus), and refuses a save only for the errors that save makes. It runs in the browser:
 * its module graph bundles for the browser without Node.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../pipeline/content.ts';
import { snapshotFromDisk, writeSnapshot } from '../../pipeline/save/content-snapshot.ts';
import { checkedChanges, checkFilesAhead, checkSave } from '../../pipeline/save/save-check.ts';
import type { ContentError } from '../../schema/errors/content-error.ts';
import { formatPath } from '../../schema/errors/place.ts';
import { fileWords, formatLine } from '../../schema/errors/terminal.ts';

const root = process.cwd();
const snapshot = snapshotFromDisk(root);
const textOf = (path: string) => snapshot.files[path]!;

describe('checkSave', () => {
  it('reads every file of the content', () => {
    expect(Object.keys(snapshot.files)).toContain('data/pages/home.yaml');
    expect(Object.keys(snapshot.files).length).toBeGreaterThan(30);
    expect(snapshot.publicFiles).toContain('/favicon.svg');
  });

  it('lets a save of valid content through', () => {
    expect(checkSave(snapshot, 'data/pages/home.yaml', textOf('data/pages/home.yaml'))).toEqual([]);
    const changed = textOf('data/pages/home.yaml').replace(
      'heading: Supercharge Your Business with Smart AI Solutions',
      'heading: Smart AI for Small Business',
    );
    expect(checkSave(snapshot, 'data/pages/home.yaml', changed)).toEqual([]);
  });

  it('refuses a link to a page that does not exist, in the validator words, at the field', () => {
    const text = textOf('data/pages/home.yaml').replace('href: /pricing', 'href: /prices');
    const [error, ...others] = checkSave(snapshot, 'data/pages/home.yaml', text);
    expect(others).toEqual([]);
    expect(error).toMatchObject({ file: 'data/pages/home.yaml' });
    expect(fileWords(error!).suggestion).toContain('/pricing');
    expect(error!.fieldPath.at(-1)).toBe('href');
    expect(error!.fieldPath).toEqual(error!.path);
    expect(formatLine(error!)).toContain(`data/pages/home.yaml:${error!.line}:${error!.column}`);
  });

  it('refuses a price written as text, such as $2,499', () => {
    const text = textOf('data/offerings.yaml').replace(/startingPrice: \d+/, 'startingPrice: $2,499');
    const inFile = checkSave(snapshot, 'data/offerings.yaml', text).filter(
      (error) => error.file === 'data/offerings.yaml',
    );
    expect(inFile.map((error) => formatPath(error.path))).toEqual(['offerings[0].startingPrice']);
    expect(fileWords(inFile[0]!).message).toContain('number');
    expect(inFile[0]!.fieldPath).toEqual(['offerings', 0, 'startingPrice']);
  });

  it('refuses removing a solution that pages show, naming each place that needs it', () => {
    const used = Object.entries(snapshot.files).find(([, text]) =>
      /solutions:\n\s+- property-management-platform/.test(text),
    );
    expect(used).toBeDefined();
    const errors = checkSave(snapshot, 'data/solutions/property-management-platform.yaml', null);
    expect(errors.map((error) => error.file)).toContain(used![0]);
    expect(errors.every((error) => fileWords(error).message.length > 0)).toBe(true);
  });

  it('lets a valid save through while another file already has an error', () => {
    const broken = {
      ...snapshot,
      files: { ...snapshot.files, 'data/pages/about.yaml': `${textOf('data/pages/about.yaml')}\nstray: field\n` },
    };
    expect(checkSave(snapshot, 'data/pages/about.yaml', broken.files['data/pages/about.yaml']!)).not.toEqual([]);
    expect(checkSave(broken, 'data/pages/home.yaml', textOf('data/pages/home.yaml'))).toEqual([]);
    expect(checkSave(broken, 'data/pages/about.yaml', textOf('data/pages/about.yaml'))).toEqual([]);
  });

  it('gives the data pages show, prices filled in', () => {
    const text = textOf('data/offerings.yaml').replace(/startingPrice: \d+/, 'startingPrice: 1234');
    const { errors, data } = checkedChanges(snapshot, { 'data/offerings.yaml': text });
    expect(errors).toEqual([]);
    expect(JSON.stringify(data.get('pages/home.yaml'))).toContain('Starting at $1234');
  });
});

describe('checkFilesAhead', () => {
  it('checks one file per step while there is time, resumes where it stopped, and changes no result', () => {
    // Texts no other test checked: a comment line added to each.
    const fresh = {
      ...snapshot,
      files: Object.fromEntries(Object.entries(snapshot.files).map(([path, text]) => [path, `${text}\n# ahead\n`])),
    };
    const dataFiles = Object.keys(fresh.files).filter((path) => path.startsWith('data/')).length;
    let steps = 0;
    expect(checkFilesAhead(fresh, () => ++steps <= 3)).toBe(false);
    expect(steps).toBe(4);
    steps = 0;
    expect(checkFilesAhead(fresh, () => (steps += 1) > 0)).toBe(true);
    expect(steps).toBe(dataFiles - 3);
    expect(checkFilesAhead(fresh, () => false)).toBe(true);
    const home = 'data/pages/home.yaml';
    expect(checkedChanges(fresh, { [home]: fresh.files[home]! }).errors).toEqual([]);
    const broken = fresh.files[home]!.replace('href: /pricing', 'href: /prices');
    const suggestions = (errors: readonly ContentError[]) => errors.map((error) => fileWords(error).suggestion);
    expect(suggestions(checkedChanges(fresh, { [home]: broken }).errors)).toEqual(
      suggestions(checkedChanges(snapshot, { [home]: textOf(home).replace('href: /pricing', 'href: /prices') }).errors),
    );
  });
});

describe('a snapshot made with a load of the same files', () => {
  const loaded = loadContent();
  const withLoad = snapshotFromDisk(root, loaded);

  it('carries what the load read: every file as YAML reads it, and the data the checks give', () => {
    expect(Object.keys(withLoad.parsed!).sort()).toEqual(Object.keys(snapshot.files).sort());
    expect(withLoad.parsed!['data/pages/home.yaml']).toEqual(parse(textOf('data/pages/home.yaml')));
    // JSON, as the editor receives it.
    const { data } = checkedChanges(snapshot, {});
    expect(JSON.parse(JSON.stringify(withLoad.data))).toEqual(JSON.parse(JSON.stringify(Object.fromEntries(data))));
  });

  it('gives that data for the content unchanged, and checks any change as without it', () => {
    const home = 'data/pages/home.yaml';
    expect(checkedChanges(withLoad, { [home]: textOf(home) })).toEqual({
      errors: [],
      data: new Map(Object.entries(withLoad.data!)),
    });
    const broken = { [home]: textOf(home).replace('href: /pricing', 'href: /prices') };
    expect(checkedChanges(withLoad, broken).errors).toEqual(checkedChanges(snapshot, broken).errors);
    expect(checkedChanges(withLoad, broken).errors).toHaveLength(1);
  });

  it('carries nothing of a load made from other texts or pictures', () => {
    const other = { ...loaded, sources: loaded.sources.map((source) => ({ ...source, text: `${source.text}\n` })) };
    expect(snapshotFromDisk(root, other)).toEqual(snapshot);
    const fewerPictures = { ...loaded, publicFiles: new Set([...loaded.publicFiles].slice(1)) };
    expect(snapshotFromDisk(root, fewerPictures)).toEqual(snapshot);
  });

  it('is written, a file at a time, as the very text of JSON.stringify', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
    try {
      for (const written of [withLoad, snapshot, { ...snapshot, files: {}, parsed: { 'data/x.yaml': undefined } }]) {
        writeSnapshot(join(dir, 'snapshot.json'), written);
        expect(readFileSync(join(dir, 'snapshot.json'), 'utf8')).toBe(JSON.stringify(written));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('in the browser', () => {
  it('bundles for the browser with no Node module', async () => {
    const result = await build({
      entryPoints: [join(root, 'pipeline/save/save-check.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.startsWith('node:'))).toBe(false);
    expect(inputs).toContain('pipeline/validate/validate-texts.ts');
    expect(readFileSync(join(root, 'pipeline/save/save-check.ts'), 'utf8')).not.toMatch(/from 'node:/);
  });
});
