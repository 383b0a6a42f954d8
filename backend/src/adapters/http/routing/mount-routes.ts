// Mounting declared routes on an Express router (decision 0100). For each route, in this order:
// its access guards (access-guards.ts), its JSON body read within bounds (readBody, decision
// 0061) only after them, a webhook's signature, its rate limit, then one endpoint that parses the
// request with the declared schemas (a 400 with field messages), calls the handler and writes its
// answer (send-answer.ts). A route group passes its declarations and one handler per route.
import type { RouteDeclaration } from '@dumpster/domain/api';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { BusinessCalendarSource } from '../../../application/ports/business-calendar-source.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { sendError } from '../api-error.ts';
import { formBody, jsonBody } from '../body-formats.ts';
import { bearerToken } from '../customer-link.ts';
import { readBody } from '../middleware/request-body.ts';
import { type AccessSettings, accessGuards, signatureGuards } from './access-guards.ts';
import { requestParser } from './request-input.ts';
import type { HandlersOf } from './route-handler.ts';
import { answerSender, type HandlerAnswer } from './send-answer.ts';

export interface MountSettings extends AccessSettings {
  /** Where the router is mounted (`/api/admin`): cut from each declared path. */
  readonly prefix: string;
  /** Today, for a body whose date rules move with the day. */
  readonly clock: Clock;
  /** The business's calendar, for a body whose date rules follow it. */
  readonly calendars: BusinessCalendarSource;
  /** The limiter of a declared rate limit (create-app.ts makes one per scope). */
  readonly limiter?: ((limit: NonNullable<RouteDeclaration['rateLimit']>) => RequestHandler) | undefined;
  /** Holds every answer to its declaration (tests; never on the hot path in production). */
  readonly checkAnswers?: boolean | undefined;
}

type AnyHandler = (input: unknown, context: unknown) => HandlerAnswer | Promise<HandlerAnswer>;

function contextOf(route: RouteDeclaration, req: Request, res: Response): unknown {
  switch (route.access.kind) {
    case 'session':
      return { req, res, session: req.adminSession };
    case 'customer-link':
      return { req, res, token: bearerToken(req) };
    default:
      return { req, res };
  }
}

function endpoint(route: RouteDeclaration, handler: AnyHandler, settings: MountSettings): RequestHandler {
  const parse = requestParser(route, settings.clock, settings.calendars);
  const send = answerSender(route, settings.checkAnswers ?? false);
  return async (req, res) => {
    const input = await parse(req);
    if ('fields' in input) return sendError(res, 400, 'validation_failed', { fields: input.fields });
    await send(res, await handler(input, contextOf(route, req, res)));
  };
}

export function mountRoutes<const Routes extends readonly RouteDeclaration[]>(
  router: Router,
  routes: Routes,
  handlers: NoInfer<HandlersOf<Routes>>,
  settings: MountSettings,
): void {
  const json = readBody([jsonBody]);
  // Providers post their webhooks as forms (Twilio: application/x-www-form-urlencoded, decision 0155).
  const form = readBody([formBody]);
  for (const route of routes) {
    if (!route.path.startsWith(settings.prefix))
      throw new Error(`${route.name}: ${route.path} is not under ${settings.prefix}`);
    const handler = (handlers as unknown as Record<string, AnyHandler>)[route.name];
    if (!handler) throw new Error(`${route.name} has no handler`);
    const limit = route.rateLimit && settings.limiter ? [settings.limiter(route.rateLimit)] : [];
    router[route.method](
      route.path.slice(settings.prefix.length) || '/',
      ...accessGuards(route, settings),
      ...(route.request?.body ? [route.access.kind === 'webhook' ? form : json] : []),
      ...signatureGuards(route, settings),
      ...limit,
      endpoint(route, handler, settings),
    );
  }
}
