/**
 * npm run audit [-- --only links,html,a11y]
 * Checks the built site (built first when stale, like `npm start`):
 * - links: every internal href, #anchor and src of the built HTML resolves; external addresses are listed.
 * - html:  the Nu HTML Checker (vnu-jar, needs Java) over every built page: no errors.
 * - a11y:  axe-core in Chromium on every route, at phone and desktop width, plus the open dialogs and menus:
 *          no WCAG 2.1 A/AA violation.
 * - layout: every route at 390, 768 and 1280px: no text past its box, square icon tiles, full-bleed bands,
 *          no lone last-row card, floating buttons clear of the first screen, dot navigation clear of content,
 *          rows of cards with their figures, titles and bottom buttons in line, stacked buttons as wide as their
 *          column (tools/lib/layout-checks.ts, card-alignment.ts). Prints the findings and a count per class.
 * a11y and layout serve the site with `npm start` on AUDIT_PORT (default 3200); requests to other hosts are
 * answered with nothing, so the audit never touches the internet.
 * Prints each failure with its route and element, and exits non-zero when any check fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import chat from '../generated/chat-widget.json' with { type: 'json' };
import { redirects, routes } from '../generated/routes.ts';
import site from '../generated/site.json' with { type: 'json' };
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { type BuiltPage, checkLinks } from './lib/audit-links.ts';
import { findLayoutProblems, LAYOUT_CLASSES, type LayoutProblem } from './lib/layout-checks.ts';
import { alignmentProblems } from './lib/card-alignment.ts';
import { buildIsStale } from '../serve/build-freshness.ts';
import { routeOfHtmlFile } from './lib/bench-stats.ts';

/** The checker's own jar, run with the machine's Java (the package's wrapper would download one). */
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');

const CHECKS = ['links', 'html', 'a11y', 'layout'] as const;
type Check = (typeof CHECKS)[number];

const repo = fileURLToPath(new URL('..', import.meta.url));
const client = join(repo, 'dist', 'client');
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const selected = (values.only?.split(',') ?? CHECKS) as Check[];
const unknown = selected.filter((check) => !CHECKS.includes(check));
if (unknown.length > 0) {
  console.error(`Unknown check ${unknown.join(', ')}; choose from ${CHECKS.join(', ')}.`);
  process.exit(2);
}

