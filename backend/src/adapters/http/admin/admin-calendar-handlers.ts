// The owner's calendar (decisions 0165, 0167): read it, and change it, a change that would strand
// bookings answered 409 with them instead of saved.
import { strandedCalendarMessage } from '@dumpster/domain';
import type { adminCalendarApi } from '@dumpster/domain/api';
import { staffActor } from '../../../application/staff/staff-session.ts';
import type { HandlersOf } from '../routing/route-handler.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

export function adminCalendarHandlers(deps: AdminDependencies): HandlersOf<typeof adminCalendarApi> {
  return {
    adminGetCalendar: async () => ({ status: 200, body: await deps.calendar.read.execute() }),
    adminChangeCalendar: async ({ body }, { session }) => {
      const outcome = await deps.calendar.change.execute(body, staffActor(session.user));
      if (outcome.kind === 'stranded')
        return {
          status: 409,
          body: {
            error: 'conflict',
            message: strandedCalendarMessage(outcome.stranded.length),
            stranded: [...outcome.stranded],
          },
        } as const;
      return { status: 200, body: outcome.calendar };
    },
  };
}
