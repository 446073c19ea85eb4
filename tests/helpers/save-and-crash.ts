/**
 * A process that makes one save through the editor's local backend and dies at the k-th write or rename of it
 * (disk-faults.ts), for the test that every file is whole after a crash (tests/integration/cms-local-backend.test.ts).
 *
 *   node --import tsx tests/helpers/save-and-crash.ts ROOT K BODY.json
 *
 * Prints the backend's answer when the save finished before the k-th write.
 */
import { readFileSync } from 'node:fs';
import { LocalBackend } from '../../admin/server/local-backend.ts';
import { failAt } from './disk-faults.ts';

const [root, k, bodyFile] = process.argv.slice(2);
const backend = new LocalBackend(root!);
const body: unknown = JSON.parse(readFileSync(bodyFile!, 'utf8'));
const restore = failAt(Number(k), 'kill');
const answer = backend.answer(body);
restore();
console.log(JSON.stringify(answer));
