// The files of public/ that serve only development: the mock back office's service worker
// (`npm run dev:mock`, mocks/) must not be served by the production site, where it would let a
// page register a worker that answers the API with made-up data. Vite copies public/ whole into
// the build; this plugin removes them from the output once the bundle is written.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** public/ files left out of every production build. */
export const developmentOnlyPublicFiles = ['mockServiceWorker.js'] as const;

export function leaveOutDevelopmentFiles(names: readonly string[] = developmentOnlyPublicFiles): Plugin {
  let outDir = '';
  return {
    name: 'leave-out-development-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of names) rmSync(path.join(outDir, name), { force: true });
    },
  };
}
