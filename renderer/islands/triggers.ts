/** The words an island's marker carries between the server (Island.tsx) and the browser (client.ts). */
export type { WindowEventName } from './window-events.ts';

export type IslandTrigger = 'load' | 'idle' | 'visible';

/** How far from the screen a `visible` island starts loading. */
export const VISIBLE_MARGIN = '200px';