if (buildIsStale(repo)) {
  console.log('The build is missing or older than its sources: running `npm run build` first.');
  if (spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const builtFiles = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `/${relative(client, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
const htmlFiles = builtFiles.filter((file) => file.endsWith('.html'));

async function auditLinks(): Promise<number> {
  const pages: BuiltPage[] = htmlFiles.map((file) => ({
    route: routeOfHtmlFile(file),
    html: readFileSync(join(client, file), 'utf8'),
  }));
  const report = checkLinks({
    pages,
    files: new Set(builtFiles),
    routes: routes.map((entry) => entry.route),
    redirects,
    siteUrl: site.siteUrl,
  });
  console.log(`links: ${report.checked} internal references on ${pages.length} pages checked.`);
  console.log(`links: ${report.external.size} external addresses (listed, not fetched):`);
  for (const [address, from] of [...report.external].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${address}  (${from.length} page${from.length === 1 ? '' : 's'})`);
  for (const { route, element, problem } of report.problems) console.error(`✗ links ${route}: ${element} ${problem}`);
  return report.problems.length;
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

async function auditHtml(): Promise<number> {
  const java = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...htmlFiles.map((file) => join(client, file))],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (java.error) {
    console.error(
      `✗ html: could not run Java (${java.error.message}). The Nu HTML Checker needs a Java runtime: apt-get install -y default-jre-headless`,
    );
    return 1;
  }
  const { messages } = JSON.parse(java.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  // The checker also reads the inline stylesheet with a CSS grammar older than what the site uses (@property,
  // @starting-style, margin-trim): its CSS messages are about that grammar, not the HTML, so they are counted apart.
  const isCss = (message: VnuMessage) => message.message.startsWith('CSS:');
  const errors = messages.filter(
    (message) => (message.type === 'error' || message.type === 'non-document-error') && !isCss(message),
  );
  const cssMessages = messages.filter(isCss).length;
  for (const error of errors) {
    const file = relative(client, fileURLToPath(error.url)).split(sep).join('/');
    console.error(
      `✗ html ${routeOfHtmlFile(`/${file}`)} (dist/client/${file}:${error.lastLine ?? 0}:${error.lastColumn ?? 0}): ${error.message}`,
    );
    if (error.extract) console.error(`    ${error.extract.replace(/\s+/g, ' ').trim()}`);
  }
  console.log(
    `html: ${htmlFiles.length} pages checked by the Nu HTML Checker, ${errors.length} errors ` +
      `(${cssMessages} messages about newer CSS in the inline stylesheet left out).`,
  );
  return errors.length;
}

const WIDTHS = { phone: 390, desktop: 1280 } as const;
const AUDIT_CONCURRENCY = 4;

/** States that exist only after a click: each is audited with the dialog or menu open. */
const INTERACTIVE_STATES: {
  name: string;
  route: string;
  width: keyof typeof WIDTHS;
  open: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'contact form open',
    route: '/',
    width: 'desktop',
    open: async (page) => {
      // The window every contact button opens, through its public event (no button label from content here).
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-contact-modal')));
      await page.getByRole('dialog', { name: site.contactForm.title }).waitFor();
    },
  },
  {
    name: 'chat open',
    route: '/',
    width: 'phone',
    open: async (page) => {
      // On phones the floating buttons slide in once the first screen is scrolled past.
      await page.evaluate(() => window.scrollTo({ top: window.innerHeight, behavior: 'instant' }));
      await page.getByRole('button', { name: chat.openLabel }).click();
      await page.getByRole('dialog', { name: chat.title }).waitFor();
    },
  },
  {
    name: 'menu open',
    route: '/',
    width: 'phone',
    open: async (page) => {
      await page.getByRole('button', { name: site.messages.ui.openMenu }).click();
      await page.getByRole('button', { name: site.messages.ui.closeMenu }).waitFor();
    },
  },
  {
    // The label widens into view on keyboard focus, so its text colour is measured too.
    name: 'booking button focused',
    route: '/pricing',
    width: 'desktop',
    open: async (page) => {
      await page.getByTestId('floating-booking').focus();
      await page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="floating-booking"] span:last-child')?.getBoundingClientRect().width ??
            0) > 50,
      );
    },
  },
  {
    name: 'gallery viewer open',
    route: '/dental-ai-voice-agent',
    width: 'desktop',
    open: async (page) => {
      await page.locator('#hero [data-carousel]').click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

/** Waits until finite animations (fade-ins, counters) have finished, so colours are measured as visitors see them. */
const settle = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

/** Serves the built site with `npm start` on AUDIT_PORT and hands Chromium and its origin to `use`. */
async function withServedSite<T>(use: (browser: Browser, origin: string) => Promise<T>): Promise<T> {
  const port = Number(process.env.AUDIT_PORT ?? 3200);
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['pipeline/run.mjs', 'serve/serve.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), SENDGRID_API_KEY: '', OPENAI_API_KEY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's own log (function warnings and the like) is shown only when it fails to start.
  let serverLog = '';
  server.stderr.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await new Promise<void>((ready, failed) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving the built site') && ready());
    server.once('exit', (code) => failed(new Error(`npm start exited with ${code}:\n${serverLog}`)));
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    return await use(browser, origin);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

/** A page of the served site at a width, offline: requests to other hosts get an empty answer. */
async function openRoute(
  browser: Browser,
  origin: string,
  route: string,
  width: number,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  await context.route(
    (url) => url.origin !== origin,
    (request) => request.fulfill({ status: 200, body: '' }),
  );
  const page = await context.newPage();
  // Generous: the machines are shared, and a page waits for its chat connection test.
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: 90_000 });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
  return { context, page };
}

/** Runs `task` over `items`, a few at once: most of each is waiting for a page to settle. */
async function inParallel<T>(items: T[], task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: AUDIT_CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

const auditedPaths = () => [...routes.map((entry) => entry.route), '/no-such-page', '/solutions/no-such-solution'];

async function auditAccessibility(): Promise<number> {
  return withServedSite(async (browser, origin) => {
    const audits = [
      ...auditedPaths().flatMap((route) =>
        (Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((width) => ({
          name: '',
          route,
          width,
          open: async () => {},
        })),
      ),
      ...INTERACTIVE_STATES,
    ];
    let violations = 0;
    await inParallel(audits, async (audit) => {
      const { context, page } = await openRoute(browser, origin, audit.route, WIDTHS[audit.width]);
      await audit.open(page);
      await settle(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const where = `${audit.route} at ${WIDTHS[audit.width]}px${audit.name ? `, ${audit.name}` : ''}`;
      for (const violation of results.violations) {
        for (const node of violation.nodes) {
          violations += 1;
          console.error(`✗ a11y ${where}: ${violation.id} (${violation.impact}) ${violation.help}`);
          console.error(`    ${node.target.join(' ')}  ${node.html.slice(0, 160)}`);
          if (node.failureSummary) console.error(`    ${node.failureSummary.replace(/\s*\n\s*/g, ' ')}`);
        }
      }
      await context.close();
    });
    console.log(`a11y: ${audits.length} page states checked with axe-core (WCAG 2.1 A/AA), ${violations} violations.`);
    return violations;
  });
}

const LAYOUT_WIDTHS = [390, 768, 1280];

async function auditLayout(): Promise<number> {
  return withServedSite(async (browser, origin) => {
    const found: (LayoutProblem & { where: string })[] = [];
    const audits = auditedPaths().flatMap((route) => LAYOUT_WIDTHS.map((width) => ({ route, width })));
    await inParallel(audits, async ({ route, width }) => {
      // Reduced motion: counters and fade-ins show their final state at once.
      const { context, page } = await openRoute(browser, origin, route, width, { reducedMotion: 'reduce' });
      // tsx keeps function names with a helper the browser does not have.
      await page.evaluate('window.__name = (fn) => fn');
      // The chat launcher appears once its connection test has answered.
      await page
        .locator('[data-chat-launcher]')
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      await settle(page);
      const firstScreen = await page.evaluate(findLayoutProblems, 'first-screen' as const);
      const whole = await page.evaluate(findLayoutProblems, 'page' as const);
      const problems = [...firstScreen.problems, ...whole.problems, ...alignmentProblems(whole.alignment)];
      for (const problem of problems) found.push({ ...problem, where: `${route} at ${width}px` });
      await context.close();
    });
    found.sort((a, b) => a.check.localeCompare(b.check) || a.where.localeCompare(b.where));
    for (const { check, where, element, detail } of found)
      console.error(`✗ layout ${check} ${where}: ${element} ${detail}`);
    const counts = LAYOUT_CLASSES.map((name) => `${name} ${found.filter((problem) => problem.check === name).length}`);
    console.log(`layout: ${audits.length} pages checked at ${LAYOUT_WIDTHS.join('/')}px: ${counts.join(', ')}.`);
    return found.length;
  });
}

const run: Record<Check, () => Promise<number>> = {
  links: auditLinks,
  html: auditHtml,
  a11y: auditAccessibility,
  layout: auditLayout,
};
let failures = 0;
for (const check of selected) failures += await run[check]();
if (failures > 0) {
  console.error(`\nAudit failed: ${failures} problem${failures === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.log('\nAudit passed.');
