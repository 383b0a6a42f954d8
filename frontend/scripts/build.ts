// `npm run build -w frontend`: the client build (with its manifest), the server build of
// src/entry-server.tsx, then the prerender of every route. SITE_URL (default: this machine on
// PORT, else http://localhost:3000) is the canonical origin of the pages' metadata and of the
// sitemap.
import path from 'node:path';
import { build } from 'vite';
import { distDir } from './dist-dir.ts';
import { leaveOutDevelopmentFiles } from './leave-out-development-files.ts';
import { prerender } from './prerender.ts';
import { canonicalOrigin } from './sitemap.ts';

const frontendDir = path.resolve(import.meta.dirname, '..');

export async function buildSite(): Promise<void> {
  const origin = canonicalOrigin(process.env.SITE_URL, process.env.PORT);
  // The pages read it as import.meta.env.VITE_SITE_URL (shared/seo/site-url.ts).
  process.env.VITE_SITE_URL = origin;
  process.env.SITE_URL = origin;
  await build({
    root: frontendDir,
    configFile: path.join(frontendDir, 'vite.config.ts'),
    mode: 'production',
    // public/ is copied by this build only: the mock back office's service worker stays out.
    plugins: [leaveOutDevelopmentFiles()],
    // One stylesheet for the whole site (about 6 KB compressed), inlined in every page by the
    // prerender: no render-blocking request, and no per-chunk CSS for the runtime to add later.
    build: { outDir: path.join(distDir(), 'client'), emptyOutDir: true, manifest: true, cssCodeSplit: false },
  });
  // The back office (decision 0068): its own page, admin/index.html, and its own chunks and
  // stylesheet, built apart so the public pages' code and inlined styles stay exactly as they
  // are. Into the same folder (the public build emptied it), hashed names never collide.
  await build({
    root: frontendDir,
    configFile: path.join(frontendDir, 'vite.config.ts'),
    mode: 'production',
    publicDir: false,
    build: {
      outDir: path.join(distDir(), 'client'),
      emptyOutDir: false,
      manifest: false,
      cssCodeSplit: false,
      rolldownOptions: {
        input: { admin: path.join(frontendDir, 'admin/index.html') },
        // The public pages' `date-fields` chunk (vite.config.ts) is shaped for them; the back
        // office keeps the bundler's own split.
        output: { codeSplitting: true },
      },
    },
  });
  await build({
    root: frontendDir,
    configFile: path.join(frontendDir, 'vite.ssr.config.ts'),
    mode: 'production',
    build: { outDir: path.join(distDir(), 'server'), emptyOutDir: true },
  });
  await prerender();
}

if (import.meta.main) await buildSite();
