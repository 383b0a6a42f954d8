// The customer's My booking link as an access (decisions 0090, 0091): the token comes in
// `Authorization: Bearer <token>`, never in an API URL, so no access log or proxy keeps it. Every
// token that opens nothing gets the one 404 of linkNotValidMessage, after the same lookup.
import { linkNotValidMessage } from '@dumpster/domain/api';
import type { Request, RequestHandler, Response } from 'express';
import { sendError } from './api-error.ts';

export { linkNotValidMessage };

/** A token is 43 base64url characters; anything else cannot open a booking, yet is looked up too. */
const bearer = /^Bearer ([A-Za-z0-9_-]{1,128})$/;

export function bearerToken(req: Request): string {
  return bearer.exec(req.get('Authorization') ?? '')?.[1] ?? '';
}

/** The booking page's answers are personal: kept by no cache, sent on to no other site, indexed by none. */
export const privateAnswer: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  next();
};

export function sendLinkNotValid(res: Response): void {
  sendError(res, 404, 'not_found', { message: linkNotValidMessage });
}
