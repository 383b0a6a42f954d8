// Which reminders a booking has, and when each is due (decision 0142): the day before delivery
// and the day before pickup, at 5 PM Florida time, when the customer is home from work and the
// office can still take a call that evening or first thing next day. Only for what still lies
// ahead: nothing for a cancelled or finished booking, nothing once the day has come. The channel
// (text or e-mail) is chosen when the reminder is sent (reminder-channel.ts), so a STOP that
// arrives in between is honoured without touching the schedule.
import type { BookingStatus } from '../booking/booking-status.ts';
import { addDays } from '../calendar/calendar-date.ts';
import { floridaDayStart, floridaInstant, holdForTextQuietHours, isInTextQuietHours } from './quiet-hours.ts';

export const textReminderKinds = ['delivery_reminder', 'pickup_reminder'] as const;
export type TextReminderKind = (typeof textReminderKinds)[number];

/** 5 PM Florida time on the day before. */
export const textReminderSendTime = { hour: 17, minute: 0 } as const;

/** Statuses for which each reminder still makes sense: the box has not come, or not yet gone. */
const remindedStatuses: Readonly<Record<TextReminderKind, readonly BookingStatus[]>> = {
  delivery_reminder: ['pending', 'confirmed'],
  pickup_reminder: ['pending', 'confirmed', 'delivered'],
};

export interface RemindedBooking {
  readonly status: BookingStatus;
  readonly deliveryDate: string;
  readonly pickupDate: string;
}

export interface PlannedTextReminder {
  readonly kind: TextReminderKind;
  /** The delivery or pickup date it is about. */
  readonly forDate: string;
  readonly dueAt: Date;
  /** Names the reminder within its booking: `${kind}:${forDate}`. Same key, same reminder. */
  readonly key: string;
}

export function textReminderKey(kind: TextReminderKind, forDate: string): string {
  return `${kind}:${forDate}`;
}

/** When a reminder about `forDate` is normally due: 5 PM Florida time the day before. */
export function usualReminderDueAt(forDate: string): Date {
  return holdForTextQuietHours(
    floridaInstant(addDays(forDate, -1), textReminderSendTime.hour, textReminderSendTime.minute),
  );
}

/**
 * When the reminder should go, seen from `now`: its usual time while that is still ahead;
 * once past (a booking made at 7 PM for tomorrow), at once if that is still the day before and
 * outside quiet hours; otherwise not at all (the day has come, or only the quiet hours remain
 * before it), since "tomorrow" would then be wrong or the driver is already on the way.
 */
export function reminderDueAt(forDate: string, now: Date): Date | undefined {
  const usual = usualReminderDueAt(forDate);
  if (usual.getTime() >= now.getTime()) return usual;
  const soonest = holdForTextQuietHours(now);
  return soonest.getTime() < floridaDayStart(forDate).getTime() ? soonest : undefined;
}

function dateOf(kind: TextReminderKind, booking: RemindedBooking): string {
  return kind === 'delivery_reminder' ? booking.deliveryDate : booking.pickupDate;
}

/** The reminders the booking should have, seen from `now`, each with its due time. */
export function planTextReminders(booking: RemindedBooking, now: Date): PlannedTextReminder[] {
  const planned: PlannedTextReminder[] = [];
  for (const kind of textReminderKinds) {
    if (!remindedStatuses[kind].includes(booking.status)) continue;
    const forDate = dateOf(kind, booking);
    const dueAt = reminderDueAt(forDate, now);
    if (dueAt) planned.push({ kind, forDate, dueAt, key: textReminderKey(kind, forDate) });
  }
  return planned;
}

export type ReminderSendDecision =
  | { readonly send: true }
  | { readonly send: false; readonly holdUntil: Date }
  | { readonly send: false; readonly expired: true };

/**
 * The worker's last check when a reminder comes due: a reminder late past the day it is about
 * (workers were down) is dropped, one inside quiet hours is held to 8 AM.
 */
export function reminderSendDecision(
  reminder: { readonly forDate: string },
  now: Date,
): ReminderSendDecision {
  if (now.getTime() >= floridaDayStart(reminder.forDate).getTime()) return { send: false, expired: true };
  if (isInTextQuietHours(now)) {
    const holdUntil = holdForTextQuietHours(now);
    if (holdUntil.getTime() >= floridaDayStart(reminder.forDate).getTime())
      return { send: false, expired: true };
    return { send: false, holdUntil };
  }
  return { send: true };
}
