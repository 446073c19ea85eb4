/**
 * The look the two floating buttons share. From large screens they always show (the page has a gutter there);
 * on phones and tablets they slide in once the visitor scrolls past the first screen, and at once on keyboard
 * focus, so they never hide the first screen's content and stay reachable.
 */
export const floatingReveal = (scrolled: boolean) =>
  `transition-transform duration-300 ${scrolled ? '' : 'max-lg:translate-y-[calc(100%+8rem)] max-lg:focus-visible:translate-y-0'}`;
