/**
 * The page the dev server shows instead of every page while the content has errors (its overlay): the same list
 * `npm run validate` prints, each position a link that opens the file at that line in the code editor.
 * The dev server adds Vite's client and its reload script, so saving the fix reloads it into the page.
 */
import type { ContentError } from './content-error.ts';
import { errorLines, errorSummary, positionText } from './terminal.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function contentErrorPage(errors: readonly ContentError[], version: number): string {
  const list = errors
    .map((error) => {
      const position = positionText(error);
      const link = `<a href="/__open-in-editor?file=${encodeURIComponent(position)}">${escapeHtml(position)}</a>`;
      const [first, ...rest] = errorLines(error);
      return [`${link}  ${escapeHtml(first!)}`, ...rest.map(escapeHtml)].join('\n');
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="content-version" content="${version}">
<title>Content errors</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #fff7ed; color: #1c1917; }
  main { max-width: 72rem; margin: 0 auto; padding: 2rem 1.25rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; color: #9a3412; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #fdba74;
        border-radius: .5rem; padding: 1rem; font: 14px/1.6 ui-monospace, monospace; }
  a { color: #9a3412; }
</style>
</head>
<body>
<main role="alert">
  <h1>${escapeHtml(errorSummary(errors))}</h1>
  <p>Nothing is shown until the content is valid. Fix each error below and save: this page reloads by itself.</p>
  <pre id="content-errors">${list}</pre>
</main>
</body>
</html>
`;
}
