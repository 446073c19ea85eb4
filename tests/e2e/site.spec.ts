/** The pre-rendered site as a visitor and Netlify see it: statuses, titles, redirects, links, navigation, CSP. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { content, contentPages, expectedHeading, redirectPages } from './content.ts';

const site = content.site;
const notFoundPaths = ['/no-such-page', '/solutions/no-such-solution'];

/** Console errors and CSP violations a page produces from its next navigation on. */
async function watchForProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return problems;
}

test.describe('every route', () => {
  for (const view of contentPages.filter((page) => page.kind !== 'solution-not-found')) {
    test(`${view.route} answers 200 with its title and heading, without console errors or CSP violations`, async ({
      page,
    }) => {
      const problems = await watchForProblems(page);
      const response = await page.goto(view.route);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await expect(page).toHaveTitle(view.title);
      const heading = expectedHeading(view);
      if (heading) await expect(page.locator('h1')).toHaveText(heading);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test('the editor at /admin/, and the validator it loads after its first screen, run under the CSP without a violation', async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  const response = await page.goto('/admin/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('#editor')).not.toBeEmpty();
  // The live site's editor loads the validator once signed in; here the page loads it as the editor does, and checks
  // a change and makes the text index with it: zod must not try to compile its checks (`eval`), which the CSP forbids.
  const checks = readdirSync(join(process.cwd(), 'dist', 'client', 'admin', 'assets')).find((file) =>
    /^checks-.+\.js$/.test(file),
  );
  expect(checks).toBeDefined();
  const result = await page.evaluate(async (url) => {
    const { checkSave, buildTextIndex } = (await import(url)) as typeof import('../../admin/state/checks.ts');
    const snapshot = (await (
      await fetch('/admin/snapshot.json')
    ).json()) as import('../../pipeline/save/snapshot.ts').Snapshot;
    const path = 'data/offerings.yaml';
    const errors = checkSave(
      snapshot,
      path,
      snapshot.files[path]!.replace(/startingPrice: \d+/, 'startingPrice: 749.50'),
    );
    return {
      errors: errors.map((error) => JSON.stringify(error.params)),
      leaves: buildTextIndex(snapshot.parsed!).leaves.length,
    };
  }, `/admin/assets/${checks}`);
  expect(result.errors).toEqual([expect.stringContaining('749.5')]);
  expect(result.leaves).toBeGreaterThan(100);
  expect(problems).toEqual([]);
});

test.describe('redirects', () => {
  for (const redirect of redirectPages) {
    test(`${redirect.route} answers 301 to ${redirect.redirect} and lands there`, async ({ page, request }) => {
      const response = await request.get(redirect.route, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = new URL(response.headers().location!, response.url());
      expect(`${location.pathname}${location.hash}`).toBe(redirect.redirect);
      await page.goto(redirect.route);
      const [path, hash] = redirect.redirect.split('#');
      await expect(page).toHaveURL((url) => url.pathname === path && url.hash === (hash ? `#${hash}` : ''));
    });
  }
});

test.describe('unknown addresses', () => {
  test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto(notFoundPaths[0]!);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(site.messages.pages.notFoundTitle);
    await expect(page).toHaveTitle(`${site.messages.pages.notFoundTitle} | ${site.brand.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      site.messages.pages.notFoundTitle,
    );
    await expect(page.getByText(site.messages.pages.notFoundCode, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: site.messages.pages.notFoundLink })).toHaveAttribute('href', '/');
    await expect.poll(() => logged.join('\n')).toContain(`${site.messages.pages.notFoundLog} ${notFoundPaths[0]}`);
  });

  test('an unknown solution answers 404 with "Solution not found" and the way back', async ({ page }) => {
    const response = await page.goto(notFoundPaths[1]!);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(site.messages.pages.solutionNotFound);
    await expect(page.getByRole('link', { name: site.messages.pages.backToSolutions })).toHaveAttribute(
      'href',
      '/solutions',
    );
  });
});

test('every navbar and footer link reaches a page that answers 200', async ({ request }) => {
  const links = [...site.navigation.flatMap((item) => [item, ...(item.children ?? [])]), ...site.footer.links].map(
    (link) => link.href,
  );
  for (const href of new Set(links)) {
    const response = await request.get(href);
    expect({ href, status: response.status() }).toEqual({ href, status: 200 });
  }
});

test('a link with a hash scrolls to its section, below the navigation bar', async ({ page }) => {
  await page.goto('/solutions#case-studies');
  const section = page.locator('#case-studies');
  await expect(section).toBeInViewport();
  await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(60);
  await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? 999)).toBeLessThanOrEqual(100);
});

test('a function block chosen from the list above the blocks opens and comes into view', async ({ page }) => {
  await page.goto('/services/business-process-automation');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const chips = page.locator('#functions ul a[href^="#functions-"]');
  const last = chips.last();
  const target = (await last.getAttribute('href'))!;
  const block = page.locator(`${target} > details`);
  await expect(block).not.toHaveAttribute('open', '');
  await last.click();
  await expect(block).toHaveAttribute('open', '');
  await expect(page.locator(`${target} summary`)).toBeInViewport();
});

// Pages are static HTML without a client router: a link loads the next page, which the browser has
// usually prerendered already (speculation rules). What the visitor sees is the same: the page, from its top.
test('navigation from the navbar lands on the page, at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.mouse.wheel(0, 1500);
  const pricing = site.navigation.find((item) => item.href === '/pricing')!;
  await page
    .getByRole('navigation', { name: site.messages.ui.mainNavigation })
    .getByRole('link', { name: pricing.label, exact: true })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('h1')).toHaveText(expectedHeading(content.pages.get('/pricing')!)!);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the mobile menu lists All Services and closes after choosing a page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: site.messages.ui.openMenu }).click();
  const allServices = site.navigation.flatMap((item) => item.children ?? []).find((child) => child.mobileOnly)!;
  await page.getByRole('link', { name: allServices.label }).click();
  await expect(page).toHaveURL(new RegExp(`${allServices.href}$`));
  await expect(page.getByRole('button', { name: site.messages.ui.openMenu })).toBeVisible();
});

/**
 * The page waits for the browser's first-paint report before it hydrates anything (renderer/islands/client.ts); with
 * the report withheld, only the visitor's own moves can wake an island.
 */
const withholdPaintReport = (page: Page) =>
  page.addInitScript(() => {
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
  });

/** The home page on a large screen: the services dropdown's toggle and its first link. */
async function servicesMenu(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const services = site.navigation.find((item) => item.children)!;
  const first = services.children!.find((child) => !child.mobileOnly)!;
  return {
    toggle: page.getByRole('button', { name: services.label }),
    firstChild: page.getByRole('link', { name: first.label }),
  };
}

test('the services dropdown opens from the keyboard', async ({ page }) => {
  const { toggle, firstChild } = await servicesMenu(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(firstChild).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a press before the browser reports the first paint is not lost: the dropdown opens once it has hydrated', async ({
  page,
}) => {
  await withholdPaintReport(page);
  const { toggle, firstChild } = await servicesMenu(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(firstChild).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
});

test('a pointer resting on the services menu before the page has hydrated opens the dropdown once it has', async ({
  page,
}) => {
  await withholdPaintReport(page);
  const { toggle, firstChild } = await servicesMenu(page);
  await toggle.hover();
  await expect(firstChild).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(0, 600);
  await expect(firstChild).toBeHidden();
});

test('the navigation bar changes style once the page scrolls past 10px', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test("no built page contains undefined, NaN, [object Object] or one of vike's markers for its tags", () => {
  const dist = join(process.cwd(), 'dist', 'client');
  // The content editor at admin/ is an app of its own, not a pre-rendered page.
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin/'),
  );
  expect(pages.length).toBeGreaterThan(30);
  for (const file of pages) {
    const html = readFileSync(join(dist, file), 'utf8');
    const found = html.match(/\bundefined\b|\bNaN\b|\[object Object\]|__VITE_PLUGIN\w*/g);
    expect({ file, found }).toEqual({ file, found: null });
    // vike's tags stand where pages/+config.ts marks them: the font preload in the head, the page script last.
    expect(html).toMatch(/<meta charset="UTF-8" \/>\s*<link rel="preload" href="[^"]+\.woff2" as="font"/);
    expect(html).toMatch(/<script src="\/assets\/entries\/[^"]+\.js" type="module" async[^>]*><\/script>\s*<\/body>/);
  }
});
