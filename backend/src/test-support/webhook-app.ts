// An Express app with one declared webhook route mounted as mountRoutes mounts a route (its
// access guards, its body within bounds, its signature, its schemas, its declared answers held
// in check), except that the body is read as a form, which is how providers post: mountRoutes
// reads JSON bodies only so far (docs/decisions/0155 says what mounting the route will need).
import type { RouteDeclaration } from '@dumpster/domain/api';
import express, { type Express } from 'express';
import { sendError } from '../adapters/http/api-error.ts';
import { formBody } from '../adapters/http/body-formats.ts';
import { readBody } from '../adapters/http/middleware/request-body.ts';
import { accessGuards, type SignatureRule, signatureGuards } from '../adapters/http/routing/access-guards.ts';
import { requestParser } from '../adapters/http/routing/request-input.ts';
import type { RouteHandler } from '../adapters/http/routing/route-handler.ts';
import { answerSender, type HandlerAnswer } from '../adapters/http/routing/send-answer.ts';
import type { Clock } from '../application/ports/clock.ts';
import { fixedCalendar } from './test-calendars.ts';

export function webhookApp<const Route extends RouteDeclaration>(
  route: Route,
  handler: RouteHandler<Route>,
  settings: { readonly signatures: Readonly<Record<string, SignatureRule>>; readonly clock: Clock },
): Express {
  const app = express();
  // A webhook's body is never dated: no calendar is read.
  const parse = requestParser(route, settings.clock, fixedCalendar());
  const send = answerSender(route, true);
  const call = handler as unknown as (input: unknown, context: unknown) => Promise<HandlerAnswer>;
  app[route.method](
    route.path,
    ...accessGuards(route, settings),
    readBody([formBody]),
    ...signatureGuards(route, settings),
    async (req, res) => {
      const input = await parse(req);
      if ('fields' in input) return sendError(res, 400, 'validation_failed', { fields: input.fields });
      await send(res, await call(input, { req, res }));
    },
  );
  return app;
}
