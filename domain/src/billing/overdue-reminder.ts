// The polite reminder for an overdue invoice (decision 0139): sent only while the invoice is
// overdue and still owes money, at most once every 7 Florida days, and never again once it is
// paid or void. The outbox schedules it; this rule says whether one is due now.
import { addDays, businessDateAt, daysBetween } from '../calendar/calendar-date.ts';
import type { InvoiceStatus } from './invoice-balance.ts';

export const reminderIntervalDays = 7;

export type ReminderDecision =
  | { readonly due: true }
  | {
      readonly due: false;
      readonly reason: 'not_overdue' | 'settled' | 'void' | 'reminded_recently';
      /** When the last reminder was recent: the first Florida date the next may go. */
      readonly nextOn?: string;
    };

export function decideOverdueReminder(
  invoice: {
    readonly status: InvoiceStatus;
    readonly balanceCents: number;
    /** When the last reminder for this invoice was sent, if ever. */
    readonly lastReminderSentAt?: Date;
  },
  { now }: { readonly now: Date },
): ReminderDecision {
  if (invoice.status === 'void') return { due: false, reason: 'void' };
  if (invoice.status === 'paid' || invoice.balanceCents <= 0) return { due: false, reason: 'settled' };
  if (invoice.status !== 'overdue') return { due: false, reason: 'not_overdue' };
  if (invoice.lastReminderSentAt) {
    const lastOn = businessDateAt(invoice.lastReminderSentAt);
    if (daysBetween(lastOn, businessDateAt(now)) < reminderIntervalDays)
      return { due: false, reason: 'reminded_recently', nextOn: addDays(lastOn, reminderIntervalDays) };
  }
  return { due: true };
}
