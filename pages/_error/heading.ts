import type { PageContext } from 'vike/types';
import { site } from '../../renderer/site.ts';

/** What the error page says it is: the not-found heading, or the application error one. */
export const errorHeading = (pageContext: PageContext) =>
  pageContext.is404 ? site.messages.pages.notFoundTitle : site.messages.pages.applicationError;
