/** The site's icons (renderer/ui/lucide-icon.tsx) are lucide-react's, always hidden from assistive technology. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lucideIcon } from '../../renderer/ui/lucide-icon.tsx';

describe('lucideIcon', () => {
  it('draws with stroke width 2 when none is given, and is always hidden from assistive technology', async () => {
    const markup = renderToStaticMarkup(createElement(lucideIcon(await import('lucide-react/icons/x'))));
    expect(markup).toContain('stroke-width="2"');
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toMatch(/class="lucide lucide-x[" ]/);
  });

  it('passes its class and stroke width on', async () => {
    const Check = lucideIcon(await import('lucide-react/icons/check'));
    const markup = renderToStaticMarkup(createElement(Check, { className: 'size-5', strokeWidth: 1.75 }));
    expect(markup).toContain('stroke-width="1.75"');
    expect(markup).toMatch(/class="lucide lucide-check[^"]* size-5"/);
  });
});
