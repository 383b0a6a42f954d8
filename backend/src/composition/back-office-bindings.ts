// The back office's use cases in the container, one binding each (staff sessions and accounts,
// bookings, contact requests), and the dependencies its HTTP routes are handed. The ports they
// need (unit of work, clock, ids, message log, hit counter, password hasher) are bound by
// container.ts before this runs.
import { defaultCalendarSettings } from '@dumpster/domain';
import type { Container, ResolutionContext } from 'inversify';
import type { Logger } from 'pino';
import type { AdminDependencies } from '../adapters/http/admin/admin-router.ts';
import type { Orm } from '../adapters/persistence/orm.ts';
import { SqlAdminQueries } from '../adapters/persistence/sql-admin-queries.ts';
import { SqlCustomerQueries } from '../adapters/persistence/sql-customer-queries.ts';
import { SqlDashboardQueries } from '../adapters/persistence/sql-dashboard-queries.ts';
import { Base64UrlCursorEncoding } from '../adapters/system/base64url-cursor-encoding.ts';
import { ShippedCommonPasswords } from '../adapters/system/common-passwords.ts';
import { Sha256SessionTokens } from '../adapters/system/sha256-session-tokens.ts';
import type { ChangeFleet } from '../application/availability/change-fleet.ts';
import type { ReadFleet } from '../application/availability/read-fleet.ts';
import type { ReadFleetMonth } from '../application/availability/read-fleet-month.ts';
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
import type { SubmitBooking } from '../application/bookings/submit-booking.ts';
import { TakePhoneOrder } from '../application/bookings/take-phone-order.ts';
import { UndoStatusChange } from '../application/bookings/undo-status-change.ts';
import { ChangeBusinessCalendar } from '../application/business-calendar/change-business-calendar.ts';
import { ReadBusinessCalendar } from '../application/business-calendar/read-business-calendar.ts';
import { BookContactRequest } from '../application/contact-requests/book-contact-request.ts';
import { ListContactRequests } from '../application/contact-requests/list-contact-requests.ts';
import { MarkContactRequestContacted } from '../application/contact-requests/mark-contact-request-contacted.ts';
import { AddCustomerNote } from '../application/customers/add-customer-note.ts';
import { ListCustomerNotes } from '../application/customers/list-customer-notes.ts';
import { LookUpCustomers } from '../application/customers/look-up-customers.ts';
import { ReadCustomer } from '../application/customers/read-customer.ts';
import { ReadDashboard } from '../application/dashboard/read-dashboard.ts';
import { KeysetCursors } from '../application/keyset-cursor.ts';
import type { AccessLinks } from '../application/my-booking/access-links.ts';
import type { ReissueAccessLink } from '../application/my-booking/reissue-access-link.ts';
import type { AdminQueries } from '../application/ports/admin-queries.ts';
import type { BusinessCalendarSource } from '../application/ports/business-calendar-source.ts';
import type { Clock } from '../application/ports/clock.ts';
import type { HitCounter } from '../application/ports/hit-counter.ts';
import type { IdGenerator } from '../application/ports/id-generator.ts';
import type { IdempotencyStore } from '../application/ports/idempotency.ts';
import type { MessageLog } from '../application/ports/message-log.ts';
import type { PasswordHasher } from '../application/ports/password-hasher.ts';
import type { SessionTokens } from '../application/ports/session-tokens.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';
import { AddStaffAccount } from '../application/staff/add-staff-account.ts';
import { DisableStaffAccount } from '../application/staff/disable-staff-account.ts';
import { ListStaffAccounts } from '../application/staff/list-staff-accounts.ts';
import { ResetStaffPassword } from '../application/staff/reset-staff-password.ts';
import { ResolveSession } from '../application/staff/resolve-session.ts';
import { SignIn } from '../application/staff/sign-in.ts';
import { SignOut } from '../application/staff/sign-out.ts';
import type { SessionSettings } from '../application/staff/staff-session.ts';
import { ReadTextConversation } from '../application/text-messages/read-text-conversation.ts';
import { SendStaffTextReply } from '../application/text-messages/send-staff-text-reply.ts';
import type { billingUseCases } from './billing-bindings.ts';
import { bindDispatch, dispatchDependencies } from './dispatch-bindings.ts';
import { TOKENS } from './tokens.ts';

