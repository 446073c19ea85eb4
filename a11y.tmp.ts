import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { routes } from './generated/routes.ts';
import { chromiumLaunchOptions } from './tools/lib/chromium.ts';
const b = await chromium.launch(chromiumLaunchOptions());
let total = 0;
const paths = routes.map((r) => r.route).filter((r) => !['/expertise', '/ai-solutions-pricing', '/case-studies'].includes(r));
const jobs = paths.flatMap((route) => [390, 768, 1280].map((width) => ({ route, width })));
const queue = [...jobs];
await Promise.all([0, 1].map(async () => {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const ctx = await b.newContext({ viewport: { width: job.width, height: 900 }, reducedMotion: 'reduce' });
    await ctx.route((url) => url.port !== '3320', (r) => r.fulfill({ status: 200, body: '' }));
    const p = await ctx.newPage();
    await p.goto(`http://localhost:3320${job.route === '/' ? '/' : job.route + '/'}`, { waitUntil: 'load', timeout: 90000 });
    await p.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90000 });
    const r = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const v of r.violations) for (const n of v.nodes) { total++; console.log(`✗ ${job.route} ${job.width}: ${v.id} ${n.target.join(' ')} ${n.failureSummary?.slice(0, 200)}`); }
    await ctx.close();
  }
}));
console.log(`a11y static: ${jobs.length} pages, ${total} violations`);
await b.close();
