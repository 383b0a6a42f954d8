// The public routes of spec section 2, in one list for the router, the prerender step and
// the sitemap.
import { serviceAreas } from '../service-areas/service-areas.ts';

export const staticRoutes = ['/', '/book', '/dumpster-sizes', '/privacy', '/terms'] as const;

export function cityRoutes(): string[] {
  return serviceAreas.map((area) => `/${area.slug}`);
}

export function publicRoutes(): string[] {
  return [...staticRoutes, ...cityRoutes()];
}
