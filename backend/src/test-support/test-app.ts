// The real Express app over the real adapters on the test file's embedded database
// (test-store.ts), emptied for each app, for HTTP tests. Time, ids and password hashes are the
// test's own (a fixed clock, sequential ids, a readable fake hash); everything else is what the
// server runs.

import { defaultCalendarSettings } from '@dumpster/domain';
import pino from 'pino';
import { type AppDependencies, createApp } from '../adapters/http/create-app.ts';
import { twilioSignatureRule } from '../adapters/http/routes/twilio-signature-rule.ts';
import { FakePasswordHasher } from '../adapters/memory/fake-password-hasher.ts';
import { FixedClock } from '../adapters/memory/fixed-clock.ts';
import { InMemoryObjectStore } from '../adapters/memory/in-memory-object-store.ts';
import { SequentialIds } from '../adapters/memory/sequential-ids.ts';
import { SqlDashboardQueries } from '../adapters/persistence/sql-dashboard-queries.ts';
import { SharpPhotoProcessor } from '../adapters/photos/sharp-photo-processor.ts';
import { Base64UrlCursorEncoding } from '../adapters/system/base64url-cursor-encoding.ts';
import { HmacAccessTokenCodec } from '../adapters/system/hmac-access-token-codec.ts';
import { Sha256SessionTokens } from '../adapters/system/sha256-session-tokens.ts';
import { ChangeFleet } from '../application/availability/change-fleet.ts';
import { ReadAvailability } from '../application/availability/read-availability.ts';
import { ReadFleet } from '../application/availability/read-fleet.ts';
import { ReadFleetMonth } from '../application/availability/read-fleet-month.ts';
import { AddBookingNote } from '../application/bookings/add-booking-note.ts';
import { ChangeBookingDates } from '../application/bookings/change-booking-dates.ts';
import { ChangeBookingStatus } from '../application/bookings/change-booking-status.ts';
import { EditBookingDetails } from '../application/bookings/edit-booking-details.ts';
import { ExportBookingsCsv } from '../application/bookings/export-bookings-csv.ts';
import { ListBookingNotes } from '../application/bookings/list-booking-notes.ts';
import { ListBookings } from '../application/bookings/list-bookings.ts';
import { PinBookingNote } from '../application/bookings/pin-booking-note.ts';
import { ReadBooking } from '../application/bookings/read-booking.ts';
import { ReadDayBoard } from '../application/bookings/read-day-board.ts';
import { ResendBookingMessage } from '../application/bookings/resend-booking-message.ts';
import { SubmitBooking } from '../application/bookings/submit-booking.ts';
import { TakePhoneOrder } from '../application/bookings/take-phone-order.ts';
import { UndoStatusChange } from '../application/bookings/undo-status-change.ts';
import { ChangeBusinessCalendar } from '../application/business-calendar/change-business-calendar.ts';
import { ReadBusinessCalendar } from '../application/business-calendar/read-business-calendar.ts';
import { ReadPublicCalendar } from '../application/business-calendar/read-public-calendar.ts';
import { BookContactRequest } from '../application/contact-requests/book-contact-request.ts';
import { ListContactRequests } from '../application/contact-requests/list-contact-requests.ts';
import { MarkContactRequestContacted } from '../application/contact-requests/mark-contact-request-contacted.ts';
import { SubmitContactRequest } from '../application/contact-requests/submit-contact-request.ts';
import { AddCustomerNote } from '../application/customers/add-customer-note.ts';
import { ListCustomerNotes } from '../application/customers/list-customer-notes.ts';
import { LookUpCustomers } from '../application/customers/look-up-customers.ts';
import { ReadCustomer } from '../application/customers/read-customer.ts';
import { ReadDashboard } from '../application/dashboard/read-dashboard.ts';
import { KeysetCursors } from '../application/keyset-cursor.ts';
import { AccessLinks } from '../application/my-booking/access-links.ts';
import { CancelMyBooking } from '../application/my-booking/cancel-my-booking.ts';
import { ExtendMyBooking } from '../application/my-booking/extend-my-booking.ts';
import { ReissueAccessLink } from '../application/my-booking/reissue-access-link.ts';
import { RescheduleMyBooking } from '../application/my-booking/reschedule-my-booking.ts';
import { ViewMyBooking } from '../application/my-booking/view-my-booking.ts';
import { AddStaffAccount } from '../application/staff/add-staff-account.ts';
import { DisableStaffAccount } from '../application/staff/disable-staff-account.ts';
import { ListStaffAccounts } from '../application/staff/list-staff-accounts.ts';
import { ResetStaffPassword } from '../application/staff/reset-staff-password.ts';
import { ResolveSession } from '../application/staff/resolve-session.ts';
import { SignIn } from '../application/staff/sign-in.ts';
import { SignOut } from '../application/staff/sign-out.ts';
import { ReadTextConversation } from '../application/text-messages/read-text-conversation.ts';
import { RecordTextReply } from '../application/text-messages/record-text-reply.ts';
import { SendStaffTextReply } from '../application/text-messages/send-staff-text-reply.ts';
import { billingUseCases } from '../composition/billing-bindings.ts';
import { dispatchUseCases } from '../composition/dispatch-bindings.ts';
import { testNow } from './requests.ts';
import { storedCalendar } from './test-calendars.ts';
import { openTestStore } from './test-store.ts';

