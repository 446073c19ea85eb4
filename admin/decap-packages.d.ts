/** Decap's backend, locale and widget packages ship no types: what admin/decap.ts uses of each. */
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-locales' {
  export const en: import('decap-cms-core').CmsLocalePhrases;
}
declare module 'decap-cms-widget-*' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
