// The back office's API under /api/admin (decisions 0075-0084): sign in and out, bookings
// (keyset pages, detail, status, re-send, a new My booking link, CSV), the day board, contact
// requests and, for owners, users and the fleet. Each group of routes lives in its own file with
// its access level beside every route; here they are put in one table and each access level gets
// its guards. The authorization matrix test (composition/admin-authorization.test.ts) walks
// adminRouteTable.
import type { StaffRole } from '@dumpster/domain';
import express, { type RequestHandler } from 'express';
import { sendError } from '../api-error.ts';
import { jsonBody } from '../body-formats.ts';
import { readBody } from '../middleware/request-body.ts';
import { noStore, refuseCrossSite, requireRole, requireSession } from './admin-auth.ts';
import { adminBookingRoutes } from './admin-booking-routes.ts';
import { adminContactRequestRoutes } from './admin-contact-request-routes.ts';
import { adminFleetRoutes } from './admin-fleet-routes.ts';
import type { AdminDependencies, AdminRoute } from './admin-route.ts';
import { adminSessionRoutes } from './admin-session-routes.ts';
import { adminUserRoutes } from './admin-user-routes.ts';

export type { AdminDependencies, AdminRoute, RouteAccess } from './admin-route.ts';

const everyone: StaffRole[] = ['owner', 'staff'];

export const adminRouteTable: readonly AdminRoute[] = [
  ...adminSessionRoutes,
  ...adminBookingRoutes,
  ...adminContactRequestRoutes,
  ...adminUserRoutes,
  ...adminFleetRoutes,
];

export function adminRouter(deps: AdminDependencies): express.Router {
  const router = express.Router();
  router.use(noStore);
  const json = readBody([jsonBody]);
  const authenticated = requireSession(deps.sessions.resolve);
  for (const route of adminRouteTable) {
    const guards: RequestHandler[] =
      route.access === 'public'
        ? [refuseCrossSite]
        : [authenticated, requireRole(...(route.access === 'owner' ? (['owner'] as StaffRole[]) : everyone))];
    // The body is read after the guards: nothing is parsed for a caller who may not call.
    router[route.method](route.path, ...guards, ...(route.json ? [json] : []), route.handle(deps));
  }
  router.use((_req, res) => sendError(res, 404, 'not_found'));
  return router;
}
