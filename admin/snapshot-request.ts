/**
 * The request for the content the editor opens with (admin/snapshot.json), sent as the editor's script starts: the
 * first module main.tsx imports, so the answer travels while the rest of the script sets itself up.
 */
export const snapshotRequest = fetch(new URL('snapshot.json', location.href), { cache: 'no-store' });
// Its failure is reported where it is awaited (admin/content.ts), not as an unhandled rejection before that.
snapshotRequest.catch(() => undefined);