export const testSelfServiceSecret = 'a test secret for the My booking links, 32+ chars';
export const testSiteUrl = 'https://www.example.test';
/** The Twilio auth token the test app checks the replies' webhook signatures with. */
export const testTwilioAuthToken = 'c'.repeat(32);

/** The My booking links of the test app, the test worker and the link helpers: one secret, one site. */
export function testAccessLinks(): AccessLinks {
  return new AccessLinks(new HmacAccessTokenCodec([testSelfServiceSecret]), testSiteUrl);
}

export async function testApp(overrides: Partial<AppDependencies> = {}) {
  const store = await openTestStore();
  const { unitOfWork, idempotency, adminQueries, messageLog, hitCounter } = store;
  const clock = new FixedClock(testNow);
  const ids = new SequentialIds();
  const logLines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const hasher = new FakePasswordHasher();
  const commonPasswords = { isCommon: () => false };
  const tokens = new Sha256SessionTokens();
  const cursors = new KeysetCursors(new Base64UrlCursorEncoding());
  const session = { idleMinutes: 30, absoluteHours: 12 };
  const accounts = {
    list: new ListStaffAccounts(unitOfWork),
    add: new AddStaffAccount(unitOfWork, hasher, commonPasswords, clock, ids),
    disable: new DisableStaffAccount(unitOfWork, clock),
    resetPassword: new ResetStaffPassword(unitOfWork, hasher, commonPasswords, clock),
  };
  const links = testAccessLinks();
  // The stored calendar as the server reads it: the default (Sunday closed) until a test saves one.
  // A test about something else may pass another (test-calendars.ts: open every day).
  const calendars = overrides.calendars ?? storedCalendar(unitOfWork);
  const submitBooking = new SubmitBooking(unitOfWork, idempotency, clock, ids, calendars, links);
  const takePhoneOrder = new TakePhoneOrder(submitBooking);
  const changeStatus = new ChangeBookingStatus(unitOfWork, adminQueries, clock, messageLog, ids);
  // The drivers' photos, kept in memory: the tests read them back through the routes.
  const photoStore = new InMemoryObjectStore(clock);
  const billing = billingUseCases({ unitOfWork, idempotency, clock, ids, links });
  const app = createApp({
    admin: {
      sessions: {
        signIn: new SignIn(unitOfWork, hasher, hitCounter, tokens, clock, session),
        resolve: new ResolveSession(unitOfWork, tokens, clock, session),
        signOut: new SignOut(unitOfWork, tokens),
      },
      accounts,
      bookings: {
        list: new ListBookings(adminQueries, cursors),
        read: new ReadBooking(adminQueries, messageLog),
        changeStatus,
        resendMessage: new ResendBookingMessage(unitOfWork, messageLog, clock),
        dayBoard: new ReadDayBoard(adminQueries),
        exportCsv: new ExportBookingsCsv(adminQueries),
      },
      contactRequests: {
        list: new ListContactRequests(adminQueries, cursors),
        markContacted: new MarkContactRequestContacted(unitOfWork, adminQueries, clock),
      },
      fleet: {
        read: new ReadFleet(unitOfWork, clock),
        change: new ChangeFleet(unitOfWork, clock, ids),
        month: new ReadFleetMonth(unitOfWork),
      },
      phoneOrders: { take: takePhoneOrder, fromContactRequest: new BookContactRequest(takePhoneOrder) },
      customers: {
        lookUp: new LookUpCustomers(store.customerQueries),
        read: new ReadCustomer(store.customerQueries),
        listNotes: new ListCustomerNotes(unitOfWork),
        addNote: new AddCustomerNote(unitOfWork, clock),
      },
      dispatch: dispatchUseCases({
        unitOfWork,
        queries: adminQueries,
        clock,
        ids,
        idempotency,
        statuses: changeStatus,
        photoStore,
        photoProcessor: new SharpPhotoProcessor(),
      }),
      reissueAccessLink: new ReissueAccessLink(unitOfWork, links, clock),
      bookingChanges: {
        edit: new EditBookingDetails(unitOfWork, adminQueries, messageLog, clock),
        changeDates: new ChangeBookingDates(
          unitOfWork,
          idempotency,
          adminQueries,
          messageLog,
          clock,
          calendars,
        ),
        undoStatus: new UndoStatusChange(unitOfWork, adminQueries, messageLog, clock),
        listNotes: new ListBookingNotes(unitOfWork),
        addNote: new AddBookingNote(unitOfWork, clock),
        pinNote: new PinBookingNote(unitOfWork),
      },
      billing: billing.admin,
      texts: {
        conversation: new ReadTextConversation(unitOfWork),
        reply: new SendStaffTextReply(unitOfWork, clock),
      },
      calendar: {
        read: new ReadBusinessCalendar(unitOfWork, clock, defaultCalendarSettings),
        change: new ChangeBusinessCalendar(unitOfWork, clock, defaultCalendarSettings, calendars),
      },
      dashboard: { read: new ReadDashboard(new SqlDashboardQueries(store.orm), unitOfWork, clock) },
      idleMinutes: 30,
      logger,
    },
    submitBooking,
    submitContactRequest: new SubmitContactRequest(unitOfWork, idempotency, clock, ids),
    readAvailability: new ReadAvailability(unitOfWork),
    readPublicCalendar: new ReadPublicCalendar(calendars, clock),
    clock,
    calendars,
    readiness: store.readiness,
    hitCounter,
    logger,
    trustProxy: false,
    rateLimit: { enabled: true, windowMs: 60_000, max: 10 },
    checkAnswers: true,
    idempotency,
    textReplies: {
      receive: new RecordTextReply(unitOfWork, clock),
      signature: twilioSignatureRule({ authToken: testTwilioAuthToken, siteUrl: testSiteUrl, logger }),
    },
    myBooking: {
      viewMyBooking: new ViewMyBooking(unitOfWork, links, clock),
      extendMyBooking: new ExtendMyBooking(unitOfWork, idempotency, links, clock, calendars),
      rescheduleMyBooking: new RescheduleMyBooking(unitOfWork, idempotency, links, clock, calendars),
      cancelMyBooking: new CancelMyBooking(unitOfWork, idempotency, links, clock, calendars),
    },
    myInvoice: billing.myInvoice,
    ...overrides,
  });
  return { app, store, clock, logLines, accounts, messageLog, links, calendars, photoStore };
}
