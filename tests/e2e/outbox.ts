/** Where the server started by playwright.config.ts writes contact messages (local mode), one folder per port. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2eOutboxDir = (port = Number(process.env.E2E_PORT ?? 3100)) => join(tmpdir(), `ai101-e2e-outbox-${port}`);
