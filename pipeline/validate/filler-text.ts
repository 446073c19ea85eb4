/**
 * Text a visitor must never see: a placeholder left for later (`TBD`, `Coming soon…`, `[Client name]`, `Insert
 * testimonial here`), a template's blank (`{{company}}`), filler (`Lorem ipsum`) or keys typed to try a field (`asdf`,
 * `test`). Words that only look like filler inside a sentence are prose ("a mobile app is coming soon", "[beta]",
 * "test connection"), so most patterns hold only for the whole value, and the rest only for marks no sentence makes.
 */

export type FillerSort = 'placeholder' | 'template' | 'lorem' | 'mash' | 'test';

export interface Filler {
  /** The filler as written in the text. */
  filler: string;
  sort: FillerSort;
  /** The filler is the whole value, not a part of a longer text. */
  whole: boolean;
}

/** Words a placeholder is made of: what is to be written (`[Client name]`, `<your logo>`, `Your quote here`). */
const BLANK_WORDS = String.raw`(?:name|first|last|full|client|company|customer|business|brand|product|service|title|role|position|job|date|year|city|location|phone|number|email|address|link|url|website|quote|testimonial|text|copy|content|description|summary|intro|headline|heading|subheading|subtitle|tagline|caption|label|button|logo|image|photo|picture|price|amount|figure|percentage|stat|value|industry|answer|question|bio|paragraph|body|message|details?|info)`;

const anchored = (...parts: string[]) => new RegExp(`^(?:${parts.join('|')})$`, 'iu');

/** The whole value is a placeholder: a note left for later, or "coming soon" alone. */
const WHOLE_PLACEHOLDER = anchored(
  String.raw`tb[dca]|to ?do|fix ?me|x{2,}|\?+|\.{3}|…|wip|pending|placeholder(?: text)?|untitled(?: \w+)?`,
  String.raw`(?:sample|dummy|example|some|filler|placeholder) (?:text|copy|content)`,
  String.raw`to be (?:decided|determined|confirmed|announced|added|written|defined|completed)`,
  String.raw`(?:(?:content|text|copy|description|details|info|information|more info|more details|quote|testimonial) )?coming soon`,
  String.raw`under construction|work in progress|edit me|click (?:here )?to edit|new (?:item|card|section|entry|page|field|block)`,
  String.raw`(?:john|jane) doe|first ?name last ?name|name surname|n/?a|alt(?:ernative)? text`,
  // The words a template names its blanks with, more than one: `Job Title, Company Name`.
  String.raw`(?:${BLANK_WORDS} )*${BLANK_WORDS}(?:, (?:${BLANK_WORDS} )*${BLANK_WORDS})+`,
  // Words still to be written or approved: `Bio to follow`, `Quote pending client approval`.
  String.raw`(?:(?:the|more|full) )?${BLANK_WORDS} (?:to follow|to come)`,
  String.raw`(?:${BLANK_WORDS} ){1,2}(?:pending|awaiting) (?:(?:client|legal|final|customer) )?(?:approval|sign-?off|review|confirmation)`,
);

/**
 * The whole value is a blank to fill in: `Your quote here`, `Insert testimonial here`. The hint an empty input shows
 * may say just that ("Type your message here"), so hints are not held to it.
 */
const WHOLE_BLANK = anchored(
  String.raw`(?:(?:your|the|a|some|sample|new) )?(?:${BLANK_WORDS} ){0,2}${BLANK_WORDS}(?: (?:text|goes|will go|comes))? here`,
  String.raw`insert (?:the |your |a )?(?:${BLANK_WORDS} ?){1,3}(?: here)?`,
  String.raw`(?:add|enter|type|write|put|paste) (?:the |your |a )?(?:${BLANK_WORDS} ?){1,3} here`,
);

/** The whole value is a test entry: the first words anyone types to try a field. */
const WHOLE_TEST =
  /^(?:test(?:ing)?(?:[\s-]*\d*|\s+test(?:ing)?)*|foo|foo ?bar|blah(?:[\s,]*blah)*|abc|abcd|xyz|asd|qwe|zxc|hello world)$/iu;