/** The ports every back-office use case draws on, read from the container. */
function portsOf(ctx: ResolutionContext) {
  return {
    unitOfWork: ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
    clock: ctx.get<Clock>(TOKENS.Clock),
    queries: ctx.get<AdminQueries>(TOKENS.AdminQueries),
    messages: ctx.get<MessageLog>(TOKENS.MessageLog),
    hasher: ctx.get<PasswordHasher>(TOKENS.PasswordHasher),
    tokens: ctx.get<SessionTokens>(TOKENS.SessionTokens),
    cursors: ctx.get<KeysetCursors>(TOKENS.KeysetCursors),
  };
}

type Ports = ReturnType<typeof portsOf>;

export function bindBackOffice(container: Container, session: SessionSettings): void {
  const bind = <T>(token: symbol, make: (ports: Ports, ctx: ResolutionContext) => T) =>
    container.bind<T>(token).toDynamicValue((ctx) => make(portsOf(ctx), ctx));
  container.bind<SessionTokens>(TOKENS.SessionTokens).toConstantValue(new Sha256SessionTokens());
  container
    .bind<KeysetCursors>(TOKENS.KeysetCursors)
    .toConstantValue(new KeysetCursors(new Base64UrlCursorEncoding()));
  container
    .bind<AdminQueries>(TOKENS.AdminQueries)
    .toDynamicValue((ctx) => new SqlAdminQueries(ctx.get<Orm>(TOKENS.Orm)));
  const commonPasswords = new ShippedCommonPasswords();

  bind(
    TOKENS.SignIn,
    (p, ctx) =>
      new SignIn(p.unitOfWork, p.hasher, ctx.get<HitCounter>(TOKENS.HitCounter), p.tokens, p.clock, session),
  );
  bind(TOKENS.ResolveSession, (p) => new ResolveSession(p.unitOfWork, p.tokens, p.clock, session));
  bind(TOKENS.SignOut, (p) => new SignOut(p.unitOfWork, p.tokens));
  bind(TOKENS.ListStaffAccounts, (p) => new ListStaffAccounts(p.unitOfWork));
  bind(
    TOKENS.AddStaffAccount,
    (p, ctx) =>
      new AddStaffAccount(
        p.unitOfWork,
        p.hasher,
        commonPasswords,
        p.clock,
        ctx.get<IdGenerator>(TOKENS.IdGenerator),
      ),
  );
  bind(TOKENS.DisableStaffAccount, (p) => new DisableStaffAccount(p.unitOfWork, p.clock));
  bind(
    TOKENS.ResetStaffPassword,
    (p) => new ResetStaffPassword(p.unitOfWork, p.hasher, commonPasswords, p.clock),
  );

  bind(TOKENS.ListBookings, (p) => new ListBookings(p.queries, p.cursors));
  bind(TOKENS.ReadBooking, (p) => new ReadBooking(p.queries, p.messages));
  bind(
    TOKENS.ChangeBookingStatus,
    (p, ctx) =>
      new ChangeBookingStatus(
        p.unitOfWork,
        p.queries,
        p.clock,
        p.messages,
        ctx.get<IdGenerator>(TOKENS.IdGenerator),
        ctx.get<AccessLinks>(TOKENS.AccessLinks),
      ),
  );
  bind(TOKENS.ResendBookingMessage, (p) => new ResendBookingMessage(p.unitOfWork, p.messages, p.clock));
  bind(TOKENS.ReadDayBoard, (p) => new ReadDayBoard(p.queries));
  bind(TOKENS.ExportBookingsCsv, (p) => new ExportBookingsCsv(p.queries));

  // A booking's text conversation (decision 0203).
  bind(TOKENS.ReadTextConversation, (p) => new ReadTextConversation(p.unitOfWork));
  bind(TOKENS.SendStaffTextReply, (p) => new SendStaffTextReply(p.unitOfWork, p.clock));
  // The owner's dashboard (decision 0205).
  bind(
    TOKENS.ReadDashboard,
    (p, ctx) => new ReadDashboard(new SqlDashboardQueries(ctx.get<Orm>(TOKENS.Orm)), p.unitOfWork, p.clock),
  );

  bind(TOKENS.ListContactRequests, (p) => new ListContactRequests(p.queries, p.cursors));
  bind(
    TOKENS.MarkContactRequestContacted,
    (p) => new MarkContactRequestContacted(p.unitOfWork, p.queries, p.clock),
  );

  // Phone orders and customers (decisions 0170-0173): the public booking's write, by staff.
  container
    .bind<SqlCustomerQueries>(TOKENS.CustomerQueries)
    .toDynamicValue((ctx) => new SqlCustomerQueries(ctx.get<Orm>(TOKENS.Orm)));
  bind(TOKENS.TakePhoneOrder, (_p, ctx) => new TakePhoneOrder(ctx.get<SubmitBooking>(TOKENS.SubmitBooking)));
  bind(
    TOKENS.BookContactRequest,
    (_p, ctx) => new BookContactRequest(ctx.get<TakePhoneOrder>(TOKENS.TakePhoneOrder)),
  );
  bind(
    TOKENS.LookUpCustomers,
    (_p, ctx) => new LookUpCustomers(ctx.get<SqlCustomerQueries>(TOKENS.CustomerQueries)),
  );
  bind(
    TOKENS.ReadCustomer,
    (_p, ctx) => new ReadCustomer(ctx.get<SqlCustomerQueries>(TOKENS.CustomerQueries)),
  );
  // A customer's internal notes (decision 0174).
  bind(TOKENS.ListCustomerNotes, (p) => new ListCustomerNotes(p.unitOfWork));
  bind(TOKENS.AddCustomerNote, (p) => new AddCustomerNote(p.unitOfWork, p.clock));
  // The office's changes to a booking (decisions 0175-0178).
  bind(
    TOKENS.EditBookingDetails,
    (p) => new EditBookingDetails(p.unitOfWork, p.queries, p.messages, p.clock),
  );
  bind(
    TOKENS.ChangeBookingDates,
    (p, ctx) =>
      new ChangeBookingDates(
        p.unitOfWork,
        ctx.get<IdempotencyStore>(TOKENS.IdempotencyStore),
        p.queries,
        p.messages,
        p.clock,
        ctx.get<BusinessCalendarSource>(TOKENS.BusinessCalendarSource),
      ),
  );
  bind(TOKENS.UndoStatusChange, (p) => new UndoStatusChange(p.unitOfWork, p.queries, p.messages, p.clock));
  bind(TOKENS.ListBookingNotes, (p) => new ListBookingNotes(p.unitOfWork));
  bind(TOKENS.AddBookingNote, (p) => new AddBookingNote(p.unitOfWork, p.clock));
  bind(TOKENS.PinBookingNote, (p) => new PinBookingNote(p.unitOfWork));
  bindDispatch(container);
  // The owner's calendar (decisions 0165, 0167): saving refreshes the calendar every rule reads.
  bind(
    TOKENS.ReadBusinessCalendar,
    (p) => new ReadBusinessCalendar(p.unitOfWork, p.clock, defaultCalendarSettings),
  );
  bind(
    TOKENS.ChangeBusinessCalendar,
    (p, ctx) =>
      new ChangeBusinessCalendar(
        p.unitOfWork,
        p.clock,
        defaultCalendarSettings,
        ctx.get<BusinessCalendarSource>(TOKENS.BusinessCalendarSource),
      ),
  );
}

