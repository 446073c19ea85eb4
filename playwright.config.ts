import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, chromiumPath, NO_BROWSER } from './tools/lib/chromium.ts';

if (!chromiumPath()) {
  console.error(NO_BROWSER);
  process.exit(1);
}

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Browser tests run in real Chromium against the site exactly as `npm start` serves it. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  webServer: {
    command: 'npm start',
    // Local mode: contact messages land in the local Blobs store (.netlify/blobs-serve) the contact spec reads; no
    // email is ever sent.
    env: { PORT: String(PORT), SENDGRID_API_KEY: '', TURNSTILE_SECRET_KEY: '' },
    url: `http://localhost:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
