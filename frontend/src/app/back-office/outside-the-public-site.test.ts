// Decision 0068: the back office is no part of the public site's routes, prerender or sitemap,
// and its own page keeps search engines out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publicRoutes } from '@dumpster/domain';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../admin-routes.tsx';
import { routes } from '../routes.tsx';

function paths(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const here =
      route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    return [here, ...paths(route.children ?? [], here)];
  });
}

describe('the back office beside the public site', () => {
  it('has no route in the public table, so the public build and the prerender never see it', () => {
    expect(paths(routes).filter((route) => route.startsWith('/admin'))).toEqual([]);
    expect(paths(adminRoutes).every((route) => route.startsWith('/admin'))).toBe(true);
  });

  it('is not among the routes the prerender writes and the sitemap lists', () => {
    expect(publicRoutes().filter((route) => route.startsWith('/admin'))).toEqual([]);
  });

  it('has its own page, marked noindex, that loads only its own entry', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../admin/index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/src/entry-admin.tsx',
    ]);
  });
});
