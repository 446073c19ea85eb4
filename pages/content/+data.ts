import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { pageDataFor } from '../../renderer/content/load.server.ts';

export function data(pageContext: PageContextServer) {
  const found = pageDataFor(pageContext.urlPathname);
  if (!found) throw render(404);
  return found;
}
