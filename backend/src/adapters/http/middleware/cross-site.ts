// Cross-site request refusal for every state-changing route, public and back office
// (decisions 0077, 0120; OWASP's Fetch Metadata and Origin checks). A browser that sends Fetch
// Metadata says where a request came from in Sec-Fetch-Site: only `same-origin` passes, so
// another site (or a sibling subdomain, `same-site`) cannot make a visitor's browser book, write
// to the business or change a booking. A browser without Fetch Metadata is judged on Origin,
// which must be this request's own origin (`null`, a sandboxed frame's, is another). A request
// with neither header is not from a browser that could be made to send it (curl, an API client):
// it is judged on its body like any other, and the back office still asks it for the session's
// token. Safe methods change nothing and always pass.
import type { Request, RequestHandler } from 'express';
import { sendError } from '../api-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether `req` changes state and a browser marked it as coming from another site. */
export function crossSite(req: Request): boolean {
  if (safeMethods.has(req.method)) return false;
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin';
  const origin = req.get('origin');
  if (origin === undefined) return false;
  // req.protocol is https behind a trusted proxy that says so (TRUST_PROXY, decision 0121).
  return origin !== `${req.protocol}://${req.get('host') ?? ''}`;
}

/** 403 `cross_site_refused` for a cross-site state change, before its body is read. */
export const refuseCrossSite: RequestHandler = (req, res, next) => {
  if (crossSite(req)) return sendError(res, 403, 'cross_site_refused');
  next();
};
