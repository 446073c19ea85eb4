import { defineConfig } from 'vitest/config';

// Unit and property tests only; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
  },
});
