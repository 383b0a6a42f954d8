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
import type { AddBookingNote } from '../../../application/bookings/add-booking-note.ts';
import type { ChangeBookingDates } from '../../../application/bookings/change-booking-dates.ts';
import type { ChangeBookingStatus } from '../../../application/bookings/change-booking-status.ts';
import type { EditBookingDetails } from '../../../application/bookings/edit-booking-details.ts';
import type { ExportBookingsCsv } from '../../../application/bookings/export-bookings-csv.ts';
import type { ListBookingNotes } from '../../../application/bookings/list-booking-notes.ts';
import type { ListBookings } from '../../../application/bookings/list-bookings.ts';
import type { PinBookingNote } from '../../../application/bookings/pin-booking-note.ts';
import type { ReadBooking } from '../../../application/bookings/read-booking.ts';
import type { ReadDayBoard } from '../../../application/bookings/read-day-board.ts';
import type { ResendBookingMessage } from '../../../application/bookings/resend-booking-message.ts';
import type { TakePhoneOrder } from '../../../application/bookings/take-phone-order.ts';
import type { UndoStatusChange } from '../../../application/bookings/undo-status-change.ts';
import type { ChangeBusinessCalendar } from '../../../application/business-calendar/change-business-calendar.ts';
import type { ReadBusinessCalendar } from '../../../application/business-calendar/read-business-calendar.ts';
import type { BookContactRequest } from '../../../application/contact-requests/book-contact-request.ts';
import type { ListContactRequests } from '../../../application/contact-requests/list-contact-requests.ts';
import type { MarkContactRequestContacted } from '../../../application/contact-requests/mark-contact-request-contacted.ts';
import type { AddContainer } from '../../../application/containers/add-container.ts';
import type { ChangeContainerCondition } from '../../../application/containers/change-container-condition.ts';
import type { ListContainers } from '../../../application/containers/list-containers.ts';
import type { PlaceContainer } from '../../../application/containers/place-container.ts';
import type { AddCustomerNote } from '../../../application/customers/add-customer-note.ts';
import type { ListCustomerNotes } from '../../../application/customers/list-customer-notes.ts';
import type { LookUpCustomers } from '../../../application/customers/look-up-customers.ts';
import type { ReadCustomer } from '../../../application/customers/read-customer.ts';
import type { ReadDashboard } from '../../../application/dashboard/read-dashboard.ts';
import type { AssignStop } from '../../../application/dispatch/assign-stop.ts';
import type { DriverActions } from '../../../application/dispatch/driver-actions.ts';
import type { ListTrucks } from '../../../application/dispatch/list-trucks.ts';
import type { OrderRoute } from '../../../application/dispatch/order-route.ts';
import type { ReadDispatchBoard } from '../../../application/dispatch/read-dispatch-board.ts';
import type { ReadDriverStops } from '../../../application/dispatch/read-driver-stops.ts';
import type { SaveTruck } from '../../../application/dispatch/save-truck.ts';
import type { ReissueAccessLink } from '../../../application/my-booking/reissue-access-link.ts';
import type { AddStaffAccount } from '../../../application/staff/add-staff-account.ts';
import type { DisableStaffAccount } from '../../../application/staff/disable-staff-account.ts';
import type { ListStaffAccounts } from '../../../application/staff/list-staff-accounts.ts';
import type { ResetStaffPassword } from '../../../application/staff/reset-staff-password.ts';
import type { ResolveSession } from '../../../application/staff/resolve-session.ts';
import type { SignIn } from '../../../application/staff/sign-in.ts';
import type { SignOut } from '../../../application/staff/sign-out.ts';
import type { ReadTextConversation } from '../../../application/text-messages/read-text-conversation.ts';
import type { SendStaffTextReply } from '../../../application/text-messages/send-staff-text-reply.ts';

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
  /** Bookings taken by staff: on the phone, or from a contact request (decisions 0170, 0173). */
  readonly phoneOrders: {
    readonly take: TakePhoneOrder;
    readonly fromContactRequest: BookContactRequest;
  };
  /** Finding a customer, and one customer's page (decision 0171). */
  readonly customers: {
    readonly lookUp: LookUpCustomers;
    readonly read: ReadCustomer;
    /** A customer's internal notes (decision 0174). */
    readonly listNotes: ListCustomerNotes;
    readonly addNote: AddCustomerNote;
  };
  /** The dispatch board, containers, trucks and the driver's stops (decisions 0180-0185). */
  readonly dispatch: {
    readonly board: ReadDispatchBoard;
    readonly assign: AssignStop;
    readonly order: OrderRoute;
    readonly driverStops: ReadDriverStops;
    readonly driverActions: DriverActions;
    readonly containers: {
      readonly list: ListContainers;
      readonly add: AddContainer;
      readonly condition: ChangeContainerCondition;
      readonly place: PlaceContainer;
    };
    readonly trucks: { readonly list: ListTrucks; readonly save: SaveTruck };
  };
  /** Revoke a booking's My booking links and e-mail a new one. */
  readonly reissueAccessLink: ReissueAccessLink;
  /** The office's changes to a booking: details, dates, undo, notes (decisions 0175-0178). */
  readonly bookingChanges: {
    readonly edit: EditBookingDetails;
    readonly changeDates: ChangeBookingDates;
    readonly undoStatus: UndoStatusChange;
    readonly listNotes: ListBookingNotes;
    readonly addNote: AddBookingNote;
    readonly pinNote: PinBookingNote;
  };
  readonly billing: BillingUseCases;
  /** A booking's text conversation and staff replies (decision 0203). */
  readonly texts: {
    readonly conversation: ReadTextConversation;
    readonly reply: SendStaffTextReply;
  };
  /** The owner's calendar: closed weekdays and dated closures (decision 0167). */
  readonly calendar: {
    readonly read: ReadBusinessCalendar;
    readonly change: ChangeBusinessCalendar;
  };
  /** The owner's dashboard (decision 0205). */
  readonly dashboard: { readonly read: ReadDashboard };
  readonly idleMinutes: number;
  readonly logger: Logger;
}
