import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium.ts';

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
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
