/** The site's own content: valid, fully linked, and carrying every figure the customer's spec fixes. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLink } from '../../pipeline/validate/manifest.ts';
import { factsFrom, resolveFacts } from '../../pipeline/validate/resolve-facts.ts';
import { collectReferences, fieldNames } from '../../pipeline/validate/schema-walk.ts';
import { validateContent } from '../../pipeline/validate/validate-content.ts';
import { firstTextMistake, hasSuspectLine } from '../../pipeline/validate/yaml-errors.ts';

const root = join(import.meta.dirname, '..', '..');
const result = validateContent({ root, dataDir: join(root, 'data'), publicDir: join(root, 'public') });
/** Every string value of the content, as the site will show it (folded YAML lines joined). */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)])
      : [];
const facts = factsFrom(result.sources);
const allText = result.sources.flatMap((source) => strings(resolveFacts(source.data, facts))).join('\n');

describe('the real content', () => {
  it('has no content error', () => {
    expect(result.errors).toEqual([]);
  });

  it('has no line the mistake scan would stop at, by its whole-text patterns or line by line', () => {
    for (const source of result.sources) {
      const known = fieldNames(source.kind.schema);
      expect(hasSuspectLine(source.text!, known)).toBe(false);
      expect(firstTextMistake(source.text!, known)).toBeUndefined();
    }
  });

  it('resolves every internal link, with its anchor', () => {
    const links = result.sources.flatMap((source) =>
      collectReferences(source.kind.schema, source.data).filter((reference) => reference.kind === 'link'),
    );
    expect(links.length).toBeGreaterThan(50);
    for (const link of links)
      expect({ link: link.value, ...checkLink(result.manifest, link.value) }).toEqual({ link: link.value, ok: true });
  });

  it('has unique routes', () => {
    const routes = [
      ...result.manifest.routes.map((entry) => entry.route),
      ...result.manifest.redirects.map((entry) => entry.from),
    ];
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has every route of the spec and of design.md', () => {
    const routes = result.manifest.routes.map((entry) => entry.route);
    const solutions = ['record-verification', 'postbud', 'lead-capture', 'dinamiq', 'chiropractic-voice-agent'];
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/services/business-process-automation',
        '/services/tradesmen-automation-solutions',
        '/pricing',
        '/dental-ai-voice-agent',
        '/healthcare-ai-voice-agent',
        '/contact',
        '/ai-for-small-business',
        '/solutions',
        '/about',
        '/privacy-policy',
        '/terms-of-service',
        ...solutions.map((id) => `/solutions/${id}/case-study`),
      ]),
    );
    expect(routes.filter((route) => /^\/solutions\/[^/]+$/.test(route))).toHaveLength(11);
    expect(result.manifest.redirects.map(({ from, to }) => ({ from, to }))).toEqual(
      expect.arrayContaining([
        { from: '/expertise', to: '/pricing' },
        { from: '/ai-solutions-pricing', to: '/pricing' },
        { from: '/case-studies', to: '/solutions#case-studies' },
      ]),
    );
  });

  it('has the anchors the spec names', () => {
    const anchors = (route: string) => result.manifest.routes.find((entry) => entry.route === route)?.anchors;
    expect(anchors('/')).toEqual([
      'hero',
      'challenges',
      'services',
      'value-prop',
      'case-studies',
      'testimonials',
      'solutions-pricing',
      'get-in-touch',
    ]);
    expect(anchors('/solutions')).toEqual(expect.arrayContaining(['featured', 'case-studies']));
    expect(anchors('/dental-ai-voice-agent')).toEqual([
      'hero',
      'challenges',
      'features',
      'benefits',
      'roi-calculator',
      'pricing',
      'free-trial',
      'technology',
      'solution-demo',
      'cta',
    ]);
    expect(anchors('/healthcare-ai-voice-agent')).toEqual(
      expect.arrayContaining(['hero', 'roi-calculator', 'pricing', 'solution-demo']),
    );
  });

  // The business constants and the error messages the site states, exactly as written.
  it.each([
    'Starting at $4999',
    'Starting at $',
    '$699+',
    '$2499+',
    '$4999+',
    'Most Popular',
    '$199',
    '$499',
    '500 minutes',
    '2000 minutes',
    '5000 minutes',
    '$99/month',
    '$149/month',
    '99.9%',
    '40+ hrs',
    '10%',
    '30+ hrs',
    '3%',
    '$2,700+',
    '62%',
    '95%',
    '85%',
    '42%',
    '98%',
    '24/7',
    '87%',
    '32%',
    '4.3/5',
    '22%',
    '18%',
    '45 minutes',
    '28 minutes',
    '15-20 min',
    '5-10 min',
    '6 weeks',
    '7 weeks',
    '4 weeks',
    '25+ years',
    'April 10th, 2025',
    'STOP',
    'HELP',
    '18',
    'TCPA',
    'Hello! Welcome to AI101. How can I help you today?',
    'Chat with us',
    'Quick Topics',
    'Typing...',
    'test connection',
    'Tell me about your services',
    'How can AI help my business?',
    'I need a chatbot for my business',
    'Book a consultation',
    'Help with website development',
    'Supercharge Your Business with Smart AI Solutions',
    'From strategy to execution — we make AI your competitive edge.',
    'Send us a message',
    'e.g. +1 555 123 4567',
    'Something went wrong',
    'Please try again later.',
    'Failed to send message',
    'Verification not ready. Please reload.',
    'Failed to get chat response',
    'I apologize, but I am experiencing technical difficulties. Please try again later or contact us through the contact form.',
    'I apologize, but I am unable to provide a response at the moment. Please try again later.',
    'Missing OpenAI API Key - Chat functionality will be disabled',
    'Solution not found',
    '← Back to all solutions',
    'Oops! Page not found',
    'Return to Home',
    'Unexpected Application Error!',
    'Book Free Consultation',
    '#0EA5E9',
  ])('contains %s', (figure) => {
    expect(allText).toContain(figure);
  });

  it('lists the nine solutions of the pricing page at their starting prices', () => {
    const pricing = resolveFacts(
      result.sources.find((source) => source.relativePath === 'pages/pricing.yaml')?.data,
      facts,
    ) as {
      sections: Array<{ type: string; items?: Array<{ title: string; startingPrice: number }> }>;
    };
    const items = pricing.sections.find((section) => section.type === 'price-list')?.items ?? [];
    expect(Object.fromEntries(items.map((item) => [item.title, item.startingPrice]))).toEqual({
      'Inbound Voice AI Agents': 2499,
      'Outbound Voice AI Agents': 2499,
      'Voice AI Receptionists': 2499,
      'Lead Generation Chatbots': 699,
      'Lead Qualification Chatbots': 699,
      'Customer Support Chatbots': 699,
      'Custom Automation Solutions': 4999,
      'Web Scraping': 999,
      'AI Document Processing': 1999,
    });
  });

  it('gives the chat assistant no price to quote', () => {
    const chat = result.sources.find((source) => source.relativePath === 'chat.yaml')?.data;
    expect(strings(chat).filter((text) => /\$\s?\d/.test(text))).toEqual([]);
  });

  it('has nothing left unwritten', () => {
    expect(allText).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|placeholder text/i);
  });
});
