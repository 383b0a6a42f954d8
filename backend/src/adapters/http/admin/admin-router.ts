// The back office's API under /api/admin (decisions 0075-0084): sign in and out, bookings
// (keyset pages, detail, status, re-send, a new My booking link, CSV), the day board, contact
// requests and, for owners, users and the fleet. The routes are declared in domain/src/api
// (adminApiRoutes, with who may call each); here each group's handlers are mounted with the
// guards their access asks for (routing/mount-routes.ts).
import { adminApiRoutes } from '@dumpster/domain/api';
import express from 'express';
import type { BusinessCalendarSource } from '../../../application/ports/business-calendar-source.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { sendError } from '../api-error.ts';
import { mountRoutes } from '../routing/mount-routes.ts';
import { noStore } from './admin-auth.ts';
import { adminBillingHandlers } from './admin-billing-handlers.ts';
import { adminBookingChangeHandlers } from './admin-booking-change-handlers.ts';
import { adminBookingHandlers } from './admin-booking-handlers.ts';
import { adminCalendarHandlers } from './admin-calendar-handlers.ts';
import { adminContactRequestHandlers } from './admin-contact-request-handlers.ts';
import { adminCustomerHandlers } from './admin-customer-handlers.ts';
import { adminDashboardHandlers } from './admin-dashboard-handlers.ts';
import type { AdminDependencies } from './admin-dependencies.ts';
import { adminDispatchHandlers } from './admin-dispatch-handlers.ts';
import { adminFleetHandlers } from './admin-fleet-handlers.ts';
import { adminSessionHandlers } from './admin-session-handlers.ts';
import { adminTextMessageHandlers } from './admin-text-message-handlers.ts';
import { adminUserHandlers } from './admin-user-handlers.ts';

export type { AdminDependencies } from './admin-dependencies.ts';

export function adminRouter(
  deps: AdminDependencies,
  settings: {
    readonly clock: Clock;
    readonly calendars: BusinessCalendarSource;
    readonly checkAnswers?: boolean | undefined;
  },
): express.Router {
  const router = express.Router();
  router.use(noStore);
  mountRoutes(
    router,
    adminApiRoutes,
    {
      ...adminSessionHandlers(deps),
      ...adminBookingHandlers(deps),
      ...adminContactRequestHandlers(deps),
      ...adminUserHandlers(deps),
      ...adminFleetHandlers(deps),
      ...adminCustomerHandlers(deps),
      ...adminBookingChangeHandlers(deps),
      ...adminDispatchHandlers(deps),
      ...adminBillingHandlers(deps),
      ...adminTextMessageHandlers(deps),
      ...adminCalendarHandlers(deps),
      ...adminDashboardHandlers(deps),
    },
    { prefix: '/api/admin', sessions: deps.sessions.resolve, ...settings },
  );
  router.use((_req, res) => sendError(res, 404, 'not_found'));
  return router;
}
