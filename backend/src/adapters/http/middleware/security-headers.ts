// helmet with a strict Content-Security-Policy for a React app served from this same origin
// (docs/decisions/0014). HSTS is sent only over HTTPS, where it means something.
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // React's style={{...}} goes through the CSSOM, which CSP does not govern, and the styles
  // are static CSS files (vanilla-extract): no 'unsafe-inline' needed.
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

const headers = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  strictTransportSecurity: false,
  // The same rule as frame-ancestors 'none', for browsers that read only this header.
  xFrameOptions: { action: 'deny' },
});

const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers a helmet middleware sets, read once by running it against a recording response.
 * Nothing in this configuration depends on the request (no nonces, no per-request directives),
 * so every answer gets the same set: sending that set is what helmet would do, without its dozen
 * middleware calls and its header computation per request (docs/performance.md).
 */
export function headersSetBy(middleware: RequestHandler): HeaderList {
  const set: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.push([name, String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  let finished = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // A future helmet that answers asynchronously or per request must be noticed, not half-applied.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return set;
}

/** What every answer carries, those written straight to a socket (client-error.ts) included. */
export const everyAnswer = headersSetBy(headers);
const httpsOnly = headersSetBy(hsts);

export const securityHeaders: RequestHandler = (req, res, next) => {
  for (const [name, value] of everyAnswer) res.setHeader(name, value);
  // helmet's xPoweredBy; Express's own header is disabled too (create-app.ts).
  res.removeHeader('X-Powered-By');
  if (req.secure) for (const [name, value] of httpsOnly) res.setHeader(name, value);
  next();
};
