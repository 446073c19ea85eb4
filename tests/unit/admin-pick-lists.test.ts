/**
 * The editor's pick-lists of references (admin/lib/pick-lists.ts), over the real data/: each kind of reference offers
 * exactly the ids the validator accepts for it, each labelled by the name of what it names and its id.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { namer } from '../../admin/lib/entry-names.ts';
import { pickLists } from '../../admin/lib/pick-lists.ts';
import type { ReferenceTo } from '../../pipeline/codegen/field-model.ts';
import { loadContent } from '../../pipeline/content.ts';
import { referenceTargets } from '../../pipeline/codegen/json-schema.ts';
import { contentTexts, fieldModel } from '../helpers/editor-fields.ts';

const choices = pickLists(contentTexts, namer(contentTexts, fieldModel.kinds));
const targets = referenceTargets(loadContent());
const kinds: ReferenceTo[] = ['solution', 'testimonial', 'offering'];

describe('pickLists', () => {
  it.each(kinds)('offers every %s id the validator accepts, and only those', (to) => {
    const offered = choices(to).map((choice) => choice.value);
    expect(offered.length).toBeGreaterThan(2);
    expect([...offered].sort()).toEqual(targets[to]);
  });

  it('labels a solution by its title, a testimonial and an offering by their names, each with its id', () => {
    const solution = parse(contentTexts['data/solutions/postbud.yaml']!) as { title: string };
    expect(choices('solution')).toContainEqual({ value: 'postbud', label: `${solution.title} (postbud)` });
    const { testimonials } = parse(contentTexts['data/testimonials.yaml']!) as {
      testimonials: Array<{ id: string; name: string }>;
    };
    expect(choices('testimonial')).toContainEqual({
      value: testimonials[0]!.id,
      label: `${testimonials[0]!.name} (${testimonials[0]!.id})`,
    });
    const { offerings } = parse(contentTexts['data/offerings.yaml']!) as {
      offerings: Array<{ id: string; name: string }>;
    };
    expect(choices('offering')).toContainEqual({
      value: offerings[0]!.id,
      label: `${offerings[0]!.name} (${offerings[0]!.id})`,
    });
  });
});
