/** Replaces `{name}` placeholders in content text, e.g. `{year}` in the copyright line; unknown ones stay as written. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
