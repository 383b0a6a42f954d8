// Build step 3 of 3 (after the client and server builds): writes every public route of spec
// section 2 as its own HTML file in dist/client, plus 404.html, sitemap.xml and robots.txt,
// then brotli and gzip copies of every text asset. Run: node scripts/prerender.ts
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bootFileName, bootSource } from './boot-script.ts';
import { composePage, htmlFileFor, type RenderedPage } from './compose-page.ts';
import { cspHashesFor } from './csp-hashes.ts';
import { distDir } from './dist-dir.ts';
import { assetsForModules, type Manifest } from './page-assets.ts';
import { precompress } from './precompress.ts';
import { canonicalOrigin, robotsTxt, sitemapXml } from './sitemap.ts';

interface ServerEntry {
  render(url: string): Promise<RenderedPage>;
  prerenderPaths(): string[];
  answerPagePaths(): string[];
}

declare global {
  // Filled by the server build's dynamic-import tracking (track-dynamic-imports.ts).
  var __prerenderModules: Set<string> | undefined;
}

const clientDir = path.join(distDir(), 'client');
const serverEntry = path.join(distDir(), 'server/entry-server.js');
/** Inlined up to this size; a larger stylesheet is better cached as a file. */
const inlineCssLimit = 64 * 1024;

function inlineCss(href: string): string | undefined {
  const file = path.join(clientDir, href);
  if (!href.startsWith('/assets/') || !existsSync(file)) return undefined;
  const css = readFileSync(file, 'utf8');
  return css.length <= inlineCssLimit ? css.trim() : undefined;
}

/** A URL no route claims: the catch-all renders the not-found page for it. */
const notFoundUrl = '/404';

async function loadTemplate(): Promise<string> {
  // The pristine built index.html is kept aside on the first run, so running the prerender
  // again (without a new client build) starts from it and not from the prerendered home page.
  const pristine = path.join(clientDir, '.vite/index.template.html');
  if (existsSync(pristine)) return readFile(pristine, 'utf8');
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  await writeFile(pristine, template);
  return template;
}

/** A fresh instance of the single-file server bundle, so each page starts with no module state. */
async function freshEntry(): Promise<ServerEntry> {
  pageNumber += 1;
  return (await import(`${pathToFileURL(serverEntry).href}?page=${pageNumber}`)) as ServerEntry;
}
let pageNumber = 0;

async function renderPage(url: string, manifest: Manifest, template: string) {
  const entry = await freshEntry();
  globalThis.__prerenderModules = new Set();
  const page = await entry.render(url);
  const assets = assetsForModules(manifest, globalThis.__prerenderModules);
  globalThis.__prerenderModules = undefined;
  return {
    page,
    html: composePage(template, page, assets, { inlineCss, bootSrc: `/assets/${bootFileName()}` }),
  };
}

export async function prerender(): Promise<void> {
  const started = performance.now();
  const origin = canonicalOrigin(process.env.SITE_URL, process.env.PORT);
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const template = await loadTemplate();
  const entry = await freshEntry();
  const routes = entry.prerenderPaths();
  // Pages a native form post ends on: written like the others, listed in no sitemap.
  const answerPages = entry.answerPagePaths();
  await writeFile(path.join(clientDir, 'assets', bootFileName()), bootSource);

  const written: string[] = [];
  for (const route of [...routes, ...answerPages]) {
    const { page, html } = await renderPage(route, manifest, template);
    written.push(html);
    if (page.status !== 200) throw new Error(`${route} rendered with status ${page.status}, expected 200`);
    const file = path.join(clientDir, htmlFileFor(route));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  const notFound = await renderPage(notFoundUrl, manifest, template);
  if (notFound.page.status !== 404)
    throw new Error(`The not-found page rendered with status ${notFound.page.status}`);
  await writeFile(path.join(clientDir, '404.html'), notFound.html);
  written.push(notFound.html);
  // Read by the server's site handler, which adds them to the pages' Content-Security-Policy.
  await writeFile(
    path.join(clientDir, '.vite/csp-hashes.json'),
    JSON.stringify(cspHashesFor(written), null, 2),
  );

  const today = new Date().toISOString().slice(0, 10);
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(origin, routes, today));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(origin));

  // scripts/start.ts rebuilds when SITE_URL differs from the origin the pages were built with.
  await writeFile(
    path.join(clientDir, '.vite/build-info.json'),
    JSON.stringify({ siteUrl: origin, routes: routes.length }),
  );

  const compressed = await precompress(clientDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `prerendered ${routes.length} routes + 404.html for ${origin}; precompressed ${compressed.files} files ` +
      `(${compressed.bytes} B -> br ${compressed.brotliBytes} B, gzip ${compressed.gzipBytes} B) in ${seconds} s`,
  );
}

if (import.meta.main) await prerender();
