/**
 * npm run screenshots [-- --base http://localhost:3000 --only /pricing,/about]
 * Full-page screenshots of every route at phone (390px), tablet (768px) and desktop (1280px) width, in Debian's
 * Chromium, into screenshots/. Start the site first (npm start).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { routes } from '../generated/routes.ts';
import { chromiumLaunchOptions } from './lib/chromium.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
    only: { type: 'string' },
  },
});
const paths = values.only
  ? values.only.split(',')
  : [
      '/',
      ...routes.map((entry) => entry.route).filter((route) => route !== '/'),
      '/no-such-page',
      '/solutions/no-such-solution',
    ];
const outDir = join(process.cwd(), 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [390, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const path of paths) {
    await page.goto(`${values.base}${path}`, { waitUntil: 'networkidle' });
    // Lazy images load only near the viewport: walk down the page so a full-page shot shows them all.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
      // An image inside a closed disclosure is never loaded, so its decode() would never settle.
      const shown = [...document.images].filter((image) => image.checkVisibility());
      await Promise.all(shown.map((image) => image.decode().catch(() => undefined)));
    });
    const file = join(outDir, `${width}${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
