/**
 * Replaces `{name}` placeholders in content text: `{year}` in the copyright line, and facts such as
 * `{price:chatbots}` (see pipeline/lib/resolve-facts.ts). Unknown ones stay as written.
 */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(PLACEHOLDER, (match, name: string) => (name in values ? String(values[name]) : match));

/** `{year}`, `{price:chatbots}`: a name, optionally `kind:id`. */
export const PLACEHOLDER = /\{(\w+(?::[\w-]+)?)\}/g;
