// What the back office's handlers call: the use cases as the application exposes them.
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
import type { ChangeBusinessCalendar } from '../../../application/business-calendar/change-business-calendar.ts';
import type { ReadBusinessCalendar } from '../../../application/business-calendar/read-business-calendar.ts';
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
  /** The owner's fleet page. */
  readonly fleet: {
    readonly read: ReadFleet;
    readonly change: ChangeFleet;
    readonly month: ReadFleetMonth;
  };
  /** Revoke a booking's My booking links and e-mail a new one. */
  readonly reissueAccessLink: ReissueAccessLink;
  /** The owner's calendar: closed weekdays and dated closures (decision 0167). */
  readonly calendar: {
    readonly read: ReadBusinessCalendar;
    readonly change: ChangeBusinessCalendar;
  };
  readonly idleMinutes: number;
  readonly logger: Logger;
}