/** What the back office's routes are handed: its use cases by capability. */
export function backOfficeDependencies(
  ctx: ResolutionContext,
  options: { readonly idleMinutes: number; readonly logger: Logger },
): AdminDependencies {
  return {
    sessions: {
      signIn: ctx.get<SignIn>(TOKENS.SignIn),
      resolve: ctx.get<ResolveSession>(TOKENS.ResolveSession),
      signOut: ctx.get<SignOut>(TOKENS.SignOut),
    },
    accounts: {
      list: ctx.get<ListStaffAccounts>(TOKENS.ListStaffAccounts),
      add: ctx.get<AddStaffAccount>(TOKENS.AddStaffAccount),
      disable: ctx.get<DisableStaffAccount>(TOKENS.DisableStaffAccount),
      resetPassword: ctx.get<ResetStaffPassword>(TOKENS.ResetStaffPassword),
    },
    bookings: {
      list: ctx.get<ListBookings>(TOKENS.ListBookings),
      read: ctx.get<ReadBooking>(TOKENS.ReadBooking),
      changeStatus: ctx.get<ChangeBookingStatus>(TOKENS.ChangeBookingStatus),
      resendMessage: ctx.get<ResendBookingMessage>(TOKENS.ResendBookingMessage),
      dayBoard: ctx.get<ReadDayBoard>(TOKENS.ReadDayBoard),
      exportCsv: ctx.get<ExportBookingsCsv>(TOKENS.ExportBookingsCsv),
    },
    contactRequests: {
      list: ctx.get<ListContactRequests>(TOKENS.ListContactRequests),
      markContacted: ctx.get<MarkContactRequestContacted>(TOKENS.MarkContactRequestContacted),
    },
    fleet: {
      read: ctx.get<ReadFleet>(TOKENS.ReadFleet),
      change: ctx.get<ChangeFleet>(TOKENS.ChangeFleet),
      month: ctx.get<ReadFleetMonth>(TOKENS.ReadFleetMonth),
    },
    phoneOrders: {
      take: ctx.get<TakePhoneOrder>(TOKENS.TakePhoneOrder),
      fromContactRequest: ctx.get<BookContactRequest>(TOKENS.BookContactRequest),
    },
    customers: {
      lookUp: ctx.get<LookUpCustomers>(TOKENS.LookUpCustomers),
      read: ctx.get<ReadCustomer>(TOKENS.ReadCustomer),
      listNotes: ctx.get<ListCustomerNotes>(TOKENS.ListCustomerNotes),
      addNote: ctx.get<AddCustomerNote>(TOKENS.AddCustomerNote),
    },
    dispatch: dispatchDependencies(ctx),
    reissueAccessLink: ctx.get<ReissueAccessLink>(TOKENS.ReissueAccessLink),
    bookingChanges: {
      edit: ctx.get<EditBookingDetails>(TOKENS.EditBookingDetails),
      changeDates: ctx.get<ChangeBookingDates>(TOKENS.ChangeBookingDates),
      undoStatus: ctx.get<UndoStatusChange>(TOKENS.UndoStatusChange),
      listNotes: ctx.get<ListBookingNotes>(TOKENS.ListBookingNotes),
      addNote: ctx.get<AddBookingNote>(TOKENS.AddBookingNote),
      pinNote: ctx.get<PinBookingNote>(TOKENS.PinBookingNote),
    },
    billing: ctx.get<ReturnType<typeof billingUseCases>>(TOKENS.Billing).admin,
    texts: {
      conversation: ctx.get<ReadTextConversation>(TOKENS.ReadTextConversation),
      reply: ctx.get<SendStaffTextReply>(TOKENS.SendStaffTextReply),
    },
    calendar: {
      read: ctx.get<ReadBusinessCalendar>(TOKENS.ReadBusinessCalendar),
      change: ctx.get<ChangeBusinessCalendar>(TOKENS.ChangeBusinessCalendar),
    },
    dashboard: { read: ctx.get<ReadDashboard>(TOKENS.ReadDashboard) },
    idleMinutes: options.idleMinutes,
    logger: options.logger,
  };
}
