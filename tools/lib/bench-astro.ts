/**
 * The same job done by Astro, for `npm run bench -- --only astro`: a content collection of the same solution
 * YAML files with an equivalent zod schema, and an equivalent solution page pre-rendered for each entry. Astro, and
 * the Node it needs, are installed with npm into a temporary folder by the bench, never as dependencies of this project.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SYNTHETIC_TEMPLATE, syntheticId } from './bench-workspace.ts';

/**
 * The comparisons the astro part makes, each side by side on one Node: the newest Astro on the Node it needs (22.12 or
 * later), installed from the registry's `node-<platform>-<arch>` package, first; Astro 5 on this machine's Node beside it.
 */
export const ASTRO_PAIRS: readonly { astro: string; node?: string }[] = [
  { astro: '7.3.5', node: '24' },
  { astro: '5.18' },
];

/**
 * The schema of `schema/solution.ts` for the fields a solution page without a detail page or case study has,
 * in Astro's zod: the same strict objects, lengths, enums, patterns and cross-field rules.
 */
const CONTENT_CONFIG = `import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

const text = () => z.string().trim().min(1);
const textList = () => z.array(text()).min(1);
const figureMap = () =>
  z.record(z.string().min(1), text()).refine((map) => Object.keys(map).length > 0, 'at least one entry');
const stat = z.object({ value: text(), label: text(), description: text().optional() }).strict();

const solution = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug').refine((id) => id !== 'not-found'),
    title: text(),
    company: text().optional(),
    type: z.enum(['case-study', 'ready-to-implement']),
    featured: z.boolean().optional(),
    subtitle: text(),
    image: z.object({ src: z.string().regex(/^\\/[^\\s]+\\.(svg|png|jpe?g|webp|avif)$/), alt: text() }).strict(),
    industry: textList(),
    solutionType: textList(),
    businessFunction: textList(),
    businessSize: z.array(z.enum(['Solo', 'Small', 'Medium', 'Large'])).min(1),
    roiCategory: z
      .array(z.enum(['Time Savings', 'Revenue Growth', 'Cost Reduction', 'Customer Experience', 'Accuracy']))
      .min(1),
    keyMetrics: figureMap(),
    techStack: textList(),
    timeline: text(),
    problemScore: z.number().int().min(1).max(10),
    demoAvailable: z.boolean(),
    description: text(),
    problemBullets: textList(),
    solutionBullets: textList(),
    resultsBullets: textList(),
    stats: z.array(stat).min(1),
    quote: text(),
    expectedBenefits: figureMap(),
    capabilities: z.array(z.string().regex(/^[^:]+: \\S.*$/)).min(1),
    applications: textList(),
  })
  .strict()
  .superRefine((item, ctx) => {
    const isCaseStudy = item.type === 'case-study';
    if (isCaseStudy && item.company === undefined)
      ctx.addIssue({ code: 'custom', message: 'a case study needs company', path: [] });
    if (!isCaseStudy && item.company !== undefined)
      ctx.addIssue({ code: 'custom', message: 'company is only for case studies', path: ['company'] });
  });

export const collections = {
  solutions: defineCollection({ loader: glob({ pattern: '*.yaml', base: './data/solutions' }), schema: solution }),
};
`;

