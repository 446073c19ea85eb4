/**
 * What `react-dom/client` is in the browser build (see vite.config.ts): Preact's createRoot and hydrateRoot,
 * with effects scheduled the way React schedules them.
 */
import { options } from 'preact';
import client from 'preact/compat/client';

// Preact runs effects (useEffect) after the next animation frame; React runs them in a task right after
// rendering. A message-channel task restores React's timing, so widgets start their timers and listeners as
// soon as the page hydrates, also in background tabs and under a test clock, where frames do not come.
options.requestAnimationFrame = (runEffects) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => runEffects();
  channel.port2.postMessage(undefined);
};

export const { createRoot, hydrateRoot } = client;
export default client;
