/**
 * Decap CMS with only what this site's editor uses: the core, the GitHub backend (the live site) and the proxy backend
 * (`npm run dev`'s local backend), the widgets the generated config names (pipeline/lib/cms-config.ts) and English.
 * `decap-cms-app` registers every backend and widget Decap has (maps, rich text, code, dates...), which the editor's
 * page would load and run before it can show anything.
 */
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { en } from 'decap-cms-locales';
import DecapCmsWidgetBoolean from 'decap-cms-widget-boolean';
import DecapCmsWidgetImage from 'decap-cms-widget-image';
import DecapCmsWidgetList from 'decap-cms-widget-list';
import DecapCmsWidgetNumber from 'decap-cms-widget-number';
import DecapCmsWidgetObject from 'decap-cms-widget-object';
import DecapCmsWidgetRelation from 'decap-cms-widget-relation';
import DecapCmsWidgetSelect from 'decap-cms-widget-select';
import DecapCmsWidgetString from 'decap-cms-widget-string';
import DecapCmsWidgetText from 'decap-cms-widget-text';

// Only the backend this build saves through (as admin/backend.ts chooses): the editor `npm run dev` serves leaves the
// GitHub backend and its GraphQL client out (a sixteenth of its JavaScript), unless it is told to use GitHub.
if (__DEV_SERVER__ && import.meta.env.VITE_CMS_BACKEND !== 'github') CMS.registerBackend('proxy', ProxyBackend);
else CMS.registerBackend('github', GitHubBackend);
const widgets = [
  DecapCmsWidgetBoolean,
  DecapCmsWidgetImage,
  DecapCmsWidgetList,
  DecapCmsWidgetNumber,
  DecapCmsWidgetObject,
  DecapCmsWidgetRelation,
  DecapCmsWidgetSelect,
  DecapCmsWidgetString,
  DecapCmsWidgetText,
].map((widget) => widget.Widget());
for (const widget of widgets) CMS.registerWidget(widget);
CMS.registerLocale('en', en);

/** The names of Decap's widgets registered here (`string`, `list`...). */
export const decapWidgets = widgets.map((widget) => widget.name);

export default CMS;
