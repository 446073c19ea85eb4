/**
 * The product uses only the public API of its dependencies, so that an upgrade cannot break it from the inside:
 * no underscore-prefixed or `__internal` module paths or fields, no module path a package leaves out of its
 * `exports` (nor a path into node_modules or beside a package's entry), and no Node built-in replaced.
 * The scan reads the source text of the product folders and vite.config.ts; the first block checks that it finds
 * each kind of use the product once had.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..');
const PRODUCT = ['schema', 'pipeline', 'pages', 'renderer', 'functions', 'serve', 'admin'];

/** Underscore names a dependency documents as its public API. */
const DOCUMENTED_UNDERSCORE_FIELDS: Record<string, string> = {
  _zod: "zod's interface for library authors: schema._zod.def (zod.dev/library-authors)",
};

/** Node's built-in modules and globals a module could replace. */
const BUILTIN_GLOBALS = ['fetch', 'Request', 'Response', 'Headers', 'setTimeout', 'setInterval', 'console', 'process'];

const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`) and the subpath (`./sub` or `.`). */
function splitSpecifier(specifier: string): { name: string; subpath: string } {
  const parts = specifier.split('/');
  const count = specifier.startsWith('@') ? 2 : 1;
  const rest = parts.slice(count).join('/');
  return { name: parts.slice(0, count).join('/'), subpath: rest ? `./${rest}` : '.' };
}

/** Whether a package's `exports` lists the subpath, directly or through a `*` pattern. */
function isExported(exports: unknown, subpath: string): boolean {
  if (typeof exports === 'string' || Array.isArray(exports)) return subpath === '.';
  if (!exports || typeof exports !== 'object') return false;
  const keys = Object.keys(exports);
  // Conditions only (`{ import, require }`): the package exports its root alone.
  if (keys.every((key) => !key.startsWith('.'))) return subpath === '.';
  return keys.some((key) => {
    if (key === subpath) return true;
    const star = key.indexOf('*');
    return star >= 0 && subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1));
  });
}

type PackageJson = { exports?: unknown } | undefined;
const readPackageJson = (name: string): PackageJson => {
  const file = join(repo, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : undefined;
};

/** Every use of a dependency's private API in one file's text, as `file:line: what`. */
export function privateApiUses(file: string, source: string, packageJson = readPackageJson): string[] {
  const text = withoutComments(source);
  const found: string[] = [];
  const report = (index: number, what: string) =>
    found.push(`${file}:${text.slice(0, index).split('\n').length}: ${what}`);

  const specifiers =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|import\.meta\.resolve\s*\(\s*|runnerImport(?:<[^>]*>)?\s*\(\s*)['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(specifiers)) {
    const specifier = match[1]!.replace(/\?.*$/, '');
    if (specifier.includes('node_modules')) report(match.index, `a path into node_modules: ${specifier}`);
    if (/^[./]|^node:|^virtual:|^\0/.test(specifier)) continue;
    const { name, subpath } = splitSpecifier(specifier);
    if (subpath.split('/').some((segment) => segment.startsWith('_')))
      report(match.index, `an underscore module path: ${specifier}`);
    const manifest = packageJson(name);
    if (!manifest) continue;
    if (
      manifest.exports !== undefined
        ? !isExported(manifest.exports, subpath)
        : /\/(dist|lib|src|build)\//.test(`${subpath}/`)
    )
      report(match.index, `a module path ${name} does not export: ${specifier}`);
  }

  for (const match of text.matchAll(/(?:\?\.|(?<!\.)\.(?!\.)|\[\s*['"])\s*(_{1,2}[A-Za-z$][\w$]*)/g)) {
    const field = match[1]!;
    if (!(field in DOCUMENTED_UNDERSCORE_FIELDS)) report(match.index, `an underscore field: ${field}`);
  }
  for (const match of text.matchAll(/['"`](__[A-Z][A-Z0-9_]*__)['"`]/g))
    report(match.index, `a dependency's internal marker: ${match[1]}`);
  for (const match of text.matchAll(/new\s+URL\s*\([^)]*import\.meta\.resolve\s*\(/g))
    report(match.index, "a file beside a package's entry (new URL(…, import.meta.resolve(…)))");

  const builtins = [
    ...text.matchAll(/import\s+(?:\*\s+as\s+)?([\w$]+)(?:\s*,\s*\{[^}]*\})?\s+from\s+['"]node:[^'"]+['"]/g),
  ].map((match) => match[1]!);
  for (const name of builtins) {
    const assigned = new RegExp(`(?<![\\w$.])${name}\\s*\\.\\s*[\\w$]+\\s*=(?!=)`, 'g');
    for (const match of text.matchAll(assigned)) report(match.index, `a Node built-in replaced: ${match[0]}`);
  }
  for (const match of text.matchAll(
    /\bsyncBuiltinESMExports\b|Object\.(?:defineProperty|assign)\s*\(\s*(?:globalThis|process)\b/g,
  ))
    report(match.index, `a Node built-in replaced: ${match[0]}`);
  const globals = new RegExp(`(?<![\\w$.])(?:globalThis\\s*\\.\\s*)?(?:${BUILTIN_GLOBALS.join('|')})\\s*=(?!=)`, 'g');
  for (const match of text.matchAll(globals)) report(match.index, `a Node built-in replaced: ${match[0]}`);
  return found;
}

const productFiles = (): string[] => [
  ...PRODUCT.filter((dir) => existsSync(join(repo, dir))).flatMap((dir) =>
    readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.includes('node_modules'))
      .map((name) => join(dir, name)),
  ),
  'vite.config.ts',
];

describe('the private-API scan', () => {
  const uses = (source: string) => privateApiUses('example.ts', source);

  it.each([
    ["import { onRenderHtml } from 'vike-react/__internal/integration/onRenderHtml';", 'underscore module path'],
    ['const { filePath } = pageContext._prerenderResult!;', 'underscore field'],
    ["const data = (module as { __iconData?: IconData })['__iconData'];", 'underscore field'],
    ["void import(new URL('./prerender.js', import.meta.resolve('vike/api')).href);", "beside a package's entry"],
    ["import { FunctionsRegistry } from '@netlify/functions-dev/dist/main.js';", 'does not export'],
    ["import x from '../node_modules/vike/dist/node/prerender/runPrerender.js';", 'node_modules'],
    ["import workerThreads from 'node:worker_threads';\nworkerThreads.Worker = Prestarted;", 'built-in replaced'],
    ["import { syncBuiltinESMExports } from 'node:module';", 'built-in replaced'],
    ['globalThis.fetch = recordingFetch;', 'built-in replaced'],
    ["headHtmlBegin: '__VITE_PLUGIN_SSR__ASSETS_FIRST__',", 'internal marker'],
  ])('finds %s', (source, kind) => {
    expect(uses(source).join('\n')).toContain(kind);
  });

  it('leaves public APIs alone', () => {
    const source = [
      "import { build } from 'vike/api';",
      "import X from 'lucide-react/icons/x';",
      "import type { Config } from '@netlify/functions';",
      "import css from '../renderer/styles.css?inline';",
      "import { join } from 'node:path';",
      'const def = schema._zod.def; // zod documents _zod for library authors',
      'const markup = { __html: text };',
      'if (response.status == 200) process.exitCode = 1;',
    ].join('\n');
    expect(uses(source)).toEqual([]);
  });
});

describe('the product code', () => {
  const files = productFiles();

  it('is found', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('serve/serve.ts');
  });

  it('uses no private API of a dependency', () => {
    const found = files.flatMap((file) =>
      privateApiUses(relative(repo, join(repo, file)), readFileSync(join(repo, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
