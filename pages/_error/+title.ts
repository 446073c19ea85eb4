import type { PageContext } from 'vike/types';
import { site } from '../../renderer/site.ts';
import { errorHeading } from './heading.ts';

export default (pageContext: PageContext) => `${errorHeading(pageContext)} | ${site.brand.name}`;
