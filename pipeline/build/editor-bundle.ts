import type { KeptBuild } from './bundle-cache.ts';

/**
 * The editor's bundle (made by admin/server/bundle-editor.ts in a process of its own), kept between builds: it
 * depends on code (admin/, the renderers its preview draws with, the schemas and the validator), not on the content,
 * which it reads from the snapshot beside it.
 */
export const EDITOR_BUILD: KeptBuild = {
  name: 'editor',
  output: 'node_modules/.cache/editor-build',
  alwaysRead: [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'admin/server/vite-app.ts',
    'admin/server/bundle-editor.ts',
    'pipeline/build/editor-bundle.ts',
    'admin/index.html',
  ],
  listedFolders: ['admin', 'renderer', 'pages'],
};
