/**
 * The editor's bundle, as a process of its own beside the site's (pipeline/build/bundling-process.ts): a Vite build of
 * its own into a folder the site's bundling cannot empty, or the one the last build kept when no file it was made
 * from changed. pipeline/build.ts moves it into dist/client/admin/.
 *
 * Usage: started by pipeline/build.ts.
 */
import { join } from 'node:path';
import { build } from 'vite';
import { readFilesRecorder } from '../../pipeline/build/bundle-cache.ts';
import { bundleOrReuse } from '../../pipeline/build/bundling-process.ts';
import { EDITOR_BUILD } from '../../pipeline/build/editor-bundle.ts';
import { adminConfig } from './vite-app.ts';

await bundleOrReuse(
  EDITOR_BUILD,
  async () => {
    const root = process.cwd();
    const config = adminConfig(root);
    const recorder = readFilesRecorder();
    await build({
      ...config,
      plugins: [...config.plugins!, recorder.plugin],
      build: { ...config.build, outDir: join(root, EDITOR_BUILD.output) },
    });
    return recorder.files;
  },
  {
    reused: 'Editor reused: no file it was made from changed since the last build.',
    made: (seconds) => `Editor bundled in ${seconds} s.`,
  },
);
