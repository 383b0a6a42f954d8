import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * What a browser does on a page load, redone for client-side navigation: a link to an anchor
 * (/#contact) scrolls to it, even from another route; a new route starts at the top with focus on
 * its main heading, so a screen reader announces the new page (its <title> is set by the page).
 */
export function NavigationEffects() {
  const location = useLocation();
  const isFirstRender = useRef(true);
  const previousPath = useRef(location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each navigation
  useEffect(() => {
    const firstRender = isFirstRender.current;
    isFirstRender.current = false;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;

    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        // Within a page the CSS decides (smooth unless reduced motion); from another page, jump.
        target.scrollIntoView({ block: 'start', behavior: samePage && !firstRender ? 'auto' : 'instant' });
        if (!firstRender) focusWithoutScroll(target);
        return;
      }
    }
    if (firstRender) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) focusWithoutScroll(heading);
  }, [location.key, location.pathname, location.hash]);

  return null;
}
