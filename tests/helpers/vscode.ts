/**
 * VS Code's YAML support as it runs: yaml-language-server (the Red Hat YAML extension's server) with the JSON
 * Schemas codegen writes and the file associations of .vscode/settings.json.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from 'yaml-language-server/lib/esm/languageservice/yamlLanguageService.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** A language service configured like .vscode/settings.json, reading schemas from `schemaDir`. */
export function vscodeFor(schemaDir = join(ROOT, 'generated', 'schema')) {
  const settings = JSON.parse(readFileSync(join(ROOT, '.vscode', 'settings.json'), 'utf8')) as {
    'yaml.schemas': Record<string, string>;
  };
  const service = getLanguageService({
    schemaRequestService: async (uri: string) => readFileSync(new URL(uri), 'utf8'),
    workspaceContext: { resolveRelativePath: (path: string, resource: string) => new URL(path, resource).href },
  });
  service.configure({
    validate: true,
    hover: true,
    completion: true,
    schemas: Object.entries(settings['yaml.schemas']).map(([schema, glob]) => ({
      uri: pathToFileURL(join(schemaDir, relative('./generated/schema', schema))).href,
      fileMatch: [glob],
    })),
  });
  // The server caches parsed documents by address and version, so every text gets a version of its own.
  let version = 0;
  const documentOf = (file: string, text: string) =>
    TextDocument.create(pathToFileURL(join(ROOT, file)).href, 'yaml', (version += 1), text);
  return {
    /** Diagnostics with 1-based lines, as VS Code underlines them. */
    async problems(file: string, text: string) {
      const diagnostics = await service.doValidation(documentOf(file, text), false);
      return diagnostics.map((problem) => ({
        line: problem.range.start.line + 1,
        lastLine: problem.range.end.line + 1,
        message: problem.message,
      }));
    },
    async hover(file: string, text: string, line: number, column: number) {
      const hover = await service.doHover(documentOf(file, text), { line: line - 1, character: column - 1 });
      const contents = hover?.contents;
      return typeof contents === 'object' && contents !== null && 'value' in contents ? contents.value : '';
    },
    async complete(file: string, text: string, line: number, column: number) {
      const list = await service.doComplete(documentOf(file, text), { line: line - 1, character: column - 1 }, false);
      return list.items.map((item) => item.label);
    },
  };
}
