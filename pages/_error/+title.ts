import type { PageContext } from 'vike/types';
import { site } from '../../renderer/site.ts';

export default (pageContext: PageContext) => {
  const { notFoundTitle, applicationError } = site.messages.pages;
  return `${pageContext.is404 ? notFoundTitle : applicationError} | ${site.brand.name}`;
};
