/**
 * A disk that fails in the middle of a save, for the editor's local backend (admin/server/local-backend.ts): Node's own
 * `fs.writeSync` and `fs.renameSync`, through which every file write passes, made to fail at their k-th call from now.
 * A write fails after half of its bytes are on disk, as when a disk fills up or the process dies while writing; a
 * rename fails before it happens. `throw` raises ENOSPC, as a full disk does; `kill` ends the process at once
 * (SIGKILL), as a crash or a power cut does. Everything else about the disk is real.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

export type Fault = 'throw' | 'kill';

function strike(fault: Fault): never {
  if (fault === 'kill') process.kill(process.pid, 'SIGKILL');
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
}

/** Makes the k-th write or rename from now fail; answers a function that puts the disk back as it was. */
export function failAt(k: number, fault: Fault): () => void {
  const { writeSync, renameSync } = fs;
  let calls = 0;
  const due = () => (calls += 1) === k;
  fs.writeSync = ((fd: number, buffer: NodeJS.ArrayBufferView, offset?: number, length?: number) => {
    if (!due()) return writeSync(fd, buffer, offset, length);
    writeSync(fd, buffer, offset ?? 0, Math.floor((length ?? buffer.byteLength) / 2));
    return strike(fault);
  }) as typeof fs.writeSync;
  fs.renameSync = ((from: fs.PathLike, to: fs.PathLike) => {
    if (!due()) return renameSync(from, to);
    return strike(fault);
  }) as typeof fs.renameSync;
  // Modules that import them by name (`import { renameSync } from 'node:fs'`) see these too.
  syncBuiltinESMExports();
  return () => {
    fs.writeSync = writeSync;
    fs.renameSync = renameSync;
    syncBuiltinESMExports();
  };
}
