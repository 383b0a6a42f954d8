// One booking as the back office shows it: the booking, its history (its events and the audit
// lines about it) and the e-mails queued for it with their delivery state, with its version (an
// edit sends it back, decision 0175) and its last status change (the Undo button, decision 0178).
import type { Booking } from '../booking.ts';
import type { AdminQueries, HistoryLine } from '../ports/admin-queries.ts';
import type { MessageLog, MessageLogEntry } from '../ports/message-log.ts';
import { type LastStatusChangeFacts, lastStatusChangeOf } from './last-status-change.ts';

export interface BookingDetail {
  readonly booking: Booking;
  readonly messages: readonly MessageLogEntry[];
  readonly history: readonly HistoryLine[];
  /** How many events the booking's history holds: higher with every change (decision 0175). */
  readonly version: number;
  readonly lastStatusChange: LastStatusChangeFacts | null;
}

/** The detail as it is now; undefined when there is no such booking. */
export async function bookingDetailOf(
  queries: AdminQueries,
  messages: MessageLog,
  id: string,
): Promise<BookingDetail | undefined> {
  const booking = await queries.findBooking(id);
  if (!booking) return undefined;
  const [history, messageList, version] = await Promise.all([
    queries.bookingHistory(id),
    messages.listForBooking(id),
    queries.bookingVersion(id),
  ]);
  return { booking, history, messages: messageList, version, lastStatusChange: lastStatusChangeOf(history) };
}

export class ReadBooking {
  private readonly queries: AdminQueries;
  private readonly messages: MessageLog;

  constructor(queries: AdminQueries, messages: MessageLog) {
    this.queries = queries;
    this.messages = messages;
  }

  execute(id: string): Promise<BookingDetail | undefined> {
    return bookingDetailOf(this.queries, this.messages, id);
  }
}