/** A template's blank (`{{company}}`, `${name}`, `%NAME%`): its braces are no placeholder of ours either. */
export const TEMPLATE_BLANK = /\{\{[^{}\n]*\}\}|\$\{[^{}\n]*\}|%[A-Z][A-Z_]*%/gu;
/** Marks no sentence makes, anywhere in a text. */
const TEMPLATE = new RegExp(TEMPLATE_BLANK.source, 'u');
const LOREM = /\b(?:lorem|ipsum|dolor sit amet|consectetur adipiscing)\b/iu;
// A "TODO list" is a thing a sentence may name.
const NOTE_WORD = /(?<![\p{L}\d])(?:TBD|TBC|TBA|FIXME|TODO(?!\s+lists?\b))(?![\p{L}\d])/u;
/** A figure to be filled in: `$X,XXX`, `XX%`, `XX hours`. */
const FIGURE_BLANK = /(?<![\p{L}\d])(?:[$€£]X+(?:[.,]X+)*|X{2,}(?:[.,]X+)*)(?=%|\+|\s|[.,;:!?)]|$)/u;
/** A blank in brackets: `[Client name]`, `<insert quote>`, `[Your company]`; `[beta]` and `[1]` are words. */
const BRACKETED = new RegExp(
  String.raw`\[(?:(?:insert|add|enter|fill in|your|the)\s+)?(?:${BLANK_WORDS}[\s/-]*){1,3}\]|<(?:(?:insert|add|enter|fill in|your|the)\s+)?(?:${BLANK_WORDS}[\s/-]*){1,3}>`,
  'iu',
);

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const LAUGHTER = /^(?:ha|he|hi|ho)+$/iu;

/** A word typed by running a finger along the keyboard or hitting keys at random (`asdf`, `qwerty`, `jfjfjf`, `sdfgh`). */
function mashed(word: string): boolean {
  const lower = word.toLowerCase();
  if (
    lower.length >= 4 &&
    KEYBOARD_ROWS.some((row) => row.includes(lower) || [...row].reverse().join('').includes(lower))
  )
    return true;
  if (/^(?:asdf|qwer|zxcv|hjkl)/u.test(lower)) return true;
  // Keys mashed on a Latin keyboard: words of other alphabets (Greek "ασθενείς", Arabic, which writes few vowels)
  // are read by what they are.
  if (!/^[a-z]+$/u.test(lower)) return false;
  // Keys hit over and over (`jfjfjf`); a sound drawn out (`mmm`, `zzz`) and laughter are words.
  if (/^(\p{L}{2,4})\1{2,}$/u.test(lower) && !LAUGHTER.test(lower)) return true;
  // Five or more small letters and no vowel: no word of a sentence, and capitals are acronyms (CRM, HTML).
  return word === lower && lower.length >= 5 && !/[aeiouy]/u.test(lower) && lower !== 'https';
}

/** The first word of `text` made by mashing keys, if any: a word alone between spaces, without digits or marks. */
function mashIn(text: string): string | undefined {
  for (const token of text.split(/\s+/)) {
    const word = token.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/gu, '');
    if (/^\p{L}{3,}$/u.test(word) && (mashed(word) || (word === text.trim() && /^(?:asd|qwe|zxc|jkl)$/iu.test(word))))
      return word;
  }
  return undefined;
}

/** A text's value without what closes a sentence or a line: `Coming soon…` is `Coming soon`. */
const bare = (text: string) => text.trim().replace(/(?<=\S)\s*(?:[.!…:]|\.{3})+$/u, '');

/**
 * The filler `text` holds, if any. `wordsOnly` (fields that are not free text, such as initials) looks only at whole
 * values that are a placeholder. `hints` (the text a field shows in an empty input) may say "Type your message here".
 */
export function fillerIn(text: string, { wordsOnly = false, hints = false } = {}): Filler | undefined {
  const whole = bare(text);
  const wholeFiller = (sort: FillerSort): Filler => ({ filler: text.trim(), sort, whole: true });
  // Three capital letters may be a person's initials (`TBD`, `WIP`): where a value is no words, only X's are filler.
  const initials = wordsOnly && /^[\p{Lu}\p{Lo}]{1,3}$/u.test(whole) && !/^X+$/u.test(whole);
  if (
    !initials &&
    (WHOLE_PLACEHOLDER.test(text.trim()) || WHOLE_PLACEHOLDER.test(whole) || (!hints && WHOLE_BLANK.test(whole)))
  )
    return wholeFiller('placeholder');
  if (whole === '') return undefined;
  if (wordsOnly) return undefined;
  if (WHOLE_TEST.test(whole)) return wholeFiller('test');
  for (const [pattern, sort] of [
    [TEMPLATE, 'template'],
    [LOREM, 'lorem'],
    [NOTE_WORD, 'placeholder'],
    [FIGURE_BLANK, 'placeholder'],
    [BRACKETED, 'placeholder'],
  ] as const) {
    const found = pattern.exec(text)?.[0];
    if (found) return { filler: found, sort, whole: found === text.trim() };
  }
  const mash = mashIn(text);
  return mash === undefined ? undefined : { filler: mash, sort: 'mash', whole: mash === text.trim() };
}
