import type { ComponentType } from 'react';

/**
 * A route's `lazy` for a page in its own chunk: `lazy: lazyPage(() => import('./X.tsx'), (m) => m.X)`.
 * The router waits for the chunk before it commits the navigation, so focus and title move only
 * once the new page is on screen.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