/** The page: the sections our solution page shows, in the same order, with a layout of header, main and footer. */
const SOLUTION_PAGE = `---
import { getCollection } from 'astro:content';
export async function getStaticPaths() {
  const solutions = await getCollection('solutions');
  return solutions.map((entry) => ({ params: { id: entry.data.id }, props: { solution: entry.data } }));
}
const { solution } = Astro.props;
const split = (line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()];
---
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{solution.title} | AI101</title>
    <meta name="description" content={solution.subtitle} />
    <link rel="canonical" href={\`https://ai101.example/solutions/\${solution.id}\`} />
  </head>
  <body>
    <a href="#main" class="skip-link">Skip to content</a>
    <header><nav aria-label="Main"><a href="/">AI101</a><a href="/solutions">Solutions</a><a href="/pricing">Pricing</a><a href="/about">About</a></nav></header>
    <main id="main">
      <section class="hero">
        <p class="badge">{solution.type === 'case-study' ? 'Case study' : 'Ready to implement'}</p>
        <h1>{solution.title}</h1>
        <p>{solution.subtitle}</p>
        <ul class="tags">{solution.industry.map((item) => <li>{item}</li>)}</ul>
        <p>Timeline: {solution.timeline}</p>
        <img src={solution.image.src} alt={solution.image.alt} width="1200" height="800" />
      </section>
      <section><h2>Key metrics</h2>
        <dl>{Object.entries(solution.keyMetrics).map(([label, value]) => <div><dt>{label}</dt><dd>{value}</dd></div>)}</dl>
      </section>
      <section><h2>Overview</h2><p>{solution.description}</p></section>
      <section><h2>The problem</h2><ul>{solution.problemBullets.map((item) => <li>{item}</li>)}</ul></section>
      <section><h2>The solution</h2><ul>{solution.solutionBullets.map((item) => <li>{item}</li>)}</ul></section>
      <section><h2>Results</h2>
        <ol>{solution.resultsBullets.map((item) => <li>{item}</li>)}</ol>
        <div class="stats">{solution.stats.map((stat) => <div><strong>{stat.value}</strong><span>{stat.label}</span>{stat.description && <p>{stat.description}</p>}</div>)}</div>
      </section>
      <section><h2>Expected benefits</h2>
        <dl>{Object.entries(solution.expectedBenefits).map(([label, value]) => <div><dt>{label}</dt><dd>{value}</dd></div>)}</dl>
      </section>
      <section><h2>Capabilities</h2>
        <ul>{solution.capabilities.map((line) => { const [title, text] = split(line); return <li><h3>{title}</h3><p>{text}</p></li>; })}</ul>
      </section>
      <section><h2>Applications</h2><ul>{solution.applications.map((item) => <li>{item}</li>)}</ul></section>
      <section><h2>Tech stack</h2><ul>{solution.techStack.map((item) => <li>{item}</li>)}</ul></section>
      <figure><blockquote>{solution.quote}</blockquote></figure>
      <p><a href="/contact">Book a free consultation</a> · <a href="/solutions">All solutions</a></p>
    </main>
    <footer><p>© AI101</p><nav aria-label="Footer"><a href="/privacy">Privacy</a><a href="/terms">Terms</a></nav></footer>
  </body>
</html>
`;

const PACKAGE = {
  name: 'ai101-astro-bench',
  private: true,
  type: 'module',
  scripts: { build: 'astro build', sync: 'astro sync' },
};

/**
 * Installs Astro `version` into `dir` (npm, from the registry or npm's cache), with the node and npm `env`'s PATH finds.
 * Returns the version installed.
 */
export function installAstro(dir: string, version: string, env: NodeJS.ProcessEnv = process.env): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(PACKAGE, null, 2)}\n`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `astro@${version}`], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(join(dir, 'node_modules', 'astro', 'package.json'), 'utf8')).version as string;
}

/** Installs Node `major` into `dir` from the registry's package for this machine; returns the folder of its `node`. */
export function installNode(dir: string, major: string): string {
  const name = `node-${process.platform}-${process.arch}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'bench-node', private: true }, null, 2)}\n`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `${name}@${major}`], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return join(dir, 'node_modules', name, 'bin');
}

/**
 * An Astro project in `dir` using the Astro installed in `installed`, with `count` synthetic solutions made from
 * the same template and the same way as ours (tools/lib/bench-workspace.ts).
 */
export function makeAstroProject(repo: string, installed: string, dir: string, count: number): void {
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(PACKAGE, null, 2)}\n`,
    'astro.config.mjs': `import { defineConfig } from 'astro/config';\nexport default defineConfig({ output: 'static', site: 'https://ai101.example' });\n`,
    'src/content.config.ts': CONTENT_CONFIG,
    'src/pages/solutions/[id].astro': SOLUTION_PAGE,
    'tsconfig.json': `${JSON.stringify({ extends: 'astro/tsconfigs/strict' })}\n`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // A folder of links to the installed packages, so Astro's caches (node_modules/.astro) stay in this project.
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(installed, 'node_modules'))) {
    if (entry !== '.astro' && entry !== '.vite')
      symlinkSync(join(installed, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  const template = readFileSync(join(repo, SYNTHETIC_TEMPLATE), 'utf8');
  mkdirSync(join(dir, 'data', 'solutions'), { recursive: true });
  for (let index = 0; index < count; index += 1) {
    const id = syntheticId(index);
    writeFileSync(
      join(dir, 'data', 'solutions', `${id}.yaml`),
      template.replace(/^id: .*$/m, `id: ${id}`).replace(/^title: .*$/m, `title: Synthetic Solution ${index}`),
    );
  }
}

/** The solution pages an Astro build wrote. */
export const astroPages = (dir: string) =>
  readdirSync(join(dir, 'dist', 'solutions'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;
