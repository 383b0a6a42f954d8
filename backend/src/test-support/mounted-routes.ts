// The routes an Express app has mounted, as `METHOD /path`, read from its router stack (router 2:
// a mounted router's path is its layer's rawPath). Catch-alls without a path (the 404 handlers,
// the site) are not routes and are left out.
import type { Express } from 'express';

interface Layer {
  readonly route?: { readonly path: string; readonly methods: Readonly<Record<string, boolean>> };
  readonly handle: { readonly stack?: readonly Layer[] };
  readonly rawPath?: unknown;
}

export function mountedRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: readonly Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== '_all') found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
        }
      } else if (layer.handle.stack) {
        const mountPath = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mountPath);
      }
    }
  };
  walk((app as unknown as { router: { stack: readonly Layer[] } }).router.stack, '');
  return found;
}
