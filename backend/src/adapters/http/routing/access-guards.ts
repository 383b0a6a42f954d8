// The guards each kind of access puts in front of a route (decision 0100), run before its body is
// read: nothing is parsed for a caller who may not call (decision 0061). A session's guards are
// admin-auth.ts's (decisions 0076, 0077, 0079); a customer link's answers are private; a webhook's
// signature rule is looked up by the name its declaration gives.
import type { RouteDeclaration } from '@dumpster/domain/api';
import type { Request, RequestHandler } from 'express';
import type { ResolveSession } from '../../../application/staff/resolve-session.ts';
import { refuseCrossSite, requireRole, requireSession } from '../admin/admin-auth.ts';
import { sendError } from '../api-error.ts';
import { privateAnswer } from '../customer-link.ts';

/** A provider's signature rule: whether the request (its body read) carries a valid signature. */
export type SignatureRule = (req: Request) => boolean;

export interface AccessSettings {
  readonly sessions?: ResolveSession | undefined;
  readonly signatures?: Readonly<Record<string, SignatureRule>> | undefined;
}

/** The guards before the body is read. */
export function accessGuards(route: RouteDeclaration, settings: AccessSettings): RequestHandler[] {
  const { access } = route;
  switch (access.kind) {
    case 'public':
      return [];
    case 'public-same-site':
      return [refuseCrossSite];
    case 'customer-link':
      return [privateAnswer];
    case 'session': {
      if (!settings.sessions) throw new Error(`${route.name} needs the staff sessions to check its access`);
      return [requireSession(settings.sessions), requireRole(...access.roles)];
    }
    case 'webhook':
      return [];
  }
}

/**
 * The guards after the body is read: a webhook's signature covers its body, so it is checked on
 * the bytes' parsed value (a provider that signs the raw bytes needs readBody to keep them).
 */
export function signatureGuards(route: RouteDeclaration, settings: AccessSettings): RequestHandler[] {
  const { access } = route;
  if (access.kind !== 'webhook') return [];
  const rule = settings.signatures?.[access.signature];
  if (!rule)
    throw new Error(`${route.name} names the signature rule '${access.signature}', which is not given`);
  return [(req, res, next) => (rule(req) ? next() : sendError(res, 403, 'forbidden'))];
}
