/**
 * The dev server's content version: it goes up on every change, and each page rendered in development carries the
 * version it was made from (pages/+Head.tsx), so the page reloads itself once it is out of date.
 */
import { processValue } from './validate/process-value.ts';

const version = processValue<number>('contentVersion');

export const contentVersion = (): number => version.get() ?? 0;

export function nextContentVersion(): number {
  version.set(contentVersion() + 1);
  return contentVersion();
}
