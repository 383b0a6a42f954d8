// A Vite plugin for the server build: every `import('./relative/module')` in the app's source
// also adds the imported module's path (relative to the Vite root, as the client manifest keys
// it) to `globalThis.__prerenderModules` when that set exists. The prerender step creates the
// set before each render and so learns which lazy chunks that page needs, without a hand-kept
// table of routes and files.
// A chunk that a page loads later on purpose (the home page's contact form, when it nears the
// viewport) is written `import(/* later */ './X.tsx')`: it is not recorded, so not preloaded.
import path from 'node:path';
import type { Plugin } from 'vite';

const dynamicImport = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

export function rewriteDynamicImports(code: string, importer: string, root: string): string {
  return code.replace(dynamicImport, (whole, _quote: string, specifier: string) => {
    const key = path
      .relative(root, path.resolve(path.dirname(importer), specifier))
      .split(path.sep)
      .join('/');
    return `(globalThis.__prerenderModules?.add(${JSON.stringify(key)}), ${whole})`;
  });
}

export function trackDynamicImports(): Plugin {
  let root = process.cwd();
  return {
    name: 'dumpster:track-dynamic-imports',
    apply: 'build',
    // Before the TypeScript transform, which drops comments (the `/* later */` mark).
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      if (!id.startsWith(root) || !code.includes('import(')) return null;
      const rewritten = rewriteDynamicImports(code, id, root);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
