// Bookings in the back office: keyset pages, the same list as CSV (streamed batch by batch),
// detail, a status change, re-sending a dead message, a new My booking link, and the day board of
// deliveries and pick-ups.
import {
  adminBookingsFilterSchema,
  adminBookingsQuerySchema,
  adminStatusChangeRequestSchema,
  dayBoardQuerySchema,
  normalizeAdminBookingsQuery,
} from '@dumpster/domain';
import * as v from 'valibot';
import { bookingCsvColumns } from '../../../application/bookings/booking-csv.ts';
import { csvRow, utf8Bom } from '../../../application/bookings/csv.ts';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { sendError } from '../api-error.ts';
import { sendJson } from '../json-answer.ts';
import { bookingDetail, bookingRow, messageAnswer } from './admin-answers.ts';
import { invalid, param, queryStrings, session } from './admin-request.ts';
import type { AdminRoute } from './admin-route.ts';
import { writeWithBackpressure } from './write-with-backpressure.ts';

export const adminBookingRoutes: readonly AdminRoute[] = [
  {
    method: 'get',
    path: '/bookings',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(adminBookingsQuerySchema, queryStrings(req));
      if (!parsed.success) return invalid(res, parsed.issues);
      const page = await deps.bookings.list.execute(normalizeAdminBookingsQuery(parsed.output));
      if (!page)
        return invalid(res, [
          {
            message: 'This page link is no longer valid; start from the first page',
            path: [{ key: 'cursor' }],
          } as never,
        ]);
      sendJson(res, 200, {
        items: page.items.map(bookingRow),
        nextCursor: page.nextCursor,
        countsByStatus: page.countsByStatus,
        countsPartial: page.countsPartial,
      });
    },
  },
  {
    method: 'get',
    path: '/bookings.csv',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(adminBookingsFilterSchema, queryStrings(req));
      if (!parsed.success) return invalid(res, parsed.issues);
      const filter = normalizeAdminBookingsQuery(parsed.output);
      res.status(200);
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', 'attachment; filename="bookings.csv"');
      res.write(utf8Bom + csvRow(bookingCsvColumns.map((column) => column.header)));
      // Written as read, one chunk per batch, and no next batch read while the client has not
      // taken the last one (backpressure): memory stays one batch whatever the client's speed.
      for await (const lines of deps.bookings.exportCsv.execute(filter)) {
        if (!(await writeWithBackpressure(res, lines))) return;
      }
      res.end();
    },
  },
  {
    method: 'get',
    path: '/bookings/:id',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const detail = await deps.bookings.read.execute(param(req, 'id'));
      if (!detail) return sendError(res, 404, 'not_found', { message: 'There is no such booking.' });
      sendJson(res, 200, bookingDetail(detail));
    },
  },
  {
    method: 'post',
    path: '/bookings/:id/status',
    access: 'staff',
    json: true,
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(adminStatusChangeRequestSchema, req.body ?? {});
      if (!parsed.success) return invalid(res, parsed.issues);
      const actor = staffActor(session(req).user);
      const outcome = await deps.bookings.changeStatus.execute(actor, param(req, 'id'), {
        to: parsed.output.status,
        reason: parsed.output.reason,
      });
      if (outcome.ok) return sendJson(res, 200, bookingDetail(outcome.detail));
      if (outcome.refusal === 'not_found')
        return sendError(res, 404, 'not_found', { message: 'There is no such booking.' });
      if (outcome.refusal === 'invalid_reason')
        return sendError(res, 400, 'validation_failed', { fields: { reason: outcome.message } });
      sendJson(res, 409, {
        error: 'transition_not_allowed',
        message: outcome.message,
        status: outcome.status,
        allowed: outcome.allowed,
        requestId: String(req.id ?? ''),
      });
    },
  },
  {
    method: 'post',
    path: '/bookings/:id/messages/:messageId/resend',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const message = await deps.bookings.resendMessage.execute(
        staffActor(session(req).user),
        param(req, 'id'),
        param(req, 'messageId'),
      );
      if (!message)
        return sendError(res, 404, 'not_found', {
          message: 'There is no such dead message on this booking.',
        });
      sendJson(res, 200, { message: messageAnswer(message) });
    },
  },
  {
    method: 'post',
    path: '/bookings/:id/access-link',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const id = param(req, 'id');
      const outcome = await deps.reissueAccessLink.execute(id, staffActor(session(req).user));
      const detail = outcome.kind === 'reissued' ? await deps.bookings.read.execute(id) : undefined;
      if (!detail) return sendError(res, 404, 'not_found', { message: 'There is no such booking.' });
      // The booking as it is now: the new link's e-mail in its messages, the line in its history.
      sendJson(res, 200, bookingDetail(detail));
    },
  },
  {
    method: 'get',
    path: '/day-board',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(dayBoardQuerySchema, queryStrings(req));
      if (!parsed.success) return invalid(res, parsed.issues);
      const board = await deps.bookings.dayBoard.execute(parsed.output.date);
      sendJson(res, 200, {
        date: parsed.output.date,
        deliveries: board.deliveries,
        pickups: board.pickups,
      });
    },
  },
];
