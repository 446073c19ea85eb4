/**
 * Replaces `{name}` placeholders in content text: `{year}` in the copyright line, and facts such as
 * `{price:chatbots}` (see pipeline/validate/resolve-facts.ts). Unknown ones stay as written.
 */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(PLACEHOLDER, (match, name: string) => (name in values ? String(values[name]) : match));

/** `{year}`, `{price:chatbots}`, `{stat:dinamiq:data-accuracy}`: a name, optionally `kind:id[:key]`. */
export const PLACEHOLDER = /\{(\w+(?::[\w-]+){0,2})\}/g;
