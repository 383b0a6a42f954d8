// The back office's API under /api/admin (decisions 0075-0084): sign in and out, bookings
// (keyset pages, detail, status, re-send, a new My booking link, CSV), the day board, contact
// requests and, for owners, users and the fleet. Every route's guards are listed beside it: the authorization matrix test
// (composition/admin-authorization.test.ts) walks adminRouteTable.
import {
  addUserRequestSchema,
  adminBookingsFilterSchema,
  adminBookingsQuerySchema,
  adminContactRequestsQuerySchema,
  adminStatusChangeRequestSchema,
  dayBoardQuerySchema,
  fieldErrors,
  fleetChangeRequestSchema,
  fleetOccupancyQuerySchema,
  normalizeAdminBookingsQuery,
  occupancyQueryMessages,
  resetPasswordRequestSchema,
  type StaffRole,
  signInRequestSchema,
} from '@dumpster/domain';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import * as v from 'valibot';
import type { AdminBookings } from '../../../application/admin/admin-bookings.ts';
import type { AdminContactRequests } from '../../../application/admin/admin-contact-requests.ts';
import { bookingCsvColumns } from '../../../application/admin/booking-csv.ts';
import { csvRow, utf8Bom } from '../../../application/admin/csv.ts';
import type { StaffAccounts } from '../../../application/admin/staff-accounts.ts';
import { type StaffSessions, staffActor } from '../../../application/admin/staff-sessions.ts';
import type { ChangeFleet } from '../../../application/change-fleet.ts';
import type { ReissueAccessLink } from '../../../application/my-booking/reissue-access-link.ts';
import type { ReadFleet } from '../../../application/read-fleet.ts';
import { monthPattern, type ReadFleetMonth } from '../../../application/read-fleet-month.ts';
import { sendError } from '../api-error.ts';
import { jsonBody } from '../body-formats.ts';
import { sendJson } from '../json-answer.ts';
import { readBody } from '../middleware/request-body.ts';
import {
  bookingDetail,
  bookingRow,
  contactRequestAnswer,
  fleetAnswer,
  messageAnswer,
  sessionAnswer,
  userAnswer,
} from './admin-answers.ts';
import {
  clearSessionCookie,
  noStore,
  readCookie,
  refuseCrossSite,
  requireRole,
  requireSession,
  sessionCookieName,
  setSessionCookie,
} from './admin-auth.ts';
import { writeWithBackpressure } from './write-with-backpressure.ts';

