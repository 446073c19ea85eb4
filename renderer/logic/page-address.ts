/**
 * Whether a page's in-page menus write the section being read into the address bar. The editor's preview draws pages
 * inside the editor, whose address is its own (`#/collections/…`): there they must not.
 */
import { createContext } from 'react';

export const PageAddress = createContext({ writeHash: true });
