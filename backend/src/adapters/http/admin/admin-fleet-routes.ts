// The owners' fleet page: the fleet, changing it, and one size's month of occupancy.
import {
  fleetChangeRequestSchema,
  fleetOccupancyQuerySchema,
  occupancyQueryMessages,
} from '@dumpster/domain';
import * as v from 'valibot';
import { monthPattern } from '../../../application/availability/read-fleet-month.ts';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { sendError } from '../api-error.ts';
import { sendJson } from '../json-answer.ts';
import { fleetAnswer } from './admin-answers.ts';
import { invalid, queryStrings, session } from './admin-request.ts';
import type { AdminRoute } from './admin-route.ts';

export const adminFleetRoutes: readonly AdminRoute[] = [
  {
    method: 'get',
    path: '/fleet',
    access: 'owner',
    handle: (deps) => async (_req, res) => {
      sendJson(res, 200, fleetAnswer(await deps.fleet.read.execute()));
    },
  },
  {
    method: 'put',
    path: '/fleet',
    access: 'owner',
    json: true,
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(fleetChangeRequestSchema, req.body ?? {});
      if (!parsed.success) return invalid(res, parsed.issues);
      await deps.fleet.change.execute(parsed.output, staffActor(session(req).user));
      // The whole fleet as it is now, so the page shows every size's over-committed days.
      sendJson(res, 200, fleetAnswer(await deps.fleet.read.execute()));
    },
  },
  {
    method: 'get',
    path: '/fleet/occupancy',
    access: 'owner',
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(fleetOccupancyQuerySchema, queryStrings(req));
      if (!parsed.success) return invalid(res, parsed.issues);
      // The domain accepts any four-digit year; the calendar is kept to 2000-2999.
      if (!monthPattern.test(parsed.output.month))
        return sendError(res, 400, 'validation_failed', { fields: { month: occupancyQueryMessages.month } });
      const month = await deps.fleet.month.execute(parsed.output);
      sendJson(res, 200, {
        size: month.size,
        month: month.month,
        days: month.days.map((day) => ({ ...day })),
      });
    },
  },
];
