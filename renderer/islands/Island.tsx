/**
 * Server side of an island: the widget rendered to HTML inside a marker (`data-island`, the trigger, the window
 * events that wake it) with its props as JSON in the `<script type="application/json">` just before it. The browser
 * (islands/client.ts) hydrates the marker's content from `modules/{name}.tsx` with exactly these props, so the
 * server and the browser render the same component from the same data. Props must be plain JSON.
 * The marker is `display: contents`, so it adds no box to the layout.
 */
import type { ComponentType } from 'react';
import type { IslandTrigger, WindowEventName } from './triggers.ts';

interface Props<P extends object> {
  /** The module in renderer/islands/modules/ the browser loads: `modules/{name}.tsx`, exporting `component`. */
  name: string;
  component: ComponentType<P>;
  props: P;
  /**
   * When the widget's code loads: `load` for what must move at once, `idle` once the page has
   * loaded and the browser is free, `visible` when it nears the screen. A press on one of its buttons, focus inside
   * it, or one of its `events` on the window loads it sooner in every case.
   */
  when: IslandTrigger;
  events?: readonly WindowEventName[];
}

export function Island<P extends object>({ name, component: Component, props, when, events }: Props<P>) {
  return (
    <>
      <script
        type="application/json"
        data-island-props=""
        // JSON is data, not script: browsers do not run it, so the CSP allows it. `<` is escaped so no text can end it.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
      />
      <div className="contents" data-island={name} data-when={when} data-events={events?.join(' ') || undefined}>
        <Component {...props} />
      </div>
    </>
  );
}
