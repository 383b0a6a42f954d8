// The server build of the site: src/entry-server.tsx bundled for Node into dist/server, used
// only at build time by scripts/prerender.ts. It extends the client config (same plugins, so
// vanilla-extract gives the same class names) with one plugin that records which lazy modules
// each render loads.
import { defineConfig, mergeConfig } from 'vite';
import { trackDynamicImports } from './scripts/track-dynamic-imports.ts';
import clientConfig from './vite.config.ts';

export default mergeConfig(
  clientConfig,
  defineConfig({
    plugins: [trackDynamicImports()],
    // Self-contained: React and every other dependency are in the bundle, so it runs from any
    // folder (FRONTEND_DIST_DIR) and each fresh import has its own React, sharing no state.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist/server',
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      // One file: the prerender imports it afresh for each page, so module-level state (and
      // React.lazy's once-only import) never carries from one page's render to the next.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }),
);
