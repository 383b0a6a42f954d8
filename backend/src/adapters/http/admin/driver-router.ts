// The driver's phone's API under /api/driver (decision 0185): the same session cookie and guards
// as the back office (mountRoutes reads each route's declared access), the driver role only.

import { driverApiRoutes } from '@dumpster/domain/api';
import express from 'express';
import type { BusinessCalendarSource } from '../../../application/ports/business-calendar-source.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { sendError } from '../api-error.ts';
import { mountRoutes } from '../routing/mount-routes.ts';
import type { HandlersOf } from '../routing/route-handler.ts';
import { noStore } from './admin-auth.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

function driverHandlers(deps: AdminDependencies): HandlersOf<typeof driverApiRoutes> {
  return {
    driverStops: async (_input, { session }) => ({
      status: 200,
      body: await deps.dispatch.driverStops.execute({ id: session.user.id, name: session.user.name }),
    }),
  };
}

export function driverRouter(
  deps: AdminDependencies,
  settings: {
    readonly clock: Clock;
    readonly calendars: BusinessCalendarSource;
    readonly checkAnswers?: boolean | undefined;
  },
): express.Router {
  const router = express.Router();
  router.use(noStore);
  mountRoutes(router, driverApiRoutes, driverHandlers(deps), {
    prefix: '/api/driver',
    sessions: deps.sessions.resolve,
    ...settings,
  });
  router.use((_req, res) => sendError(res, 404, 'not_found'));
  return router;
}
