import { describe, expect, it } from 'vitest';
import { describeHistoryEvent, historyWordings } from './history-wording.ts';

describe('describeHistoryEvent', () => {
  it("words a customer's extension: the pickup it moved and the total", () => {
    expect(
      describeHistoryEvent({
        type: 'extended',
        details: {
          pickupDate: { from: '2026-12-08', to: '2026-12-10' },
          addedDays: 2,
          priceDifferenceCents: 12000,
          totalCents: { from: 40000, to: 52000 },
        },
      }),
    ).toBe('Extended by 2 days: pickup moved from Tue, Dec 8 to Thu, Dec 10; total $400 → $520');
  });

  it('words a reschedule, leaving out a date that did not move', () => {
    expect(
      describeHistoryEvent({
        type: 'rescheduled',
        details: {
          deliveryDate: { from: '2026-12-01', to: '2026-12-03' },
          pickupDate: { from: '2026-12-08', to: '2026-12-08' },
          priceDifferenceCents: -6000,
          totalCents: { from: 46000, to: 40000 },
        },
      }),
    ).toBe('Rescheduled: delivery moved from Tue, Dec 1 to Thu, Dec 3; total $460 → $400');
  });

  it('words status changes and cancellations with their reason', () => {
    expect(
      describeHistoryEvent({ type: 'status_changed', details: { from: 'pending', to: 'picked_up' } }),
    ).toBe('Status Pending → Picked up');
    expect(
      describeHistoryEvent({
        type: 'cancelled',
        details: { from: 'confirmed', to: 'cancelled', reason: 'Plans changed' },
      }),
    ).toBe('Cancelled (reason: Plans changed)');
    expect(describeHistoryEvent({ type: 'created', details: { status: 'pending' } })).toBe('Booked online');
  });

  it('words a re-sent message by its kind', () => {
    expect(
      describeHistoryEvent({
        type: 'message_resent',
        details: { messageId: 'm1', kind: 'booking-confirmation' },
      }),
    ).toBe('Message sent again: booking confirmation');
  });

  it('reads an event it has no line for, a { from, to } fact included, never as [object Object]', () => {
    const sentence = describeHistoryEvent({
      type: 'size_changed',
      details: {
        size: { from: '10-yard', to: '15-yard' },
        totalCents: { from: 30000, to: 40000 },
        by: 'phone',
      },
    });
    expect(sentence).toBe('size changed (size: 10-yard → 15-yard, totalCents: $300 → $400, by: phone)');
    expect(sentence).not.toContain('[object Object]');
  });

  it('takes a new kind of event as one line in the table', () => {
    // The table is the extension point: every line it has is a function of the details.
    for (const [type, wording] of Object.entries(historyWordings)) {
      expect(typeof wording({}), type).toBe('string');
      expect(wording({}), type).not.toContain('[object Object]');
    }
    expect(describeHistoryEvent({ type: 'toString', details: {} })).toBe('toString');
  });
});

describe('the driver’s lines (decision 0190)', () => {
  it('name the container, the tons and the photos, and a problem in words', () => {
    expect(
      describeHistoryEvent({
        type: 'status_changed',
        details: { from: 'confirmed', to: 'delivered', containerNumber: '12', photoIds: ['a', 'b'] },
      }),
    ).toBe('Status Confirmed → Delivered (container 12, 2 photos)');
    expect(
      describeHistoryEvent({
        type: 'driver_problem',
        details: {
          part: 'delivery',
          problem: 'blocked_access',
          items: [],
          note: 'Car in the drive',
          photoIds: ['a'],
        },
      }),
    ).toBe('Driver reported blocked access ("Car in the drive") (1 photo)');
    expect(describeHistoryEvent({ type: 'driver_on_my_way', details: { part: 'pickup' } })).toBe(
      'Driver on the way for the pickup; customer e-mailed',
    );
  });
});
