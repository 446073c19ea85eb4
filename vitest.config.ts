import { defineConfig } from 'vitest/config';

// Unit tests (tests/unit: code, schemas and fixtures, nothing started) and integration tests (tests/integration:
// builds, servers, CLIs, dist/). Browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    // Most integration tests wait on builds, servers and child processes: one file per core, not vitest's cores − 1
    // (a single worker on a 2-core machine took 150 s here, two take 98 s).
    maxWorkers: '100%',
  },
});
