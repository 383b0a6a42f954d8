// A reschedule, an extension, a cancellation or a status change gives the booking a new set of
// reminders; this is the difference from what is stored, so the backend withdraws and adds rows in
// the change's own transaction (decision 0142). A reminder is named by its kind and date: one
// that is still pending and still wanted is kept as it is (never sent twice, never moved for
// nothing), and one already sent is never planned again.
import { type PlannedTextReminder, planTextReminders, type RemindedBooking } from './reminder-schedule.ts';

export interface StoredTextReminder {
  readonly key: string;
  readonly state: 'pending' | 'sent' | 'withdrawn';
}

export interface TextReminderChanges<Stored extends StoredTextReminder> {
  /** Pending reminders no longer wanted (their date moved, or the booking ended). */
  readonly withdraw: readonly Stored[];
  /** Reminders to store as pending. */
  readonly add: readonly PlannedTextReminder[];
  /** Pending reminders that stay as they are. */
  readonly keep: readonly Stored[];
}

export function textReminderChanges<Stored extends StoredTextReminder>(
  stored: readonly Stored[],
  planned: readonly PlannedTextReminder[],
): TextReminderChanges<Stored> {
  const wanted = new Set(planned.map((reminder) => reminder.key));
  const pending = stored.filter((reminder) => reminder.state === 'pending');
  const done = new Set(
    stored.filter((reminder) => reminder.state === 'sent').map((reminder) => reminder.key),
  );
  const pendingKeys = new Set(pending.map((reminder) => reminder.key));
  return {
    withdraw: pending.filter((reminder) => !wanted.has(reminder.key)),
    keep: pending.filter((reminder) => wanted.has(reminder.key)),
    add: planned.filter((reminder) => !pendingKeys.has(reminder.key) && !done.has(reminder.key)),
  };
}

/** The changes for a booking as it now stands. */
export function replanTextReminders<Stored extends StoredTextReminder>(
  booking: RemindedBooking,
  stored: readonly Stored[],
  now: Date,
): TextReminderChanges<Stored> {
  return textReminderChanges(stored, planTextReminders(booking, now));
}
