/** First step of `npm test`: without a browser, say in one sentence how to get one instead of failing later. */
import { chromiumPath, NO_BROWSER } from './lib/chromium.ts';

if (!chromiumPath()) {
  console.error(NO_BROWSER);
  process.exit(1);
}
