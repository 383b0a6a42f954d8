import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy chunks of the current URL's routes before hydration, so the first client
 * render matches the prerendered HTML instead of flashing an empty outlet.
 */
export async function preloadCurrentRoutes(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
