import type { PageContext } from 'vike/types';
import type { PageData } from '../../renderer/content/page-data.ts';

export default (pageContext: PageContext) => (pageContext.data as PageData).page.title;
