/** Browser hooks behind the site's motion and in-page menus. The decisions live in motion.ts and active-section.ts. */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  SECTION_ROOT_MARGIN,
  SECTION_SCROLL_OFFSET,
  SECTION_THRESHOLDS,
  pickActiveSection,
  type SectionView,
} from './active-section.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion (read at call time). */
export const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches;

/** The same, as React state that follows the setting; `false` while pre-rendering. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** Scrolls so the element's top lands `offset` px below the top of the window; false when already there. */
export function scrollToSection(element: Element, offset = SECTION_SCROLL_OFFSET): boolean {
  const top = Math.min(
    element.getBoundingClientRect().top + window.scrollY - offset,
    document.documentElement.scrollHeight - window.innerHeight,
  );
  if (Math.abs(top - window.scrollY) < 1) return false;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/**
 * The section of `ids` the visitor is reading, for an in-page menu. Starts on the first; as the page scrolls the
 * current section follows (see active-section.ts) and, when `writeHash`, replaces the address hash (no new history
 * entry). `go(id)` scrolls there with the 80px offset (plus `extraOffset`, e.g. a sticky bar's height) and pushes the
 * hash into history.
 */
export function useActiveSection(ids: readonly string[], { writeHash = true } = {}) {
  const [active, setActive] = useState(ids[0] ?? '');
  const activeRef = useRef(active);
  /** While a click's scroll runs, the sections it passes must not take over. */
  const scrolling = useRef(false);
  const key = ids.join(' ');

  const mark = useCallback(
    (id: string, history: 'replace' | 'push' | 'none') => {
      if (history !== 'none' && writeHash && window.location.hash !== `#${id}`) {
        const url = `${window.location.pathname}${window.location.search}#${id}`;
        if (history === 'push') window.history.pushState(null, '', url);
        else window.history.replaceState(window.history.state, '', url);
      }
      if (id === activeRef.current) return;
      activeRef.current = id;
      setActive(id);
    },
    [writeHash],
  );

  useEffect(() => {
    const order = key.split(' ');
    const views = new Map<string, SectionView>();
    let band = 0;
    const decide = () => {
      if (scrolling.current) return;
      const next = pickActiveSection(
        order.flatMap((id) => views.get(id) ?? []),
        band,
        activeRef.current,
      );
      if (next !== activeRef.current) mark(next, 'replace');
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id;
          views.set(id, {
            id,
            visibleHeight: entry.isIntersecting ? entry.intersectionRect.height : 0,
            height: entry.boundingClientRect.height,
          });
          if (entry.rootBounds) band = entry.rootBounds.height;
        }
        decide();
      },
      { rootMargin: SECTION_ROOT_MARGIN, threshold: SECTION_THRESHOLDS },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    // After a click's scroll has settled, the section in view decides again.
    const settle = () => {
      if (!scrolling.current) return;
      scrolling.current = false;
      decide();
    };
    window.addEventListener('scrollend', settle);
    return () => {
      observer.disconnect();
      window.removeEventListener('scrollend', settle);
    };
  }, [key, mark]);

  const go = useCallback(
    (id: string, extraOffset = 0) => {
      const element = document.getElementById(id);
      if (!element) return;
      // A scroll that goes nowhere fires no scrollend; only wait for one when the page moves.
      scrolling.current = scrollToSection(element, SECTION_SCROLL_OFFSET + extraOffset);
      // Should no scrollend come (an interrupted scroll), the sections take over again after a while anyway.
      if (scrolling.current) window.setTimeout(() => (scrolling.current = false), 2000);
      mark(id, 'push');
    },
    [mark],
  );

  return { active, go };
}

/**
 * Whether the visitor has scrolled past most of the first screen: floating buttons on phones and tablets wait
 * for it, so they never sit on the first screen's headings, figures and pictures. `false` while pre-rendering.
 */
export function useScrolledPastFirstScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      window.addEventListener('resize', onChange);
      return () => {
        window.removeEventListener('scroll', onChange);
        window.removeEventListener('resize', onChange);
      };
    },
    () => window.scrollY > window.innerHeight * 0.6,
    () => false,
  );
}
