/**
 * The framework, loaded with the first island a page hydrates (islands/client.ts). The components are written
 * against React and pre-rendered with React; in the built site `react` and `react-dom/client` resolve to Preact's
 * compat layer (vite.config.ts), so this hydrates with Preact. `npm run dev` keeps React.
 */
import { options } from 'preact';
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { nextTask } from './next-task.ts';

// Preact runs effects (useEffect) after the next animation frame; React runs them in a task right after rendering.
// A message-channel task restores React's timing, so widgets start their timers and listeners as soon as they
// hydrate, also in background tabs and under a test clock, where frames do not come.
options.requestAnimationFrame = nextTask;

/** Renders an island and reports when its effects have run: effects run from the innermost component out. */
function Hydrated({ children, onEffects }: { children: ReactNode; onEffects: () => void }) {
  useEffect(() => onEffects(), []);
  return children;
}

/**
 * Hydrates the island's server-rendered content; resolves once its effects (listeners, timers) have run. Preact does
 * that in the next task; React (`npm run dev`) hydrates in slices over several tasks.
 */
export function hydrateInto(island: HTMLElement, component: ComponentType<object>, props: object): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      island,
      createElement(Hydrated, { onEffects: () => resolve(), children: createElement(component, props) }),
    );
  });
}
