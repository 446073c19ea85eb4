/**
 * A page renderer (prerender.ts): renders the pages the build hands it, from the checked content's data it hands with
 * them, then reports how many it wrote and ends.
 *
 * Usage: started by prerender.ts.
 */
import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { useCheckedData } from '../content.ts';
import { renderPages, type RenderOrder } from './prerender.ts';
import { collectGarbageEarly } from './heap-growth.ts';

collectGarbageEarly();
process.once('message', (message) => {
  const { dataFile, jobs } = message as RenderOrder;
  useCheckedData(deserialize(readFileSync(dataFile)) as ReadonlyMap<string, unknown>);
  void renderPages(process.cwd(), jobs).then(() => process.send!(jobs.length, () => process.disconnect()));
});
