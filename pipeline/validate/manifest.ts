/**
 * The route manifest: every address of the site, the anchors on each page and the redirects,
 * derived from the content. Links, the sitemap and the redirects file all come from here.
 */
import type { ErrorParams } from '../../schema/errors/catalogue.ts';
import type { SourceFile } from './load.ts';
import { ROUTE } from '../../schema/fields.ts';
import { closest, routeLike } from './suggest.ts';
import { isRecord } from './walk.ts';

export interface RouteEntry {
  route: string;
  /** Which file the page comes from. */
  file: string;
  kind: 'page' | 'solution' | 'case-study';
  /** Section ids on the page, in order. */
  anchors: string[];
  /** False when the page's file has YAML errors, so its anchors may be incomplete and are not checked. */
  complete?: boolean;
}

export interface RedirectEntry {
  from: string;
  to: string;
  file: string;
}

export interface RouteManifest {
  routes: RouteEntry[];
  redirects: RedirectEntry[];
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function anchorsOf(page: unknown): string[] {
  const sections = isRecord(page) && Array.isArray(page.sections) ? page.sections : [];
  return sections
    .map((section) => (isRecord(section) ? str(section.id) : undefined))
    .filter((id): id is string => id !== undefined);
}

/** Solution ids are file names; the validator makes sure the `id` field agrees. */
export const solutionIdOf = (source: SourceFile) => source.relativePath.replace(/^.*\//, '').replace(/\.yaml$/, '');

/** Every address a link may name: pages, solution pages, case studies and redirects. */
export const knownRoutes = (manifest: RouteManifest) => [
  ...manifest.routes.map((entry) => entry.route),
  ...manifest.redirects.map((entry) => entry.from),
];

/**
 * A route as links should name it. A mistyped route (`/Pricing`, or the page's full web address) is reported once,
 * on the page itself; the page is still listed under the address it surely meant, so links to it do not break in
 * other files.
 */
const asRoute = (value: string | undefined) =>
  value === undefined || ROUTE.test(value) ? value : routeLike(value.replace(/^(?:https?:\/\/|www\.)[^/]*/i, ''));

/** Builds the manifest from whatever parsed, so one broken file does not hide links to the others. */
export function buildManifest(sources: readonly SourceFile[]): RouteManifest {
  const routes: RouteEntry[] = [];
  const redirects: RedirectEntry[] = [];
  for (const source of sources) {
    const data = source.data;
    if (!isRecord(data)) continue;
    if (source.kind.name === 'page') {
      const route = asRoute(str(data.route));
      const target = str(data.redirect);
      if (route && target) redirects.push({ from: route, to: target, file: source.file });
      else if (route)
        routes.push({ route, file: source.file, kind: 'page', anchors: anchorsOf(data), complete: source.readable });
    } else if (source.kind.name === 'solution') {
      const id = solutionIdOf(source);
      routes.push({
        route: `/solutions/${id}`,
        file: source.file,
        kind: 'solution',
        anchors: anchorsOf(data.detailPage),
        complete: source.readable,
      });
      if (data.caseStudy !== undefined) {
        routes.push({
          route: `/solutions/${id}/case-study`,
          file: source.file,
          kind: 'case-study',
          anchors: anchorsOf(data.caseStudy),
          complete: source.readable,
        });
      }
    }
  }
  return { routes, redirects };
}

export type LinkCheck =
  | { ok: true }
  | { ok: false; error: 'noSuchPage'; params: ErrorParams<'noSuchPage'> }
  | { ok: false; error: 'noSuchSection'; params: ErrorParams<'noSuchSection'> };

export const isInternal = (href: string) => href.startsWith('/');

/**
 * Whether an internal link reaches a page (directly or through a redirect) and,
 * with a `#hash`, a section id on the page it finally lands on. External links are not fetched.
 */
export function checkLink(manifest: RouteManifest, href: string): LinkCheck {
  if (!isInternal(href)) return { ok: true };
  const [path = '', hash] = href.split('#', 2) as [string, string | undefined];
  const redirect = manifest.redirects.find((entry) => entry.from === path);
  const [targetPath = '', redirectHash] = (redirect?.to ?? path).split('#', 2) as [string, string | undefined];
  const page = manifest.routes.find((entry) => entry.route === targetPath);
  // A redirect to no page is the redirect's own mistake, reported at it: a link to the redirect is right.
  if (!page && redirect) return { ok: true };
  if (!page) {
    const suggestion = closest(path, knownRoutes(manifest));
    return {
      ok: false,
      error: 'noSuchPage',
      params: { path, didYouMean: suggestion && `${suggestion}${hash ? `#${hash}` : ''}` },
    };
  }
  const anchor = hash ?? redirectHash;
  if (anchor !== undefined && page.complete !== false && !page.anchors.includes(anchor)) {
    const suggestion = closest(anchor, page.anchors);
    // A section that exists, on another page: the link most likely meant that page.
    const pages = suggestion ? [] : manifest.routes.filter((entry) => entry.anchors.includes(anchor));
    const nearest = closest(
      path,
      pages.map((entry) => entry.route),
    );
    const elsewhere = pages.find((entry) => entry.route === nearest) ?? pages[0];
    return {
      ok: false,
      error: 'noSuchSection',
      params: {
        route: page.route,
        anchor,
        didYouMean: suggestion && `${path}#${suggestion}`,
        elsewhere: elsewhere && `${elsewhere.route === '/' ? '/' : elsewhere.route}#${anchor}`,
        anchors: page.anchors,
      },
    };
  }
  return { ok: true };
}
