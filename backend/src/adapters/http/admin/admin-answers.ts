// The admin API's JSON bodies, built from the use cases' records to the domain's contract
// (domain/src/admin). Instants are ISO 8601; calendar days stay YYYY-MM-DD.
import {
  type AdminBookingDetail,
  type AdminBookingMessage,
  type AdminBookingRow,
  type AdminContactRequest,
  type AdminFleet,
  type AdminHistoryEvent,
  type AdminSessionAnswer,
  type AdminUser,
  allowedTransitions,
} from '@dumpster/domain';
import type { FleetSizeView } from '../../../application/availability/read-fleet.ts';
import type { Booking } from '../../../application/booking.ts';
import type { BookingDetail } from '../../../application/bookings/read-booking.ts';
import type { ContactRequestRow, HistoryLine } from '../../../application/ports/admin-queries.ts';
import type { MessageLogEntry } from '../../../application/ports/message-log.ts';
import type { ActiveSession } from '../../../application/staff/staff-session.ts';
import type { StaffUserRecord } from '../../../application/staff-user.ts';

export function sessionAnswer(session: ActiveSession, idleMinutes: number): AdminSessionAnswer {
  const { user } = session;
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    csrfToken: session.csrfToken,
    expiresAt: session.session.expiresAt.toISOString(),
    idleMinutes,
  };
}

export function bookingRow(booking: Booking): AdminBookingRow {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    bookingType: booking.bookingType,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    city: booking.city,
    dumpsterSize: booking.dumpsterSize,
    deliveryDate: booking.deliveryDate,
    pickupDate: booking.pickupDate,
    totalCents: booking.quote.totalCents,
    createdAt: booking.createdAt.toISOString(),
  };
}

export function messageAnswer(message: MessageLogEntry): AdminBookingMessage {
  return {
    id: message.id,
    kind: message.kind,
    to: message.recipient,
    subject: message.subject,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    nextAttemptAt: message.nextAttemptAt?.toISOString() ?? null,
  };
}

function historyAnswer(line: HistoryLine): AdminHistoryEvent {
  return {
    occurredAt: line.occurredAt.toISOString(),
    actor: { kind: line.actor.kind, name: line.actor.kind === 'staff' ? line.actor.name : null },
    type: line.type,
    details: { ...line.details },
  };
}

export function bookingDetail({
  booking,
  messages,
  history,
  version,
  lastStatusChange,
}: BookingDetail): AdminBookingDetail {
  const { quote, createdAt, ...fields } = booking;
  return {
    ...fields,
    allowedNextStatuses: [...allowedTransitions(booking.status)],
    quote: { ...quote },
    createdAt: createdAt.toISOString(),
    messages: messages.map(messageAnswer),
    history: history.map(historyAnswer),
    version,
    lastStatusChange: lastStatusChange
      ? {
          kind: lastStatusChange.kind,
          from: lastStatusChange.from,
          to: lastStatusChange.to,
          at: lastStatusChange.at.toISOString(),
          authorUserId: lastStatusChange.authorUserId,
          authorName: lastStatusChange.authorName,
        }
      : null,
  };
}

export function contactRequestAnswer(row: ContactRequestRow): AdminContactRequest {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    service: row.service,
    message: row.message,
    smsOptIn: row.smsOptIn,
    createdAt: row.createdAt.toISOString(),
    contacted: row.contacted ? { at: row.contacted.at.toISOString(), byName: row.contacted.byName } : null,
  };
}

export function userAnswer(user: StaffUserRecord): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    disabledAt: user.disabledAt?.toISOString() ?? null,
  };
}

/** Each size's units and its over-committed days from today, as booked of owned. */
export function fleetAnswer(sizes: readonly FleetSizeView[]): AdminFleet {
  return {
    sizes: sizes.map((row) => ({
      size: row.size,
      units: row.units,
      overCommittedDays: row.overCommittedDays.map((day) => ({
        date: day.date,
        booked: day.occupiedUnits,
        total: row.units,
      })),
    })),
  };
}
