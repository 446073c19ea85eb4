/// <reference types="vite/client" />
/**
 * The only script every page loads up front (pages/+client.ts). Pages are static HTML; this finds the islands
 * (Island.tsx) and hydrates each from its own module when its trigger fires, so a page loads Preact and a widget's
 * code only when a widget needs them. It also does the site-wide chores that need no framework:
 * - buttons from content (`data-opens`, ActionButton) dispatch their window event, wherever they are;
 * - an address with a hash scrolls smoothly to its section and opens it if it is a closed disclosure (the browser
 *   already starts at the top otherwise);
 * - `<html data-hydrated>` once every island due at load or idle time has hydrated (tests and the audit wait for it);
 * - the chat's connection test and code, loaded once the page has been painted; the chat hydrates once the test has
 *   succeeded.
 * A page the browser prerenders (speculation rules) waits until the visitor actually opens it.
 */
import type { ComponentType } from 'react';
import { chatConnectionTest } from '../logic/chat-connection.ts';
import { afterNextTask, nextTask } from './next-task.ts';
import { WINDOW_EVENTS } from './window-events.ts';
import { VISIBLE_MARGIN, type IslandTrigger } from './triggers.ts';

type IslandModule = { default: ComponentType<object> };
const modules = import.meta.glob<IslandModule>('./modules/*.tsx');

const hydrations = new WeakMap<HTMLElement, Promise<void>>();
const isHydrated = (island: HTMLElement) => island.dataset.hydrated !== undefined;

/** An island's code: its widget module and the hydration helper (the browser loads each module once). */
function islandCode(island: HTMLElement) {
  const name = island.dataset.island!;
  const load = modules[`./modules/${name}.tsx`];
  if (!load) throw new Error(`No island module renderer/islands/modules/${name}.tsx`);
  return Promise.all([load(), import('./hydrate.ts')]);
}

/** Hydrates one island, once, however many triggers ask. */
function hydrateIsland(island: HTMLElement): Promise<void> {
  let done = hydrations.get(island);
  if (!done) {
    done = (async () => {
      const script = island.previousElementSibling;
      const props = script?.matches('script[data-island-props]') ? JSON.parse(script.textContent || '{}') : {};
      const [{ default: component }, { hydrateInto }] = await islandCode(island);
      // Islands whose code arrives together would otherwise hydrate in one long task: each gets a task of its own.
      await afterNextTask();
      const typed = earlyInput(island);
      await hydrateInto(island, component, props);
      await restoreEarlyInput(typed);
      island.dataset.hydrated = '';
    })();
    hydrations.set(island, done);
  }
  return done;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The fields of `island` the visitor has changed from the page's values, with what they hold now. */
function earlyInput(island: HTMLElement) {
  return [...island.querySelectorAll<Field>('input, textarea, select')].flatMap((field) => {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : isToggle(field)
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue;
    return changed ? [{ field, value: field.value, checked: isToggle(field) && field.checked }] : [];
  });
}

/**
 * Hydrating puts the page's values back in the fields, and the widget's state holds them: each field the visitor
 * changed before gets what was typed again and reports it, as if just typed. The widget renders in the next task.
 */
async function restoreEarlyInput(typed: ReturnType<typeof earlyInput>) {
  if (typed.length === 0) return;
  for (const { field, value, checked } of typed) {
    // React (under `npm run dev`) records each field's value as it hydrates, which is by then what was typed, and
    // takes an input event for a change only when the value differs from its record. The field goes back to the
    // page's value through its own property, which React records, then to what was typed through the element type's
    // setter, which React does not see. Preact keeps no record: the field simply ends with what was typed.
    const setUnseen = (property: 'checked' | 'value', to: boolean | string) =>
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, to);
    if (isToggle(field)) {
      field.checked = field.defaultChecked;
      setUnseen('checked', checked);
    } else {
      if (!(field instanceof HTMLSelectElement)) field.value = field.defaultValue;
      setUnseen('value', value);
    }
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  await afterNextTask();
}

declare global {
  // Chromium's task scheduler (not in TypeScript's DOM types yet).
  var scheduler: { postTask?(task: () => void, options: { priority: 'background' }): Promise<void> } | undefined;
}

const pageLoaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/**
 * The page's first contentful paint has happened (where the browser reports paints; elsewhere its load event). What
 * the first screen does not need waits for it, so none of it is fetched or run before the page shows.
 */
const firstPaint = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void pageLoaded.then(resolve);
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: 'paint', buffered: true });
});

/**
 * After the load event, in a background task. Not a timer: timers would hold it back under a test clock, and a
 * background task already waits for the browser to be free.
 */
const afterIdle = () =>
  pageLoaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (globalThis.scheduler?.postTask) void globalThis.scheduler.postTask(resolve, { priority: 'background' });
        else if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 1);
      }),
  );

/** Near the screen. A marker is `display: contents` and has no box of its own: its children are watched. */
function whenVisible(island: HTMLElement) {
  const boxes = [...island.children].filter((child) => child.tagName !== 'SCRIPT');
  if (boxes.length === 0) return void afterIdle().then(() => hydrateIsland(island));
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrateIsland(island);
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const box of boxes) observer.observe(box);
}

/**
 * The first hover, touch, focus or press inside an island loads it. A press on one of its buttons before it has
 * hydrated is held and pressed again once it has, so no click is lost; links and fields work natively meanwhile.
 * A pointer still resting on the island once it has hydrated enters it again, so a menu that opens on hover opens.
 * One listener per kind on the document, in place from the moment this script runs, before the first paint.
 */
