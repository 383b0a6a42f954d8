import { describe, expect, it } from 'vitest';
import { cityRoutes, publicRoutes, staticRoutes } from './public-routes.ts';

describe('the public routes', () => {
  it('lists the static pages of spec section 2', () => {
    expect(staticRoutes).toEqual(['/', '/book', '/dumpster-sizes', '/privacy', '/terms']);
  });

  it('adds one route per city landing page', () => {
    expect(cityRoutes()).toHaveLength(26);
    expect(cityRoutes()).toContain('/green-cove-springs');
    expect(publicRoutes()).toEqual([...staticRoutes, ...cityRoutes()]);
  });

  it('has no duplicate route', () => {
    expect(new Set(publicRoutes()).size).toBe(publicRoutes().length);
  });
});
