import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideOverdueReminder, reminderIntervalDays } from './overdue-reminder.ts';

// 10:00 AM in Florida on the given date (EST, UTC-5, in these months).
const at = (date: string) => new Date(`${date}T15:00:00Z`);
const overdue = { status: 'overdue', balanceCents: 58_700 } as const;

describe('the overdue reminder', () => {
  it('is due for an overdue invoice never reminded', () => {
    expect(decideOverdueReminder(overdue, { now: at('2027-01-05') })).toEqual({ due: true });
  });

  it('waits 7 Florida days after the last one', () => {
    const lastReminderSentAt = new Date('2027-01-06T04:30:00Z'); // 11:30 PM on Jan 5 in Florida
    expect(decideOverdueReminder({ ...overdue, lastReminderSentAt }, { now: at('2027-01-11') })).toEqual({
      due: false,
      reason: 'reminded_recently',
      nextOn: '2027-01-12',
    });
    expect(decideOverdueReminder({ ...overdue, lastReminderSentAt }, { now: at('2027-01-12') })).toEqual({
      due: true,
    });
  });

  it('stops once paid or void, and never starts before the invoice is overdue', () => {
    expect(
      decideOverdueReminder({ status: 'paid', balanceCents: 0 }, { now: at('2027-01-05') }),
    ).toMatchObject({
      reason: 'settled',
    });
    expect(
      decideOverdueReminder({ status: 'void', balanceCents: 0 }, { now: at('2027-01-05') }),
    ).toMatchObject({
      reason: 'void',
    });
    expect(
      decideOverdueReminder({ status: 'open', balanceCents: 100 }, { now: at('2027-01-05') }),
    ).toMatchObject({
      reason: 'not_overdue',
    });
  });

  it('sent whenever due, day after day: never two within 7 days, none after payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 0, max: 120 }), (days, paidOnDay) => {
        const sent: number[] = [];
        let last: Date | undefined;
        for (let day = 0; day < days; day++) {
          const now = new Date(Date.UTC(2027, 0, 5 + day, 15));
          const paid = day >= paidOnDay;
          const decision = decideOverdueReminder(
            { status: paid ? 'paid' : 'overdue', balanceCents: paid ? 0 : 100, lastReminderSentAt: last },
            { now },
          );
          if (decision.due) {
            sent.push(day);
            last = now;
          }
        }
        for (let i = 1; i < sent.length; i++)
          expect(sent[i]! - sent[i - 1]!).toBeGreaterThanOrEqual(reminderIntervalDays);
        expect(sent.every((day) => day < paidOnDay)).toBe(true);
        expect(sent.length).toBe(Math.ceil(Math.min(days, paidOnDay) / reminderIntervalDays));
      }),
    );
  });
});