function wakeOnInteraction() {
  const islandOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>('[data-island]');
  const wake = (event: Event) => {
    const island = islandOf(event);
    if (island) void hydrateIsland(island);
  };
  const hovered = new WeakSet<HTMLElement>();
  document.addEventListener(
    'pointerover',
    (event) => {
      const island = islandOf(event);
      if (!island || isHydrated(island) || hovered.has(island)) return;
      hovered.add(island);
      void hydrateIsland(island).then(() => enterAgain(island));
    },
    { capture: true, passive: true },
  );
  document.addEventListener('pointerdown', wake, { capture: true, passive: true });
  document.addEventListener('focusin', wake, { capture: true });
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event);
      if (!island || isHydrated(island)) return;
      const button = (event.target as Element).closest('button');
      if (!button || !island.contains(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void hydrateIsland(island).then(() => button.isConnected && button.click());
    },
    { capture: true },
  );
}

/**
 * The mouse events a pointer makes on reaching the element it rests on in `island`, sent again: mouseover, which
 * React's onMouseEnter comes from, and mouseenter on the element and each of its parents, which Preact's does.
 */
function enterAgain(island: HTMLElement) {
  const target = [...island.querySelectorAll(':hover')].at(-1);
  if (!target) return;
  target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  for (let element: Element | null = target; element && island.contains(element); element = element.parentElement)
    element.dispatchEvent(new MouseEvent('mouseenter'));
}

/** A window event an island answers (`data-events`) that comes before it has hydrated: hydrate, then send it again. */
function wakeOnWindowEvents() {
  for (const island of document.querySelectorAll<HTMLElement>('[data-island][data-events]')) {
    for (const name of island.dataset.events!.split(' ').filter(Boolean)) {
      const early = (event: Event) => {
        window.removeEventListener(name, early);
        if (isHydrated(island)) return;
        const { detail } = event as CustomEvent;
        void hydrateIsland(island).then(() => window.dispatchEvent(new CustomEvent(name, { detail })));
      };
      window.addEventListener(name, early);
    }
  }
}

/** Starts every island's trigger; resolves once those due at load or idle time have hydrated. */
function startIslands(): Promise<unknown> {
  const due: Promise<void>[] = [];
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = island.dataset.when as IslandTrigger;
    if (when === 'load') due.push(hydrateIsland(island));
    else if (when === 'idle') due.push(afterIdle().then(() => hydrateIsland(island)));
    else whenVisible(island);
  }
  return Promise.all(due);
}

/** Buttons from content open the site's windows through window events (see ActionButton). */
function dispatchButtonEvents() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-opens]');
    const opens = button?.dataset.opens as keyof typeof WINDOW_EVENTS | undefined;
    if (!button || !opens || !(opens in WINDOW_EVENTS)) return;
    const detail = { opener: button, whenBookingUnavailable: button.dataset.whenUnavailable ?? 'new-tab' };
    window.dispatchEvent(new CustomEvent(WINDOW_EVENTS[opens], { detail }));
  });
}

/**
 * An address with a hash lands on its section, smoothly (CSS keeps it below the navigation bar), and shows its
 * content: a closed disclosure there (a function block) opens.
 */
function scrollToHash() {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  const target = hash ? document.getElementById(hash) : null;
  if (!target) return;
  const disclosure = target.matches('details') ? target : target.querySelector(':scope > details');
  if (disclosure instanceof HTMLDetailsElement) disclosure.open = true;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * The chat's launcher shows only once its connection test has succeeded, so the test starts as soon as the page has
 * been painted (see `start`) and the chat's code loads meanwhile. The launcher is in the page, hidden, until then: it
 * shows the moment the test has succeeded, and the chat hydrates (a press on the launcher before that is held, see
 * wakeOnInteraction). When the test fails the launcher stays hidden and the chat hydrates at idle time, like any
 * other island.
 */
function startChat() {
  const chat = document.querySelector<HTMLElement>('[data-island="chat"]');
  if (!chat) return;
  // Asking for a module and its imports keeps the main thread busy for every file, so it runs in a task of its own.
  nextTask(() => void islandCode(chat).catch(() => {}));
  chatConnectionTest().then(
    () => {
      chat.querySelector('[data-chat-launcher]')?.removeAttribute('hidden');
      return hydrateIsland(chat);
    },
    () => {},
  );
}

/**
 * What the page starts once shown, each chore in a task of its own, so that none of them, with the requests it
 * starts, blocks the page for long.
 */
function start() {
  scrollToHash();
  window.addEventListener('hashchange', scrollToHash);
  startChat();
  nextTask(
    () =>
      void startIslands().then(() => {
        document.documentElement.dataset.hydrated = 'true';
      }),
  );
}

// A visitor's presses count from the start: the listeners are in place before the first paint, however late the
// browser reports it. Nothing else is needed for the first paint, so it all waits for it: no island code, chat test
// or widget work is fetched or run before the page shows, unless the visitor presses first. A prerendered page
// (speculation rules) starts only once shown.
dispatchButtonEvents();
wakeOnInteraction();
wakeOnWindowEvents();
const whenShown = () => void firstPaint.then(start);
if ((document as Document & { prerendering?: boolean }).prerendering) {
  document.addEventListener('prerenderingchange', whenShown, { once: true });
} else {
  whenShown();
}
