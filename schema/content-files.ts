/**
 * Where each kind of content file lives under data/, apart from the schema that checks it (schema/content.ts): the
 * browser editor finds an entry's file and a page's data with this alone, so its first screen loads no schema.
 */
import type { ReferenceKind } from './fields.ts';

export interface ContentFiles {
  /** Name of the kind: of its generated JSON Schema and TypeScript type, and of its collection in the editor. */
  name: string;
  /** Glob relative to data/, as editors understand it. */
  glob: string;
  /** Whether a path relative to data/ belongs to this kind. */
  matches: (relativePath: string) => boolean;
}

const exactly = (file: string) => (path: string) => path === file;
const inFolder = (folder: string) => (path: string) => new RegExp(`^${folder}/[^/]+\\.yaml$`).test(path);

export const contentFiles = [
  { name: 'site', glob: 'site.yaml', matches: exactly('site.yaml') },
  { name: 'page', glob: 'pages/*.yaml', matches: inFolder('pages') },
  { name: 'solution', glob: 'solutions/*.yaml', matches: inFolder('solutions') },
  { name: 'testimonials', glob: 'testimonials.yaml', matches: exactly('testimonials.yaml') },
  { name: 'offerings', glob: 'offerings.yaml', matches: exactly('offerings.yaml') },
  { name: 'chat', glob: 'chat.yaml', matches: exactly('chat.yaml') },
  { name: 'roi-calculator', glob: 'roi-calculator.yaml', matches: exactly('roi-calculator.yaml') },
  { name: 'voice-agent-plans', glob: 'voice-agent-plans.yaml', matches: exactly('voice-agent-plans.yaml') },
] as const satisfies readonly ContentFiles[];

export type ContentKindName = (typeof contentFiles)[number]['name'];

/** The kind of content a path relative to data/ holds, if any. */
export const filesOf = (relativePath: string): ContentFiles | undefined =>
  contentFiles.find((kind) => kind.matches(relativePath));

/**
 * Where the ids a reference field may name are written: the files of a folder's kind are named by them (a solution's
 * id is its file's name), and a one-file kind lists them (`testimonials: - id: …`) with the field that names each in
 * words. The editor's pick-lists and VS Code's completions offer them.
 */
export const referenceSources = {
  solution: { kind: 'solution' },
  testimonial: { kind: 'testimonials', list: 'testimonials', label: 'name' },
  offering: { kind: 'offerings', list: 'offerings', label: 'name' },
} as const satisfies Record<
  Exclude<ReferenceKind, 'link' | 'image'>,
  { kind: ContentKindName; list?: string; label?: string }
>;
