/** npm run codegen: loads the content once and writes generated/ (see codegen/generate.ts). */
import { loadContent } from './content.ts';
import { contentTypes, generatedSummary, writeGenerated } from './codegen/generate.ts';

const content = loadContent();
writeGenerated(content, await contentTypes());
console.log(generatedSummary(content));
