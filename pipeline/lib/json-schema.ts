/** JSON Schema for editors: the input shape, with reference fields listing their valid values. */
import { relative, sep } from 'node:path';
import * as z from 'zod';
import { REF_KEY, type ReferenceKind } from '../../schema/fields.ts';
import { listFiles, type SourceFile } from './load.ts';
import { solutionIdOf, type RouteManifest } from './manifest.ts';

/** The values each kind of reference may take, from the content and public/. */
export function referenceTargets(
  sources: readonly SourceFile[],
  manifest: RouteManifest,
  publicDir: string,
): Record<ReferenceKind, string[]> {
  const testimonials = sources.find((source) => source.kind.name === 'testimonials')?.data as
    { testimonials?: Array<{ id?: unknown }> } | undefined;
  const offerings = sources.find((source) => source.kind.name === 'offerings')?.data as
    { offerings?: Array<{ id?: unknown }> } | undefined;
  return {
    link: [
      ...manifest.routes.flatMap((entry) => [
        entry.route,
        ...entry.anchors.map((anchor) => `${entry.route}#${anchor}`),
      ]),
      ...manifest.redirects.map((entry) => entry.from),
    ].sort(),
    image: listFiles(publicDir)
      .map((file) => `/${relative(publicDir, file).split(sep).join('/')}`)
      .filter((file) => /\.(?:svg|webp|avif|png|jpe?g)$/.test(file))
      .sort(),
    solution: sources
      .filter((source) => source.kind.name === 'solution')
      .map(solutionIdOf)
      .sort(),
    testimonial: (testimonials?.testimonials ?? [])
      .map((item) => item.id)
      .filter((id): id is string => typeof id === 'string')
      .sort(),
    offering: (offerings?.offerings ?? [])
      .map((item) => item.id)
      .filter((id): id is string => typeof id === 'string')
      .sort(),
  };
}

type JsonNode = Record<string, unknown>;

/** Rewrites every node tagged with `x-ref` so editors offer the valid values. */
function listTargets(node: unknown, targets: Record<ReferenceKind, string[]>): unknown {
  if (Array.isArray(node)) return node.map((item) => listTargets(item, targets));
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node as JsonNode).map(([key, value]) => [key, listTargets(value, targets)] as const);
  const rewritten: JsonNode = Object.fromEntries(entries);
  const kind = rewritten[REF_KEY] as ReferenceKind | undefined;
  if (!kind) return rewritten;
  const { [REF_KEY]: _tag, pattern, ...rest } = rewritten;
  if (kind === 'link') {
    // Internal links are listed; external ones only need the right shape.
    return { ...rest, anyOf: [{ enum: targets.link }, { type: 'string', pattern: '^(https://|mailto:|tel:)' }] };
  }
  return { ...rest, enum: targets[kind] };
}

export function jsonSchemaWithReferences(schema: z.ZodType, targets: Record<ReferenceKind, string[]>): unknown {
  return listTargets(z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }), targets);
}
