/** How browser tests and tools find and start Chromium here: CHROMIUM_PATH, else Debian's, else Playwright's own. */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