export interface AdminDependencies {
  readonly sessions: StaffSessions;
  readonly accounts: StaffAccounts;
  readonly bookings: AdminBookings;
  readonly contactRequests: AdminContactRequests;
  /** The owner's fleet page (availability issue). */
  readonly fleet: {
    readonly read: ReadFleet;
    readonly change: ChangeFleet;
    readonly month: ReadFleetMonth;
  };
  /** Revoke a booking's My booking links and e-mail a new one (self-service issue). */
  readonly reissueAccessLink: ReissueAccessLink;
  readonly idleMinutes: number;
  readonly logger: Logger;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Who may call a route: anyone (sign-in), any signed-in staff member, or owners only. */
export type RouteAccess = 'public' | 'staff' | 'owner';

export interface AdminRoute {
  readonly method: Method;
  /** Under /api/admin. */
  readonly path: string;
  readonly access: RouteAccess;
  /** Takes a JSON body. */
  readonly json?: boolean;
  readonly handle: (deps: AdminDependencies) => RequestHandler;
}

const everyone: StaffRole[] = ['owner', 'staff'];

function invalid(res: Response, issues: readonly v.BaseIssue<unknown>[]): void {
  sendError(res, 400, 'validation_failed', { fields: fieldErrors(issues) });
}

function session(req: Request) {
  const active = req.adminSession;
  if (!active) throw new Error('admin route reached without a session');
  return active;
}

function param(req: Request, name: string): string {
  const value = req.params[name];
  return typeof value === 'string' ? value : '';
}

/** Query parameters as the schema reads them: only strings, a repeated one counts once. */
function queryStrings(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

const signIn: AdminRoute['handle'] = (deps) => async (req, res) => {
  const parsed = v.safeParse(signInRequestSchema, req.body ?? {});
  if (!parsed.success) return invalid(res, parsed.issues);
  const address = req.ip ?? 'unknown';
  const outcome = await deps.sessions.signIn(parsed.output.email, parsed.output.password, address);
  if (!outcome.ok) {
    // Never the password; the e-mail is what an operator needs to see an attack on an account.
    deps.logger.warn(
      { event: 'admin_sign_in_failed', email: parsed.output.email, address, reason: outcome.reason },
      'admin sign-in failed',
    );
    if (outcome.refusal === 'throttled') {
      res.set('Retry-After', '900');
      return sendError(res, 429, 'rate_limited', {
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      });
    }
    return sendError(res, 401, 'sign_in_refused');
  }
  // A session cookie from before the sign-in is ended: a new id at every sign-in.
  const previous = readCookie(req, sessionCookieName(req));
  if (previous) await deps.sessions.signOut(previous);
  setSessionCookie(req, res, outcome.token);
  deps.logger.info({ event: 'admin_signed_in', userId: outcome.user.id }, 'admin signed in');
  sendJson(res, 200, sessionAnswer(outcome, deps.idleMinutes));
};

export const adminRouteTable: readonly AdminRoute[] = [
  { method: 'post', path: '/session', access: 'public', json: true, handle: signIn },
  {
    method: 'get',
    path: '/session',
    access: 'staff',
    handle: (deps) => (req, res) => sendJson(res, 200, sessionAnswer(session(req), deps.idleMinutes)),
  },
  {
    method: 'delete',
    path: '/session',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const token = readCookie(req, sessionCookieName(req));
      if (token) await deps.sessions.signOut(token);
      clearSessionCookie(req, res);
      res.status(204).end();
    },
  },
  {
    method: 'get',
    path: '/bookings',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(adminBookingsQuerySchema, queryStrings(req));
      if (!parsed.success) return invalid(res, parsed.issues);
      const page = await deps.bookings.page(normalizeAdminBookingsQuery(parsed.output));
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
      for await (const lines of deps.bookings.exportCsv(filter)) {
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
      const detail = await deps.bookings.detail(param(req, 'id'));
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
      const outcome = await deps.bookings.changeStatus(actor, param(req, 'id'), {
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
      const message = await deps.bookings.resendMessage(
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
      const detail = outcome.kind === 'reissued' ? await deps.bookings.detail(id) : undefined;
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
      const board = await deps.bookings.dayBoard(parsed.output.date);
      sendJson(res, 200, {
        date: parsed.output.date,
        deliveries: board.deliveries,
        pickups: board.pickups,
      });
    },
  },
  {
    method: 'get',
    path: '/contact-requests',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(adminContactRequestsQuerySchema, queryStrings(req));
      if (!parsed.success) return invalid(res, parsed.issues);
      const page = await deps.contactRequests.page({
        notContacted: parsed.output.notContacted === 'true',
        ...(parsed.output.cursor ? { cursor: parsed.output.cursor } : {}),
        limit: parsed.output.limit ?? 50,
      });
      if (!page)
        return sendError(res, 400, 'validation_failed', {
          fields: { cursor: 'This page link is no longer valid; start from the first page' },
        });
      sendJson(res, 200, {
        items: page.items.map(contactRequestAnswer),
        nextCursor: page.nextCursor,
        notContactedCount: page.notContactedCount,
      });
    },
  },
  {
    method: 'post',
    path: '/contact-requests/:id/contacted',
    access: 'staff',
    handle: (deps) => async (req, res) => {
      const { user } = session(req);
      const row = await deps.contactRequests.markContacted(
        { kind: 'staff', userId: user.id, name: user.name },
        param(req, 'id'),
      );
      if (!row) return sendError(res, 404, 'not_found', { message: 'There is no such contact request.' });
      sendJson(res, 200, { request: contactRequestAnswer(row) });
    },
  },
  {
    method: 'get',
    path: '/users',
    access: 'owner',
    handle: (deps) => async (_req, res) => {
      sendJson(res, 200, { items: (await deps.accounts.list()).map(userAnswer) });
    },
  },
  {
    method: 'post',
    path: '/users',
    access: 'owner',
    json: true,
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(addUserRequestSchema, req.body ?? {});
      if (!parsed.success) return invalid(res, parsed.issues);
      const outcome = await deps.accounts.add(staffActor(session(req).user), parsed.output);
      if (outcome.ok) return sendJson(res, 201, { user: userAnswer(outcome.user) });
      if (outcome.refusal === 'weak_password')
        return sendError(res, 400, 'validation_failed', { fields: { password: outcome.message } });
      sendError(res, 409, 'conflict', { message: outcome.message, fields: { email: outcome.message } });
    },
  },
  {
    method: 'post',
    path: '/users/:id/disable',
    access: 'owner',
    handle: (deps) => async (req, res) => {
      const outcome = await deps.accounts.disable(staffActor(session(req).user), { id: param(req, 'id') });
      if (outcome.ok) return sendJson(res, 200, { user: userAnswer(outcome.user) });
      if (outcome.refusal === 'not_found')
        return sendError(res, 404, 'not_found', { message: outcome.message });
      sendError(res, 409, 'conflict', { message: outcome.message });
    },
  },
  {
    method: 'post',
    path: '/users/:id/reset-password',
    access: 'owner',
    json: true,
    handle: (deps) => async (req, res) => {
      const parsed = v.safeParse(resetPasswordRequestSchema, req.body ?? {});
      if (!parsed.success) return invalid(res, parsed.issues);
      const outcome = await deps.accounts.resetPassword(
        staffActor(session(req).user),
        { id: param(req, 'id') },
        parsed.output.password,
      );
      if (outcome.ok) return sendJson(res, 200, { user: userAnswer(outcome.user) });
      if (outcome.refusal === 'not_found')
        return sendError(res, 404, 'not_found', { message: outcome.message });
      sendError(res, 400, 'validation_failed', { fields: { password: outcome.message } });
    },
  },
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

export function adminRouter(deps: AdminDependencies): express.Router {
  const router = express.Router();
  router.use(noStore);
  const json = readBody([jsonBody]);
  const authenticated = requireSession(deps.sessions);
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
