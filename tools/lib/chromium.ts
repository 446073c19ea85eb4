/** How browser tests and tools find and start Chromium here: CHROMIUM_PATH, else Debian's, else Playwright's own. */
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

/** What to do when no browser is found, in one sentence. */
export const NO_BROWSER =
  'The browser tests need Chromium: install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.';

/** The Chromium to run, or undefined when this machine has none. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', chromium.executablePath()];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path!));
}

/** What headless Chromium needs here: no sandbox as root, and no calls to hosts this machine cannot reach. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };
}
