/**
 * npm run bench:validate [-- --sizes 100,1000,5000 --runs 5]
 * Copies the real content to a temporary folder, adds N synthetic solution files made from a real one,
 * and times `validate` as a person runs it (a fresh process, wall clock), median of several runs.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '100,1000,5000' }, runs: { type: 'string', default: '5' } } });
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const root = process.cwd();
const template = readFileSync(join(root, 'data', 'solutions', 'dental-clinic-voice-agent.yaml'), 'utf8');

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

console.log(`validate, median of ${runs} runs (wall clock of a fresh process, and the time validate reports itself)`);
console.log('| synthetic solutions | files | wall ms | in-process ms | ms per 1000 entries |');
console.log('| ---: | ---: | ---: | ---: | ---: |');
for (const size of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-validate-'));
  cpSync(join(root, 'data'), join(dir, 'data'), { recursive: true });
  for (let index = 0; index < size; index += 1) {
    const id = `synthetic-${index}`;
    writeFileSync(join(dir, 'data', 'solutions', `${id}.yaml`), template.replace(/^id: .*$/m, `id: ${id}`).replace(/^title: .*$/m, `title: Synthetic Solution ${index}`));
  }
  const walls: number[] = [];
  const inner: number[] = [];
  let summary = '';
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'validate.ts'), '--data', join(dir, 'data'), '--public', join(root, 'public')], { cwd: root, encoding: 'utf8' });
    walls.push(performance.now() - started);
    if (result.status !== 0) throw new Error(`validate failed at N=${size}:\n${result.stdout.slice(0, 2000)}${result.stderr}`);
    summary = result.stdout.trim();
    inner.push(Number(/in (\d+) ms/.exec(summary)?.[1]));
  }
  const files = Number(/(\d+) files/.exec(summary)?.[1]);
  const entries = Number(/(\d+) entries/.exec(summary)?.[1]);
  console.log(`| ${size} | ${files} | ${median(walls).toFixed(0)} | ${median(inner).toFixed(0)} | ${((median(inner) / entries) * 1000).toFixed(1)} |`);
  rmSync(dir, { recursive: true, force: true });
}
