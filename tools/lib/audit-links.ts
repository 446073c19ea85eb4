/**
 * The link check of `npm run audit`, over the built HTML: every internal `href` must reach a page of the
 * route manifest (directly or through a redirect) or a built file, every `#anchor` an element id on the
 * page it points to, and every `src` a built file. External addresses are listed, never fetched.
 * Pure: the caller reads the files.
 */

export interface BuiltPage {
  /** The address the page answers, e.g. `/about`; `/404` for the not-found page. */
  route: string;
  html: string;
}

export interface LinkCheckInput {
  pages: readonly BuiltPage[];
  /** Every file of the build as an address, e.g. `/images/logo.svg`, `/assets/entry.js`. */
  files: ReadonlySet<string>;
  /** Every page address of the route manifest. */
  routes: readonly string[];
  redirects: readonly { from: string; to: string }[];
  /** The deployed origin (`https://ai101.agency`); absolute links to it are checked like internal ones. */
  siteUrl: string;
}

export interface LinkProblem {
  route: string;
  /** The element as written, shortened, e.g. `<a href="/prices">`. */
  element: string;
  problem: string;
}

export interface LinkReport {
  problems: LinkProblem[];
  /** External address -> the routes that link to it. */
  external: Map<string, string[]>;
  /** How many internal references were checked. */
  checked: number;
}

interface Reference {
  attribute: string;
  value: string;
  element: string;
}

const TAG = /<([a-zA-Z][\w-]*)\b([^>]*)>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** Attributes that hold an address; `content` only on Open Graph address tags. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'poster', 'srcset', 'action']);
const OPEN_GRAPH_ADDRESSES = new Set(['og:url', 'og:image']);
/** Attributes that may point at a page (the rest must point at a file). `content` is og:url's; og:image is a file. */
const ADDRESSES_OF_PAGES = new Set(['href', 'content']);

/** Every address an element of the page refers to. Script bodies (vike's page context JSON) are skipped. */
export function referencesIn(html: string): Reference[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
  const references: Reference[] = [];
  for (const [tag, , attributeText = ''] of markup.matchAll(TAG)) {
    const attributes = new Map(
      [...attributeText.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name, decode(value)]),
    );
    const element = tag.length > 120 ? `${tag.slice(0, 117)}...` : tag;
    for (const [name, value] of attributes) {
      if (name === 'srcset') {
        for (const candidate of value.split(','))
          references.push({ attribute: name, value: candidate.trim().split(/\s+/)[0] ?? '', element });
      } else if (ADDRESS_ATTRIBUTES.has(name)) {
        references.push({ attribute: name, value, element });
      } else if (name === 'content' && OPEN_GRAPH_ADDRESSES.has(attributes.get('property') ?? '')) {
        references.push({ attribute: name, value, element });
      }
    }
  }
  return references;
}

/** Every element id on the page. */
export const idsIn = (html: string): Set<string> =>
  new Set([...html.matchAll(/\sid="([^"]*)"/g)].map(([, id = '']) => decode(id)));

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function checkLinks({ pages, files, routes, redirects, siteUrl }: LinkCheckInput): LinkReport {
  const origin = new URL(siteUrl).origin;
  const idsByRoute = new Map(pages.map((page) => [page.route, idsIn(page.html)]));
  const knownRoutes = new Set(routes);
  const redirectTo = new Map(redirects.map(({ from, to }) => [from, to]));
  const problems: LinkProblem[] = [];
  const external = new Map<string, string[]>();
  let checked = 0;

  for (const route of routes) {
    if (!idsByRoute.has(route))
      problems.push({ route, element: '(page)', problem: 'is in the route manifest but was not built' });
  }

  for (const page of pages) {
    const base = new URL(page.route === '/' ? '/' : `${page.route}/`, origin);
    for (const { attribute, value, element } of referencesIn(page.html)) {
      const report = (problem: string) => problems.push({ route: page.route, element, problem });
      if (value.trim() === '') {
        report(`empty ${attribute}`);
        continue;
      }
      if (value.startsWith('#')) {
        checked += 1;
        if (value === '#') report('empty #anchor');
        else if (!idsByRoute.get(page.route)?.has(decodeURIComponent(value.slice(1))))
          report(`no element with id="${value.slice(1)}" on this page`);
        continue;
      }
      const url = new URL(value, base);
      if (url.origin !== origin || !/^https?:$/.test(url.protocol)) {
        external.set(url.href, [...new Set([...(external.get(url.href) ?? []), page.route])]);
        continue;
      }
      checked += 1;
      const path = decodeURIComponent(url.pathname);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (files.has(path)) {
        if (fragment) report(`#${fragment} points into a file, not a page`);
        continue;
      }
      if (!ADDRESSES_OF_PAGES.has(attribute)) {
        report(`no file at ${path}`);
        continue;
      }
      let target = withoutTrailingSlash(path);
      let anchor = fragment;
      const redirect = redirectTo.get(target);
      if (redirect !== undefined) {
        const [to = '', toAnchor = ''] = redirect.split('#');
        target = to;
        anchor ||= toAnchor;
      }
      if (!knownRoutes.has(target)) {
        report(`no page or file at ${path}`);
        continue;
      }
      if (anchor && !idsByRoute.get(target)?.has(anchor)) report(`no element with id="${anchor}" on ${target}`);
    }
  }
  return { problems, external, checked };
}
