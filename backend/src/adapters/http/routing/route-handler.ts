// What a declared route's handler is (decision 0100): given the parsed request and who is
// calling, it answers one of the route's declared answers, typed from the declaration, so a
// status or body the declaration does not allow does not compile. The mounting (mount-routes.ts)
// has already checked access, read the body within its bounds and parsed every part.
import type { RouteAnswer, RouteBody, RouteDeclaration, RouteParams, RouteQuery } from '@dumpster/domain/api';
import type { Request, Response } from 'express';
import type { IdempotencyClaim } from '../../../application/ports/idempotency.ts';
import type { ActiveSession } from '../../../application/staff/staff-session.ts';

export interface RouteInput<Route extends RouteDeclaration> {
  readonly params: RouteParams<Route>;
  readonly query: RouteQuery<Route>;
  readonly body: RouteBody<Route>;
  /** The Idempotency-Key's claim, for a route that takes one and a request that sent one. */
  readonly idempotency: IdempotencyClaim | undefined;
}

/** Who is calling, by the route's access, and the request itself for what only HTTP knows (cookies, address). */
export type RouteContext<Route extends RouteDeclaration> = {
  readonly req: Request;
  readonly res: Response;
} & (Route['access'] extends { readonly kind: 'session' } ? { readonly session: ActiveSession } : unknown) &
  (Route['access'] extends { readonly kind: 'customer-link' } ? { readonly token: string } : unknown);

export type RouteHandler<Route extends RouteDeclaration> = (
  input: RouteInput<Route>,
  context: RouteContext<Route>,
) => RouteAnswer<Route> | Promise<RouteAnswer<Route>>;

/** One handler per route of a group, by the route's name: a route without one does not compile. */
export type HandlersOf<Routes extends readonly RouteDeclaration[]> = {
  readonly [Route in Routes[number] as Route['name']]: RouteHandler<Route>;
};

/** A problem answer's body: the code and the message (the mounting adds the requestId). */
export function problem<const Status extends number, const Code extends string>(
  status: Status,
  error: Code,
  message: string,
  fields?: Readonly<Record<string, string>>,
) {
  return { status, body: { error, message, ...(fields ? { fields } : {}) } } as const;
}
