// The back office's guards (decisions 0076, 0077): every answer no-store; the session from the
// cookie (401 without a live one); state-changing requests only from this site's own pages
// (Fetch Metadata, else Origin) and with the session's CSRF token (403); roles (403).

import { adminSessionCookie, adminSessionCookieInsecure, type StaffRole } from '@dumpster/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ResolveSession } from '../../../application/staff/resolve-session.ts';
import type { ActiveSession } from '../../../application/staff/staff-session.ts';
import { sendError } from '../api-error.ts';
import { crossSite } from '../middleware/cross-site.ts';
import { sameToken } from '../same-token.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by requireSession: the signed-in staff member's live session. */
    adminSession?: ActiveSession;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** The cookie's name for this request: `__Host-` needs Secure, so plain HTTP (development) uses the bare name. */
export function sessionCookieName(req: Request): string {
  return req.secure ? adminSessionCookie : adminSessionCookieInsecure;
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  const secure = req.secure ? '; Secure' : '';
  res.append('Set-Cookie', `${sessionCookieName(req)}=${token}; Path=/; HttpOnly; SameSite=Strict${secure}`);
}

export function clearSessionCookie(req: Request, res: Response): void {
  const secure = req.secure ? '; Secure' : '';
  res.append(
    'Set-Cookie',
    `${sessionCookieName(req)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`,
  );
}

// One refusal for the whole app, the public forms included (middleware/cross-site.ts).
export { crossSite, refuseCrossSite } from '../middleware/cross-site.ts';

/** 401 without a live session; 403 for a cross-site or token-less state change. */
export function requireSession(resolveSession: ResolveSession): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = readCookie(req, sessionCookieName(req));
    const session = token ? await resolveSession.execute(token) : undefined;
    if (!session) {
      if (token) clearSessionCookie(req, res);
      return sendError(res, 401, 'not_signed_in');
    }
    if (!safeMethods.has(req.method)) {
      const sent = req.get('x-csrf-token') ?? '';
      if (crossSite(req) || !sameToken(sent, session.csrfToken))
        return sendError(res, 403, 'cross_site_refused');
    }
    req.adminSession = session;
    next();
  };
}

export function requireRole(...roles: StaffRole[]): RequestHandler {
  return (req, res, next) => {
    const role = req.adminSession?.user.role;
    if (!role || !roles.includes(role)) return sendError(res, 403, 'forbidden');
    next();
  };
}
