/** Editors learn the schema from its descriptions: every field must have one, and every content file a schema. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contentKinds } from '../../schema/content.ts';
import { contactMessage } from '../../schema/contact-message.ts';
import { chatRequest } from '../../schema/chat-request.ts';

/** Paths of object properties that have no description, anywhere in a JSON Schema. */
function undocumented(node: unknown, path = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => undocumented(item, `${path}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const own = record.properties
    ? Object.entries(record.properties as Record<string, Record<string, unknown>>)
        .filter(([, property]) => typeof property.description !== 'string' || property.description.length < 8)
        .map(([key]) => `${path}/properties/${key}`)
    : [];
  // A `contains` matcher (a case study needs a section with the id …) describes no field of its own.
  return [
    ...own,
    ...Object.entries(record)
      .filter(([key]) => key !== 'contains')
      .flatMap(([key, value]) => undocumented(value, `${path}/${key}`)),
  ];
}

describe('schema documentation', () => {
  it.each([
    ...contentKinds,
    { name: 'contact-message', schema: contactMessage },
    { name: 'chat-request', schema: chatRequest },
  ])('every field of $name has a description', ({ schema }) => {
    expect(undocumented(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))).toEqual([]);
  });

  it('rejects unknown keys everywhere (objects are strict)', () => {
    const open = (node: unknown): number => {
      if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + open(item), 0);
      if (typeof node !== 'object' || node === null) return 0;
      const record = node as Record<string, unknown>;
      const loose =
        record.type === 'object' && record.properties !== undefined && record.additionalProperties !== false ? 1 : 0;
      const inner = Object.entries(record).filter(([key]) => key !== 'contains');
      return loose + inner.reduce((sum: number, [, value]) => sum + open(value), 0);
    };
    for (const kind of contentKinds)
      expect(open(z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any' }))).toBe(0);
  });

  it('ties every content kind to its generated JSON Schema for the YAML language server', () => {
    const settings = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', '.vscode', 'settings.json'), 'utf8'),
    ) as {
      'yaml.schemas': Record<string, string>;
    };
    expect(settings['yaml.schemas']).toEqual(
      Object.fromEntries(contentKinds.map((kind) => [`./generated/schema/${kind.name}.json`, `data/${kind.glob}`])),
    );
  });

  it('lists valid targets of links, images and ids in the editor schema', () => {
    const page = readFileSync(join(import.meta.dirname, '..', '..', 'generated', 'schema', 'page.json'), 'utf8');
    expect(page).toContain('"/solutions#case-studies"');
    expect(page).toContain('"/images/brand/ai101-logo.svg"');
    expect(page).toContain('"chiropractic-owner"');
    expect(page).toContain('"property-management-platform"');
  });
});
