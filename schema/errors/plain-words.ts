/**
 * Words for a person in the browser editor, made from words written for whoever edits the YAML files: the schemas'
 * `.describe()` texts (the form's hints, pipeline/codegen/form-words.ts) and the catalogue's messages (the form's
 * mistakes, editor.ts). Those name files (`data/testimonials.yaml`), folders (`public/`), keys (`navLabel`), values
 * (`top-bar`, `true`), YAML lines (`"id: x"`) and placeholders (`{price:chatbots}`); the form shows none of them: a
 * file is the entry that holds it, a key its field's label, a value its option's words, a placeholder the fact it
 * names, and an example stands in quotes.
 */

/** What the words may name, as the form names it. */
export interface PlainNames {
  /** A field by its key, where any word may be one (the hint's own group's fields: `id` is a section's `Anchor`). */
  field?: (key: string) => string | undefined;
  /** A field by its key, for words that can only be keys (`navLabel`, or a key before a colon). */
  key: (key: string) => string | undefined;
  /** A choice's option by its value: `top-bar` -> `Bar under the navigation`. */
  option: (value: string) => string | undefined;
  /** A content file or folder by its path (`data/testimonials.yaml`, `data/solutions/`): its entry or kind. */
  place: (path: string) => string | undefined;
  /** A fact or other placeholder by its name (`price:chatbots`, `year`), in words. */
  placeholder: (name: string) => string;
  /** The words are a yes-or-no field's: `true` is ticked. */
  yesNo?: boolean;
}

export const inQuotes = (text: string) => `“${text}”`;

/** The names a placeholder's words are made of: an offering's, a solution's and a figure's, by their ids. */
export interface FactNames {
  offering: (id: string) => string;
  solution: (id: string) => string;
  /** A figure of a solution by its key (`more-inquiries`): its label. */
  figure: (solution: string, key: string) => string;
  /** Any other placeholder (`{year}`, `{name}`) by its name. */
  other: (name: string) => string;
}

/** A placeholder in words: `{price:chatbots}` is `Chatbots starting price`, `{stat:postbud:more-inquiries}` `More Inquiries of PostBud`. */
export function placeholderWords(name: string, names: FactNames): string {
  const [kind, id = '', key = ''] = name.split(':');
  if (kind === 'price' && id) return `${names.offering(id)} starting price`;
  if (kind === 'summary' && id) return `Summary of ${names.solution(id)}`;
  if (kind === 'stat' && id) return `${names.figure(id, key)} of ${names.solution(id)}`;
  return names.other(name);
}

/** A field and its value: `“Link to: The solution page”`; a yes or no as ticked or not (`“Featured” unticked`). */
function fieldWithValue(label: string, value: string, names: PlainNames): string {
  if (value === 'true' || value === 'false') return `${inQuotes(label)} ${value === 'true' ? 'ticked' : 'unticked'}`;
  return inQuotes(value ? `${label}: ${names.option(value) ?? value}` : label);
}

/** A key that only a developer writes as a word: `navLabel`, `startingPrice`. */
const camelKey = /^[a-z]+[A-Z][A-Za-z]*$/;

/** What a code span says in the form's words. */
function codeWords(code: string, names: PlainNames): string {
  const place = names.place(code);
  if (place) return inQuotes(place);
  if (/^public\/?/.test(code)) return "the site's pictures";
  if (code === '""') return 'empty';
  if (code === '[]') return 'an empty list';
  if (names.yesNo && (code === 'true' || code === 'false')) return code === 'true' ? 'ticked' : 'unticked';
  const field = names.field?.(code) ?? (camelKey.test(code) ? names.key(code) : undefined);
  if (field) return inQuotes(field);
  const option = names.option(code);
  if (option) return inQuotes(option);
  // `opens: booking`, `route:`: a field and its value.
  const pair = /^(\w+):(?: (.*))?$/.exec(code);
  const label = pair && (names.field?.(pair[1]!) ?? names.key(pair[1]!));
  if (pair && label) return fieldWithValue(label, pair[2] ?? '', names);
  // In an address a placeholder stands for the part that varies: `/solutions/{id}` is `/solutions/…`.
  const part = (name: string) => (code.startsWith('/') ? '…' : names.placeholder(name));
  return inQuotes(code.replace(/\{([\w:-]+)\}/g, (_, name: string) => part(name)));
}

/** `text` in the form's words. */
export function inPlainWords(text: string, names: PlainNames): string {
  return (
    text
      // Where a developer reads on (`see functions/README.md`): nothing the form's reader opens.
      .replace(/\s*\(see [\w./-]+\)/g, '')
      // `Leave empty (`""`)`: the empty text spelt out adds nothing in a form.
      .replace(/\s*\(`""`\)/g, '')
      // How a file is named (`its file name without `.yaml``): the form names the entry itself.
      .replace(/\s*\([^()]*`\.yaml`[^()]*\)/g, '')
      .replace(/:\s[^.;:]*`\.yaml`[^.;:]*/g, '')
      .replace(/`([^`]+)`/g, (_, code: string) => codeWords(code, names))
      // A line of YAML to write: `add "company: "`, `write "id: key-takeaways"`.
      .replace(/"(\w+):(?: ([^"]*))?"/g, (whole, key: string, value = '') => {
        const label = names.key(key);
        return label ? fieldWithValue(label, value.trim(), names) : whole;
      })
      // A list item to write: `add "- dinamiq" to`.
      .replace(/"- ([^"]+)"/g, (_, item: string) => inQuotes(item))
      // A field by its path: `the value of model.noShowReduction`.
      .replace(/\b[a-z]\w*\.([a-z]+[A-Z][A-Za-z]*)\b/g, (whole, key: string) => {
        const label = names.key(key);
        return label ? inQuotes(label) : whole;
      })
      // Where the developers' guide lists a long list's values: the form offers them in its list.
      .replace(/\bare listed in docs\/[\w.-]+/g, 'are those its list offers')
      // A key and its value outside code marks: `use linkTo: detail`, `change startingPrice: 699`.
      .replace(/\b([a-z]+[A-Z][A-Za-z]*): ([\w-]+)/g, (whole, key: string, value: string) => {
        const label = names.key(key);
        return label ? fieldWithValue(label, value, names) : whole;
      })
      // A file or folder named outside code marks.
      .replace(/\bdata\/[\w-]+(?:\/|\.yaml)/g, (path) => inQuotes(names.place(path) ?? path))
      .replace(/\bunder public\/[\w/]*/g, "among the site's pictures")
      .replace(/\{([\w:-]+)\}/g, (_, name: string) => names.placeholder(name))
  );
}
