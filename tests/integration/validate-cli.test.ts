/** `npm run validate` as a person or CI runs it: output formats and exit codes. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFixture } from '../helpers/fixture-content.ts';

const script = join(import.meta.dirname, '..', '..', 'pipeline', 'validate.ts');
const tsx = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const run = (root: string, ...args: string[]) => spawnSync(tsx, [script, ...args], { cwd: root, encoding: 'utf8' });
const broken = {
  'pages/home.yaml': {
    replace: [
      ['heading: Our Services', 'heding: Our Services'],
      ['href: /services\n', 'href: /sevices\n'],
    ] as Array<[string, string]>,
  },
};

describe('validate command', () => {
  it('prints one summary line and exits 0 on valid content', () => {
    withFixture({}, (root) => {
      const result = run(root);
      expect(result.status).toBe(0);
      expect(result.stdout.trim()).toMatch(/^Content OK: 5 files, \d+ entries, 5 routes checked in \d+ ms\.$/);
    });
  });

  it('prints every error at file:line:col with its fix and exits 1', () => {
    withFixture(broken, (root) => {
      const result = run(root);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(
        'data/pages/home.yaml:23:5  sections[1].heding: unknown field "heding"\n    fix: did you mean "heading"?',
      );
      expect(result.stdout).toContain(
        'data/pages/home.yaml:33:17  sections[1].cards[0].link.href: broken link: no page has the address "/sevices"\n    fix: did you mean "/services"?',
      );
      expect(result.stderr).toContain('2 content errors in 1 file');
    });
  });

  it('prints GitHub annotations', () => {
    withFixture(broken, (root) => {
      const lines = run(root, '--format', 'github').stdout.trim().split('\n');
      expect(lines).toEqual([
        '::error file=data/pages/home.yaml,line=23,col=5,title=Content error::sections[1].heding: unknown field "heding" — fix: did you mean "heading"?',
        '::error file=data/pages/home.yaml,line=33,col=17,title=Content error::sections[1].cards[0].link.href: broken link: no page has the address "/sevices" — fix: did you mean "/services"?',
      ]);
    });
  });

  it('prints a machine-readable list', () => {
    withFixture(broken, (root) => {
      const result = run(root, '--format', 'json');
      expect(result.status).toBe(1);
      expect(JSON.parse(result.stdout)).toEqual([
        {
          kind: 'unknownField',
          file: 'data/pages/home.yaml',
          line: 23,
          column: 5,
          path: 'sections[1].heding',
          message: 'unknown field "heding"',
          suggestion: 'did you mean "heading"?',
          hint: null,
          note: null,
        },
        expect.objectContaining({
          kind: 'noSuchPage',
          file: 'data/pages/home.yaml',
          line: 33,
          column: 17,
          path: 'sections[1].cards[0].link.href',
          suggestion: 'did you mean "/services"?',
        }),
      ]);
    });
  });

  it('refuses an unknown format', () => {
    withFixture({}, (root) => {
      const result = run(root, '--format', 'xml');
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Unknown --format "xml"');
    });
  });

  it('reports YAML syntax errors of several files in one run', () => {
    withFixture(
      {
        'pages/services.yaml': { replace: [['title: Services | Fixture', 'title: "Services']] },
        'testimonials.yaml': { replace: [['    quote: It works.', '    quote: It works.\n    quote: Twice']] },
      },
      (root) => {
        const errors = JSON.parse(run(root, '--format', 'json').stdout) as Array<{
          file: string;
          line: number;
          column: number;
        }>;
        expect(errors.map((error) => `${error.file}:${error.line}:${error.column}`)).toEqual([
          'data/pages/services.yaml:3:8',
          'data/testimonials.yaml:5:5',
        ]);
      },
    );
  });
});
