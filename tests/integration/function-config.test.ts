/**
 * What Netlify reads from our functions' in-source configuration, read by Netlify's own bundler
 * (@netlify/zip-it-and-ship-it, which deploys run): the contact form's and the chat's rate limits become traffic rules
 * Netlify's edge enforces, and the retry runs on its schedule. The local emulation does not enforce rate limits, so this
 * is where the limits are exercised: an invalid rateLimit object would be dropped without a word and leave the function
 * unprotected.
 * Also what the bundler puts in each function's own file: zod, inlined (tsconfig.json `paths`), rather than loaded
 * from its hundred modules in node_modules on every call of the local emulation (and every cold start).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'function-config-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const bundle = (name: string) =>
  zipFunction(join(repo, 'functions', `${name}.ts`), join(out, name), {
    archiveFormat: 'none',
    basePath: repo,
  });

describe('in-source function configuration, as Netlify reads it', () => {
  it.each([
    { name: 'send-contact-email', what: 'the contact form', perMinute: 5 },
    { name: 'openai-chat', what: 'the chat', perMinute: 10 },
  ])(
    'limits $what to $perMinute calls a minute per visitor IP and site domain',
    async ({ name, perMinute }) => {
      const result = await bundle(name);
      expect(result?.runtimeAPIVersion).toBe(2);
      expect(result?.trafficRules).toEqual({
        action: {
          type: 'rate_limit',
          config: {
            rateLimitConfig: { windowLimit: perMinute, windowSize: 60, algorithm: 'sliding_window' },
            aggregate: { keys: [{ type: 'ip' }, { type: 'domain' }] },
          },
        },
      });
    },
    120_000,
  );

  it('runs the delivery retry every 5 minutes', async () => {
    const result = await bundle('retry-contact-delivery');
    expect(result?.schedule).toBe('*/5 * * * *');
  }, 120_000);

  it.each(['send-contact-email', 'openai-chat'])(
    'inlines zod into the %s bundle',
    async (name) => {
      const result = await bundle(name);
      const main = readFileSync(join(result!.path, 'functions', `${name}.mjs`), 'utf8');
      expect(main).not.toMatch(/from\s*["']zod["']|import\(\s*["']zod["']\s*\)/);
      expect(main).toContain('ZodString');
    },
    120_000,
  );
});
