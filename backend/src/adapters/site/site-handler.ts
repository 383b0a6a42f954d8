// Serves the prerendered site from the client build (docs/decisions/0031): each known route's
// own index.html with 200, any other path the prerendered 404 page with status 404, and the
// hashed assets, sitemap and robots.txt as files. Text files go out precompressed (brotli or
// gzip, picked by Accept-Encoding). Mounted after the API, so /api paths never reach it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { type ContentCoding, chooseEncoding } from './accept-encoding.ts';
import { type CspHashes, extendPolicy, loadCspHashes } from './page-csp.ts';
import { type KeyedPage, keyedPage, keyedPageBody } from './post-key-pages.ts';
import { loadSiteFiles, type SiteFile } from './site-files.ts';

/** Vite puts every hashed (content-addressed) file here: a new content is a new name. */
const hashedAssetsPrefix = '/assets/';
const immutable = 'public, max-age=31536000, immutable';
/** HTML and the other unhashed files: cache, but ask every time whether it changed (ETag). */
const revalidate = 'no-cache';

function decodedPath(req: Request): string | undefined {
  try {
    const decoded = decodeURIComponent(req.path);
    // '..' could leave the folder; '//x' and '\\x' could turn a redirect into one to another site.
    if (/[\0\\]/.test(decoded) || decoded.startsWith('//') || decoded.split('/').includes('..'))
      return undefined;
    return decoded;
  } catch {
    return undefined;
  }
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function send(
  req: Request,
  res: Response,
  urlPath: string,
  file: SiteFile,
  status: number,
  cspHashes: CspHashes | undefined,
  keyed: KeyedPage | undefined,
): void {
  // A page with a form is compressed per answer, so every coding is on offer.
  const available = new Set<ContentCoding>(keyed ? ['identity', 'br', 'gzip'] : file.variants.keys());
  const coding: ContentCoding = chooseEncoding(req.get('accept-encoding'), available);
  const variant = file.variants.get(coding) ?? file.variants.get('identity');
  if (!variant) throw new Error(`No content for ${urlPath}`);

  res.type(file.extension);
  if (available.size > 1) res.vary('Accept-Encoding');
  if (coding !== 'identity') res.set('Content-Encoding', coding);
  res.set('Cache-Control', urlPath.startsWith(hashedAssetsPrefix) && status === 200 ? immutable : revalidate);
  // A personal page (the customer's booking) is kept by no cache, nor revalidated by ETag.
  const personal = (res.locals as SiteLocals).personalPage === true;
  if (personal) res.set('Cache-Control', 'no-store');
  const policy = res.get('Content-Security-Policy');
  if (policy && cspHashes && file.extension === '.html')
    res.set('Content-Security-Policy', extendPolicy(policy, cspHashes));
  if (keyed) {
    // A page with a form: a fresh key in each copy (post-key-pages.ts).
    const body = keyedPageBody(keyed, coding);
    res.set('Cache-Control', 'no-store');
    res.status(status);
    res.set('Content-Length', String(body.length));
    if (req.method === 'HEAD') res.end();
    else res.end(body);
    return;
  }
  if (!personal) res.set('ETag', variant.etag);

  if (status === 200 && !personal && matchesEtag(req.get('if-none-match'), variant.etag)) {
    res.status(304).end();
    return;
  }
  res.status(status);
  res.set('Content-Length', String(variant.body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(variant.body);
}

/**
 * What a route in front of the site may ask of it (create-app.ts): serve the page at `sitePage`
 * instead of the request's path, with `status`, as a personal page (no-store).
 */
export interface SiteLocals {
  sitePage?: string;
  status?: number;
  personalPage?: boolean;
}

/** The prerendered page of a route: /tampa is /tampa/index.html, / is /index.html. */
const pagePathOf = (urlPath: string) => `${urlPath === '/' ? '' : urlPath}/index.html`;

export interface SiteHandlerOptions {
  /** The client build: frontend/dist/client. */
  readonly root: string;
}

export function siteHandler({ root }: SiteHandlerOptions): RequestHandler {
  const files = loadSiteFiles(root);
  const notFoundPage = files.get('/404.html');
  const cspHashes = loadCspHashes(root);
  const keyedPages = new Map<string, KeyedPage>();
  for (const [urlPath, file] of files) {
    const html =
      file.extension === '.html' ? file.variants.get('identity')?.body.toString('utf8') : undefined;
    const keyed = html === undefined ? undefined : keyedPage(html);
    if (keyed) keyedPages.set(urlPath, keyed);
  }
  const serve = (req: Request, res: Response, urlPath: string, file: SiteFile, status: number) =>
    send(req, res, urlPath, file, status, cspHashes, keyedPages.get(urlPath));

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const locals = res.locals as SiteLocals;
    if (locals.sitePage !== undefined) {
      const pagePath = pagePathOf(locals.sitePage);
      const page = files.get(pagePath);
      if (page) return serve(req, res, pagePath, page, locals.status ?? 200);
      if (notFoundPage) return serve(req, res, '/404.html', notFoundPage, 404);
      return next();
    }
    const urlPath = decodedPath(req);
    if (urlPath !== undefined) {
      const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      // One address per page: /tampa/ and /tampa/index.html redirect for good to /tampa, when
      // there is such a page; any other path ending in / is not found, like any unknown path.
      if (urlPath.length > 1 && urlPath.endsWith('/')) {
        const target = urlPath.replace(/\/+$/, '') || '/';
        if (files.has(target) || files.has(pagePathOf(target)))
          return res.redirect(301, `${target}${search}`);
      }
      const file = files.get(urlPath);
      if (file && urlPath.endsWith('/index.html')) {
        return res.redirect(301, `${urlPath.slice(0, -'/index.html'.length) || '/'}${search}`);
      }
      if (file) return serve(req, res, urlPath, file, 200);
      const pagePath = pagePathOf(urlPath);
      const page = files.get(pagePath);
      if (page) return serve(req, res, pagePath, page, 200);
    }
    if (notFoundPage) return serve(req, res, '/404.html', notFoundPage, 404);
    next();
  };
}

/** The site handler when the client build exists at `root`, else undefined (API only). */
export function siteHandlerIfBuilt(root: string): RequestHandler | undefined {
  return existsSync(path.join(root, 'index.html')) ? siteHandler({ root }) : undefined;
}
