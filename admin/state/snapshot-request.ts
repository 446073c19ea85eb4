/**
 * The request for the content the editor opens with (admin/snapshot.json). The page preloads it (index.html), so the
 * answer travels while the script downloads; this takes that answer as the script starts (the first module main.tsx
 * imports), or asks for it then where the browser did not preload.
 */
export const snapshotRequest = fetch(new URL('snapshot.json', location.href), { cache: 'no-store' });
// Its failure is reported where it is awaited (admin/state/content.ts), not as an unhandled rejection before that.
snapshotRequest.catch(() => undefined);
