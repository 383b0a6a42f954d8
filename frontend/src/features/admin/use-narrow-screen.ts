// Whether the back office is on a phone held upright (below 600 CSS px): the bookings and the
// users then show as cards and the filters fold away (decision 0128). Read from matchMedia and
// followed as the window turns; without matchMedia (tests, old browsers) it is the desk's layout.
import { useSyncExternalStore } from 'react';

/** Below 600 px: 37.5rem at the browser's default font size, less a hair for fractional widths. */
export const narrowScreenQuery = '(max-width: 37.49rem)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(narrowScreenQuery)
    : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
