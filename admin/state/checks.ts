/**
 * What the editor loads after its first screen (admin/state/content.ts): the validator and the text index's maker, the zod
 * schemas they read among them, about half of the editor's script. An entry opens without them, from the snapshot's
 * own data; the first change, the idle checks and the text index wait for them.
 */
// First, before any schema checks anything.
import './zod-jitless.ts';

export { checkedChanges, checkFilesAhead, checkSave } from '../../pipeline/save/save-check.ts';
export { buildTextIndex } from '../lib/build-text-index.ts';
export { restatements } from '../../pipeline/validate/restated-facts.ts';
