// React.lazy for a part of a prerendered page that a visitor reaches only by scrolling (the home
// page's contact form, near its foot). The page's HTML already shows it, so nothing is gained by
// downloading its code during hydration: React keeps the server's HTML of a suspended boundary
// as it is, and hydrates it once the code arrives. The code loads when the part comes within
// `margin` of the viewport or takes the focus (docs/decisions/0047).
import { type ComponentType, lazy } from 'react';

export interface NearViewportOptions {
  /** The id of a prerendered element around the part: the one to watch. */
  readonly anchorId: string;
  /** How far ahead of the viewport the download starts (a CSS margin). */
  readonly margin?: string;
}

/** Resolves once the element nears the viewport or something in it takes the focus. */
function whenNear(anchor: HTMLElement, margin: string): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    function done() {
      observer.disconnect();
      anchor.removeEventListener('focusin', done);
      resolve();
    }
    observer.observe(anchor);
    anchor.addEventListener('focusin', done);
  });
}

export function lazyNearViewport<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { anchorId, margin = '1200px 0px' }: NearViewportOptions,
) {
  return lazy(async () => {
    // Only the hydration of a prerendered page has the element in the document before this
    // part renders. A client-side render (another page's link, the tests) and the build-time
    // render have nothing to wait for.
    const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
    if (anchor && typeof IntersectionObserver !== 'undefined') await whenNear(anchor, margin);
    return { default: await load() };
  });
}
