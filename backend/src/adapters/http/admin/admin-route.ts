// What one back-office route is: its method and path under /api/admin, who may call it, whether it
// takes a JSON body, and its handler given the dependencies. adminRouter (admin-router.ts) puts
// the guards for each access level in front; the authorization matrix test walks the table.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ChangeFleet } from '../../../application/availability/change-fleet.ts';
import type { ReadFleet } from '../../../application/availability/read-fleet.ts';
import type { ReadFleetMonth } from '../../../application/availability/read-fleet-month.ts';
import type { ChangeBookingStatus } from '../../../application/bookings/change-booking-status.ts';
import type { ExportBookingsCsv } from '../../../application/bookings/export-bookings-csv.ts';
import type { ListBookings } from '../../../application/bookings/list-bookings.ts';
import type { ReadBooking } from '../../../application/bookings/read-booking.ts';
import type { ReadDayBoard } from '../../../application/bookings/read-day-board.ts';
import type { ResendBookingMessage } from '../../../application/bookings/resend-booking-message.ts';
import type { ListContactRequests } from '../../../application/contact-requests/list-contact-requests.ts';
import type { MarkContactRequestContacted } from '../../../application/contact-requests/mark-contact-request-contacted.ts';
import type { ReissueAccessLink } from '../../../application/my-booking/reissue-access-link.ts';
import type { AddStaffAccount } from '../../../application/staff/add-staff-account.ts';
import type { DisableStaffAccount } from '../../../application/staff/disable-staff-account.ts';
import type { ListStaffAccounts } from '../../../application/staff/list-staff-accounts.ts';
import type { ResetStaffPassword } from '../../../application/staff/reset-staff-password.ts';
import type { ResolveSession } from '../../../application/staff/resolve-session.ts';
import type { SignIn } from '../../../application/staff/sign-in.ts';
import type { SignOut } from '../../../application/staff/sign-out.ts';

export interface AdminDependencies {
  /** Signing in and out, and the session a request's cookie opens. */
  readonly sessions: {
    readonly signIn: SignIn;
    readonly resolve: ResolveSession;
    readonly signOut: SignOut;
  };
  /** The owner's accounts screen. */
  readonly accounts: {
    readonly list: ListStaffAccounts;
    readonly add: AddStaffAccount;
    readonly disable: DisableStaffAccount;
    readonly resetPassword: ResetStaffPassword;
  };
  readonly bookings: {
    readonly list: ListBookings;
    readonly read: ReadBooking;
    readonly changeStatus: ChangeBookingStatus;
    readonly resendMessage: ResendBookingMessage;
    readonly dayBoard: ReadDayBoard;
    readonly exportCsv: ExportBookingsCsv;
  };
  readonly contactRequests: {
    readonly list: ListContactRequests;
    readonly markContacted: MarkContactRequestContacted;
  };
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

export type Method = 'get' | 'post' | 'put' | 'delete';

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
