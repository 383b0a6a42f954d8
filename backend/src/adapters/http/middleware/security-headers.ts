// helmet with a strict Content-Security-Policy for a React app served from this same origin
// (docs/decisions/0014). HSTS is sent only over HTTPS, where it means something.
import type { RequestHandler } from 'express';
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
});

const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

export const securityHeaders: RequestHandler = (req, res, next) => {
  headers(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (req.secure) return hsts(req, res, next);
    next();
  });
};
