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
import { Base64UrlCursorEncoding } from '../adapters/system/base64url-cursor-encoding.ts';
import { ShippedCommonPasswords } from '../adapters/system/common-passwords.ts';
import { Sha256SessionTokens } from '../adapters/system/sha256-session-tokens.ts';
import type { ChangeFleet } from '../application/availability/change-fleet.ts';
import type { ReadFleet } from '../application/availability/read-fleet.ts';
import type { ReadFleetMonth } from '../application/availability/read-fleet-month.ts';
import { ChangeBookingStatus } from '../application/bookings/change-booking-status.ts';
import { ExportBookingsCsv } from '../application/bookings/export-bookings-csv.ts';
import { ListBookings } from '../application/bookings/list-bookings.ts';
import { ReadBooking } from '../application/bookings/read-booking.ts';
import { ReadDayBoard } from '../application/bookings/read-day-board.ts';
import { ResendBookingMessage } from '../application/bookings/resend-booking-message.ts';
import { ChangeBusinessCalendar } from '../application/business-calendar/change-business-calendar.ts';
import { ReadBusinessCalendar } from '../application/business-calendar/read-business-calendar.ts';
import { ListContactRequests } from '../application/contact-requests/list-contact-requests.ts';
import { MarkContactRequestContacted } from '../application/contact-requests/mark-contact-request-contacted.ts';
import { KeysetCursors } from '../application/keyset-cursor.ts';
import type { ReissueAccessLink } from '../application/my-booking/reissue-access-link.ts';
import type { AdminQueries } from '../application/ports/admin-queries.ts';
import type { BusinessCalendarSource } from '../application/ports/business-calendar-source.ts';
import type { Clock } from '../application/ports/clock.ts';
import type { HitCounter } from '../application/ports/hit-counter.ts';
import type { IdGenerator } from '../application/ports/id-generator.ts';
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
    (p) => new ChangeBookingStatus(p.unitOfWork, p.queries, p.clock, p.messages),
  );
  bind(TOKENS.ResendBookingMessage, (p) => new ResendBookingMessage(p.unitOfWork, p.messages, p.clock));
  bind(TOKENS.ReadDayBoard, (p) => new ReadDayBoard(p.queries));
  bind(TOKENS.ExportBookingsCsv, (p) => new ExportBookingsCsv(p.queries));

  bind(TOKENS.ListContactRequests, (p) => new ListContactRequests(p.queries, p.cursors));
  bind(
    TOKENS.MarkContactRequestContacted,
    (p) => new MarkContactRequestContacted(p.unitOfWork, p.queries, p.clock),
  );

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
    reissueAccessLink: ctx.get<ReissueAccessLink>(TOKENS.ReissueAccessLink),
    calendar: {
      read: ctx.get<ReadBusinessCalendar>(TOKENS.ReadBusinessCalendar),
      change: ctx.get<ChangeBusinessCalendar>(TOKENS.ChangeBusinessCalendar),
    },
    idleMinutes: options.idleMinutes,
    logger: options.logger,
  };
}
