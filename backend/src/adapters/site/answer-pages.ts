// Pages the server renders at request time (decision 0051): a public form rendered again with
// what the visitor posted, or the page a post ends on. The port the form-post routes render
// through; backed by the site's own server bundle (server-bundle-pages.ts) or, in tests, a fake.
import type { Response } from 'express';
import { type CspHashes, extendPolicy } from './page-csp.ts';

export type PageState = Readonly<Record<string, unknown>>;

export interface AnswerPage {
  readonly html: string;
  /** The hashes of every inline style the page carries, for its Content-Security-Policy. */
  readonly cspHashes: CspHashes;
}

export interface AnswerPages {
  /** The page at `path` rendered now with `state` (which the page also carries for the browser). */
  render(path: string, state: PageState): Promise<AnswerPage>;
}

/** Sends a rendered page: never cached (it holds one visitor's values), its styles in the CSP. */
export function sendAnswerPage(res: Response, status: number, page: AnswerPage): void {
  const body = Buffer.from(page.html, 'utf8');
  const policy = res.get('Content-Security-Policy');
  if (policy) res.set('Content-Security-Policy', extendPolicy(policy, page.cspHashes));
  res.status(status);
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.set('Cache-Control', 'no-store');
  res.set('Content-Length', String(body.length));
  res.end(body);
}
