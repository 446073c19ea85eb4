import { validateRealContent, type Edit } from './tests/helpers/fixture-content.ts';
const r = (s: string, t: string): Edit => ({ replace: [[s, t]] });
const cases: Array<[string, string, Edit]> = JSON.parse(process.argv[2] ?? '[]').map(([n, f, s, t]: string[]) => [n, f, r(s!, t!)]);
for (const [name, file, edit] of cases) {
  const { errors } = validateRealContent({ [file]: edit });
  console.log(`## ${name}: ${errors.length}`);
  for (const e of errors) console.log(`  ${e.file}:${e.line}:${e.column} ${e.path}: ${e.message}\n     fix: ${e.suggestion ?? ''}`);
}
