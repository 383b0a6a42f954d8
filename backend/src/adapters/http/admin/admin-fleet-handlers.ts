// The owners' fleet page: the fleet, changing it, and one size's month of occupancy.
import { occupancyQueryMessages } from '@dumpster/domain';
import type { adminFleetApi } from '@dumpster/domain/api';
import { monthPattern } from '../../../application/availability/read-fleet-month.ts';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { invalid } from '../routing/invalid.ts';
import type { HandlersOf } from '../routing/route-handler.ts';
import { fleetAnswer } from './admin-answers.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

export function adminFleetHandlers(deps: AdminDependencies): HandlersOf<typeof adminFleetApi> {
  return {
    adminGetFleet: async () => ({ status: 200, body: fleetAnswer(await deps.fleet.read.execute()) }),
    adminChangeFleet: async ({ body }, { session }) => {
      await deps.fleet.change.execute(body, staffActor(session.user));
      // The whole fleet as it is now, so the page shows every size's over-committed days.
      return { status: 200, body: fleetAnswer(await deps.fleet.read.execute()) };
    },
    adminFleetOccupancy: async ({ query }) => {
      // The domain accepts any four-digit year; the calendar is kept to 2000-2999.
      if (!monthPattern.test(query.month)) return invalid({ month: occupancyQueryMessages.month });
      const month = await deps.fleet.month.execute(query);
      return {
        status: 200,
        body: { size: month.size, month: month.month, days: month.days.map((day) => ({ ...day })) },
      };
    },
  };
}
