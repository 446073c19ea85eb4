import type { PageContext } from 'vike/types';
import type { PageData } from '../../renderer/content/page-data.ts';

export default (pageContext: PageContext) => {
  const { page } = pageContext.data as PageData;
  return page.kind === 'redirect' ? page.title : page.description;
};
