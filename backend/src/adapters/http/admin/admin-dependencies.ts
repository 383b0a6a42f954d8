// What the back office's handlers call: the use cases as the application exposes them.
import type { Logger } from 'pino';
import type { ChangeFleet } from '../../../application/availability/change-fleet.ts';
import type { ReadFleet } from '../../../application/availability/read-fleet.ts';
import type { ReadFleetMonth } from '../../../application/availability/read-fleet-month.ts';
import type { AddInvoiceAdjustment } from '../../../application/billing/add-invoice-adjustment.ts';
import type { AddInvoiceCharge } from '../../../application/billing/add-invoice-charge.ts';
import type { ExportBillingCsv } from '../../../application/billing/export-billing-csv.ts';
import type { FinaliseInvoice } from '../../../application/billing/finalise-invoice.ts';
import type { IssueCreditNote } from '../../../application/billing/issue-credit-note.ts';
import type { ListReceivables } from '../../../application/billing/list-receivables.ts';
import type { ReadBookingInvoice } from '../../../application/billing/read-booking-invoice.ts';
import type { ReadCustomerStatement } from '../../../application/billing/read-customer-statement.ts';
import type { RecordPayment } from '../../../application/billing/record-payment.ts';
import type { RecordRefund } from '../../../application/billing/record-refund.ts';
import type { RemoveInvoiceLine } from '../../../application/billing/remove-invoice-line.ts';
import type { RenderInvoicePdf } from '../../../application/billing/render-invoice-pdf.ts';
import type { SetScaleTicket } from '../../../application/billing/set-scale-ticket.ts';
import type { VoidInvoice } from '../../../application/billing/void-invoice.ts';
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

/** Invoices, payments, receivables and the export (billing, decisions 0195-0199). */
export interface BillingUseCases {
  readonly readBookingInvoice: ReadBookingInvoice;
  readonly setScaleTicket: SetScaleTicket;
  readonly addCharge: AddInvoiceCharge;
  readonly addAdjustment: AddInvoiceAdjustment;
  readonly removeLine: RemoveInvoiceLine;
  readonly finalise: FinaliseInvoice;
  readonly void: VoidInvoice;
  readonly issueCreditNote: IssueCreditNote;
  readonly recordPayment: RecordPayment;
  readonly recordRefund: RecordRefund;
  readonly renderPdf: RenderInvoicePdf;
  readonly receivables: ListReceivables;
  readonly statement: ReadCustomerStatement;
  readonly exportCsv: ExportBillingCsv;
}

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
  readonly billing: BillingUseCases;
  readonly idleMinutes: number;
  readonly logger: Logger;
}
