/** The field model's words: what the editor calls each content kind and field, where the schema's names do not say. */

/** Content kinds as the editor's contents list them. */
export const kindLabels: Record<string, { label: string; singular?: string }> = {
  site: { label: 'Site settings' },
  page: { label: 'Pages', singular: 'Page' },
  solution: { label: 'Solutions', singular: 'Solution' },
  testimonials: { label: 'Testimonials' },
  offerings: { label: 'Offerings and prices' },
  chat: { label: 'Chat assistant' },
  'roi-calculator': { label: 'ROI calculator' },
  'voice-agent-plans': { label: 'Voice agent plans' },
};

/**
 * Fields whose text runs to sentences or paragraphs get a multi-line box. By name, so the form does not change
 * with what happens to be written today.
 */
export const MULTI_LINE = new Set([
  'description',
  'intro',
  'tagline',
  'quote',
  'answer',
  'paragraphs',
  'text',
  'bio',
  'alt',
  'before',
  'after',
  'solution',
  'summary',
  'persona',
  'rules',
  'assumptions',
  'fallback',
  'contactRedirect',
  'privacyNote',
  'technicalDifficulties',
]);

const ACRONYMS: Record<string, string> = { id: 'ID', roi: 'ROI', url: 'URL', cta: 'CTA', faq: 'FAQ', seo: 'SEO' };

/**
 * Field names whose words are a developer's: the form says what they are for. A section's `id` is the anchor its
 * links scroll to; any other `id` names the entry in addresses and in other entries' lists.
 */
const FIELD_WORDS: Record<string, string> = {
  href: 'Link',
  src: 'Picture',
  alt: 'Picture description',
  route: 'Address',
  redirect: 'Forward to',
  id: 'Short name',
  url: 'Address',
  siteUrl: 'Site address',
  navLabel: 'Menu label',
  mobileOnly: 'Only in the phone menu',
  repo: 'GitHub repository',
  measurementId: 'Measurement ID',
  siteKey: 'Site key',
  honeypotLabel: 'Hidden spam-trap label',
  x: 'Horizontal position',
  y: 'Vertical position',
  api: 'Function messages',
  ui: 'Screen-reader labels',
  techStack: 'Technologies',
  faq: 'Questions and answers',
  annualROI: 'Annual return',
  roiCategory: 'Return categories',
};

/** `navLabel` -> `Nav label`, `roi-calculator` -> `ROI calculator`. */
export function plainWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A field's label: plain words for its name, `Link` for `href`. */
export const fieldLabel = (name: string) => FIELD_WORDS[name] ?? plainWords(name);
