/**
 * The position-aware `yaml` parser, loaded on first use. Content without mistakes is read by js-yaml alone, and
 * loading `yaml` costs about 35 ms of every `npm run validate`; it is needed only to place an error at its line.
 */
import { createRequire } from 'node:module';

type Yaml = typeof import('yaml');

let loaded: Yaml | undefined;

export const yamlParser = (): Yaml => (loaded ??= createRequire(import.meta.url)('yaml') as Yaml);
