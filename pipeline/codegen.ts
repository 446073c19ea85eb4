/** npm run codegen: loads the content once and writes generated/ (see lib/generate.ts). */
import { loadContent } from './content.ts';
import { contentTypes, generatedSummary, writeGenerated } from './lib/generate.ts';

const content = loadContent();
writeGenerated(content, await contentTypes());
console.log(generatedSummary(content));
