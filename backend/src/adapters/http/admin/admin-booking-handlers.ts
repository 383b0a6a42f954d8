// Bookings in the back office: keyset pages, the same list as CSV (streamed batch by batch),
// detail, a status change, re-sending a dead message, a new My booking link, and the day board of
// deliveries and pick-ups.
import { adminQueryMessages, normalizeAdminBookingsQuery } from '@dumpster/domain';
import type { adminBookingsApi, adminCreateBooking, DeclaredAnswer } from '@dumpster/domain/api';
import { bookingCsvColumns } from '../../../application/bookings/booking-csv.ts';
import { csvRow, utf8Bom } from '../../../application/bookings/csv.ts';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { idempotentAnswer } from '../routing/idempotent-answer.ts';
import { invalid } from '../routing/invalid.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';
import { bookingDetail, bookingRow, messageAnswer } from './admin-answers.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

const noSuchBooking = () => problem(404, 'not_found', 'There is no such booking.');

export function adminBookingHandlers(deps: AdminDependencies): HandlersOf<typeof adminBookingsApi> {
  return {
    adminListBookings: async ({ query }) => {
      const page = await deps.bookings.list.execute(normalizeAdminBookingsQuery(query));
      if (!page) return invalid({ cursor: adminQueryMessages.cursor });
      return {
        status: 200,
        body: {
          items: page.items.map(bookingRow),
          nextCursor: page.nextCursor,
          countsByStatus: page.countsByStatus,
          countsPartial: page.countsPartial,
        },
      };
    },
    adminExportBookings: ({ query }) => ({
      status: 200,
      headers: { 'Content-Disposition': 'attachment; filename="bookings.csv"' },
      // Written as read, one chunk per batch, and no next batch read while the client has not
      // taken the last one (backpressure): memory stays one batch whatever the client's speed.
      stream: async (out) => {
        if (!(await out.write(utf8Bom + csvRow(bookingCsvColumns.map((column) => column.header))))) return;
        for await (const lines of deps.bookings.exportCsv.execute(normalizeAdminBookingsQuery(query))) {
          if (!(await out.write(lines))) return;
        }
      },
    }),
    adminGetBooking: async ({ params }) => {
      const detail = await deps.bookings.read.execute(params.id);
      return detail ? { status: 200, body: bookingDetail(detail) } : noSuchBooking();
    },
    adminChangeBookingStatus: async ({ params, body }, { session }) => {
      const outcome = await deps.bookings.changeStatus.execute(staffActor(session.user), params.id, {
        to: body.status,
        reason: body.reason,
        confirmEarly: body.confirmEarly,
      });
      if (outcome.ok) return { status: 200, body: bookingDetail(outcome.detail) };
      if (outcome.refusal === 'not_found') return noSuchBooking();
      if (outcome.refusal === 'invalid_reason') return invalid({ reason: outcome.message });
      if (outcome.refusal === 'confirmation_needed')
        return {
          status: 409,
          body: {
            error: 'confirmation_needed',
            message: outcome.message,
            plannedDate: outcome.plannedDate,
            actualDate: outcome.actualDate,
          },
        };
      return {
        status: 409,
        body: {
          error: 'transition_not_allowed',
          message: outcome.message,
          status: outcome.status,
          allowed: [...outcome.allowed],
        },
      };
    },
    adminResendMessage: async ({ params }, { session }) => {
      const message = await deps.bookings.resendMessage.execute(
        staffActor(session.user),
        params.id,
        params.messageId,
      );
      if (!message) return problem(404, 'not_found', 'There is no such dead message on this booking.');
      return { status: 200, body: { message: messageAnswer(message) } };
    },
    adminReissueAccessLink: async ({ params }, { session }) => {
      const outcome = await deps.reissueAccessLink.execute(params.id, staffActor(session.user));
      const detail = outcome.kind === 'reissued' ? await deps.bookings.read.execute(params.id) : undefined;
      // The booking as it is now: the new link's e-mail in its messages, the line in its history.
      return detail ? { status: 200, body: bookingDetail(detail) } : noSuchBooking();
    },
    adminCreateBooking: async ({ body, idempotency }, { session }) =>
      idempotentAnswer<Extract<DeclaredAnswer<typeof adminCreateBooking>, { status: 201 }>>(
        await deps.phoneOrders.take.execute(staffActor(session.user), body, idempotency),
      ),
    adminDayBoard: async ({ query }) => {
      const board = await deps.bookings.dayBoard.execute(query.date);
      return {
        status: 200,
        body: { date: query.date, deliveries: board.deliveries, pickups: board.pickups },
      };
    },
  };
}
