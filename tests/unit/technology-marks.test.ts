/**
 * Technology logos: every technology the content names (logos sections, solutions' tech stacks) shows the mark
 * simple-icons has for it, from the short list the site carries (renderer/ui/technology-mark.tsx), and the list holds
 * no mark nothing uses. Server-rendered: each logo is one image named after the product.
 */
import * as allIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../pipeline/content.ts';
import { markFor, TECHNOLOGY_MARKS, TechnologyLogo } from '../../renderer/ui/technology-mark.tsx';

const everyIcon = Object.values(allIcons).filter(
  (value): value is SimpleIcon => typeof value === 'object' && value !== null && 'path' in value && 'title' in value,
);

/** Every technology name in the content: logos entries and tech stack items. */
function namedTechnologies(): string[] {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as { type?: unknown; logos?: { name: string }[]; techStack?: unknown };
      if (record.type === 'logos') record.logos?.forEach((logo) => names.add(logo.name));
      // site.yaml's `techStack` is the heading over the list, not a list.
      if (Array.isArray(record.techStack)) record.techStack.forEach((tool) => names.add(tool));
      Object.values(node).forEach(visit);
    }
  };
  for (const data of loadContent().data.values()) visit(data);
  return [...names].sort();
}

const names = namedTechnologies();

describe('technology marks', () => {
  it('finds the technologies the pages name, including the healthcare page’s three', () => {
    expect(names).toEqual(expect.arrayContaining(['Voiceflow', 'Supabase', 'n8n', 'OpenAI', 'Stripe', 'Twilio']));
  });

  it.each(names)('%s shows the mark simple-icons has for it (or none when it has none)', (name) => {
    const inFullSet = markFor(name, everyIcon);
    expect(
      markFor(name)?.slug,
      inFullSet ? `add si${inFullSet.slug[0]!.toUpperCase()}${inFullSet.slug.slice(1)} to TECHNOLOGY_MARKS` : '',
    ).toBe(inFullSet?.slug);
  });

  it('carries only marks the content uses', () => {
    const used = new Set(names.map((name) => markFor(name)?.slug));
    expect(TECHNOLOGY_MARKS.map((mark) => mark.slug).filter((slug) => !used.has(slug))).toEqual([]);
  });

  it('matches whole words at the start of a name, the longest product name first', () => {
    expect(markFor('Google Calendar')?.slug).toBe('googlecalendar');
    expect(markFor('Google Workspace')?.slug).toBe('google');
    expect(markFor('Supabase (PostgreSQL and row-level security)')?.slug).toBe('supabase');
    expect(markFor('Makeover Studio')).toBeUndefined();
    expect(markFor('Voiceflow')).toBeUndefined();
  });

  it('a logo is one image named after the product: the mark and the typeset name, or the name alone', () => {
    const withMark = renderToStaticMarkup(createElement(TechnologyLogo, { name: 'Supabase' }));
    expect(withMark).toMatch(/^<span role="img" aria-label="Supabase" data-technology-logo="supabase"/);
    expect(withMark).toContain(`<path d="${markFor('Supabase')!.path}"`);
    expect(withMark).toContain('aria-hidden="true"');
    const wordmark = renderToStaticMarkup(createElement(TechnologyLogo, { name: 'Voiceflow' }));
    expect(wordmark).toMatch(/^<span role="img" aria-label="Voiceflow" data-technology-logo="wordmark"/);
    expect(wordmark).not.toContain('<svg');
    expect(wordmark).toContain('<span>Voiceflow</span>');
  });
});
