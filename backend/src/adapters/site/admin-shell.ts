// /admin and every /admin/* path answer the back office's app shell (decision 0083): the one
// HTML page the admin-ui build writes to <client build>/admin/index.html, whose script then
// routes in the browser. Never cached (it is the door to signed-in pages), never indexed, and
// not in the sitemap or the prerendered pages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { type CspHashes, extendPolicy, loadCspHashes } from './page-csp.ts';

export const adminShellFile = path.join('admin', 'index.html');

/**
 * `cspHashes`: the build's hashes of react-aria's run-time <style> rules (usePress's touch-action),
 * added to the page's policy as for the public pages (decision 0033); the shell has no style
 * attributes of its own.
 */
export function adminShellHandler(html: Buffer, cspHashes?: CspHashes): RequestHandler {
  const styleHashes: CspHashes | undefined = cspHashes && {
    styleElements: cspHashes.styleElements,
    styleAttributes: [],
  };
  return (req, res) => {
    const policy = res.get('Content-Security-Policy');
    if (policy && styleHashes) res.set('Content-Security-Policy', extendPolicy(policy, styleHashes));
    res.set('Cache-Control', 'no-store');
    res.set('X-Robots-Tag', 'noindex, nofollow');
    res.set('Content-Type', 'text/html; charset=utf-8');
    res.set('Content-Length', String(html.length));
    res.status(200);
    if (req.method === 'HEAD') res.end();
    else res.end(html);
  };
}

/** The handler when the client build holds the shell; undefined otherwise (then /admin is the site's 404). */
export function adminShellIfBuilt(root: string): RequestHandler | undefined {
  const file = path.join(root, adminShellFile);
  return existsSync(file) ? adminShellHandler(readFileSync(file), loadCspHashes(root)) : undefined;
}
