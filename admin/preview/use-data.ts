/**
 * Stands in for `vike-react/useData` in the editor's bundle (admin/server/vite-app.ts): the preview is no vike page, so it
 * gives the site's section renderers the data their page would get (PageData) through a context of its own.
 */
import { createContext, useContext } from 'react';
import type { PageData } from '../../renderer/content/page-data.ts';

export const PreviewData = createContext<PageData | undefined>(undefined);

export function useData<T = PageData>(): T {
  const data = useContext(PreviewData);
  if (!data) throw new Error('A section was rendered outside the preview (no page data given).');
  return data as T;
}
