/**
 * Shared Playwright fixtures: every spec imports `test` and `expect` from here so that no test ever touches the
 * internet. Before each test the `page` fixture routes third-party requests to local stubs:
 * - Calendly (assets.calendly.com): widget.js defines window.Calendly whose initPopupWidget records the URL it was
 *   given on window.__calendlyPopups; widget.css is an empty stylesheet.
 * - Cloudflare Turnstile (challenges.cloudflare.com): window.turnstile with render/execute/reset/remove that calls
 *   the widget's callback with the fake token 'test-token'.
 * - YouTube nocookie and any other non-localhost request: an empty 200.
 * Routes are set on the browser context, so new tabs are covered; a spec's own `page.route` takes precedence.
 */
import { expect, test as base, type Page } from '@playwright/test';

/** The token the Turnstile stub hands to the widget callbacks. */
export const TURNSTILE_TEST_TOKEN = 'test-token';

const CALENDLY_STUB = `
window.__calendlyPopups = window.__calendlyPopups || [];
window.Calendly = {
  initPopupWidget: function (options) { window.__calendlyPopups.push(options && options.url); },
  closePopupWidget: function () {},
  initInlineWidget: function () {},
  initBadgeWidget: function () {},
};
`;

const TURNSTILE_STUB = `
(function () {
  var widgets = {};
  var next = 0;
  window.__turnstileRenders = window.__turnstileRenders || [];
  function run(id) {
    var widget = widgets[id];
    if (!widget) return;
    var callback = widget.options.callback;
    setTimeout(function () { if (typeof callback === 'function') callback(${JSON.stringify(TURNSTILE_TEST_TOKEN)}); }, 0);
  }
  window.turnstile = {
    render: function (container, options) {
      var id = 'stub-widget-' + (next++);
      widgets[id] = { options: options || {} };
      window.__turnstileRenders.push(options || {});
      if (!options || options.execution !== 'execute') run(id);
      return id;
    },
    execute: function (idOrContainer) {
      var id = typeof idOrContainer === 'string' && widgets[idOrContainer] ? idOrContainer : Object.keys(widgets).pop();
      run(id);
    },
    reset: function () {},
    remove: function (id) { delete widgets[id]; },
    getResponse: function () { return ${JSON.stringify(TURNSTILE_TEST_TOKEN)}; },
    isExpired: function () { return false; },
    ready: function (fn) { fn(); },
  };
  var onload = (document.currentScript && document.currentScript.src || '').match(/[?&]onload=([^&]+)/);
  if (onload && typeof window[decodeURIComponent(onload[1])] === 'function') window[decodeURIComponent(onload[1])]();
})();
`;

function isLocal(url: string): boolean {
  try {
    const { hostname, protocol } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return true;
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
  } catch {
    return true;
  }
}

export const test = base.extend({
  page: async ({ page, context }, use) => {
    // On the context, so pages a test opens (a booking page in a new tab) are stubbed too; a test's own page.route wins.
    await context.route(
      (url) => !isLocal(url.toString()),
      async (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === 'assets.calendly.com') {
          if (url.pathname.endsWith('.css')) return route.fulfill({ status: 200, contentType: 'text/css', body: '' });
          return route.fulfill({ status: 200, contentType: 'application/javascript', body: CALENDLY_STUB });
        }
        if (url.hostname === 'challenges.cloudflare.com') {
          if (url.pathname.endsWith('.js') || url.pathname.includes('/turnstile/')) {
            return route.fulfill({ status: 200, contentType: 'application/javascript', body: TURNSTILE_STUB });
          }
          return route.fulfill({ status: 200, body: '' });
        }
        const type = route.request().resourceType();
        if (type === 'script') return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
        if (type === 'stylesheet') return route.fulfill({ status: 200, contentType: 'text/css', body: '' });
        return route.fulfill({ status: 200, contentType: 'text/html', body: '' });
      },
    );
    await use(page);
  },
});

/**
 * Cuts short the chat's connection test, which every page makes as it starts. The local emulator builds the function
 * on every call (seconds on a loaded machine), so a test that waits for a quiet network to judge its own requests
 * would be waiting for the chat instead.
 */
export async function withoutChatConnectionTest(page: Page): Promise<void> {
  await page.route('**/.netlify/functions/openai-chat', (route) => route.abort());
}

export { expect };
export type { Page };
