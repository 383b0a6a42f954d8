import { describe, expect, it } from 'vitest';
import { onMyWayFreshMinutes, textSendTime } from './text-send-time.ts';

// 11 PM EST on Dec 1, 2026; 8 AM EST the next morning is 13:00Z.
const night = new Date('2026-12-02T04:00:00Z');
const morning = new Date('2026-12-02T13:00:00Z');

describe('when an event’s text goes out', () => {
  it('answers what the customer just did at once, even at night', () => {
    for (const kind of [
      'booking_received',
      'help_answer',
      'opt_out_confirmation',
      'opt_in_confirmation',
    ] as const) {
      expect(textSendTime(kind, { happenedAt: night, now: night })).toEqual({ sendAt: night });
    }
  });

  it('holds the office’s and the driver’s news to 8 AM', () => {
    for (const kind of ['booking_confirmed', 'delivered', 'picked_up'] as const) {
      expect(textSendTime(kind, { happenedAt: night, now: night })).toEqual({ sendAt: morning });
    }
  });

  it('sends "On my way" at once, before 8 AM too, and drops it when it comes more than an hour late', () => {
    const early = new Date('2026-12-02T12:15:00Z'); // 7:15 AM
    expect(textSendTime('on_my_way', { happenedAt: early, now: early })).toEqual({ sendAt: early });
    const late = new Date(early.getTime() + onMyWayFreshMinutes * 60_000 + 1);
    expect(textSendTime('on_my_way', { happenedAt: early, now: late })).toEqual({ drop: 'stale' });
    const justInTime = new Date(early.getTime() + onMyWayFreshMinutes * 60_000);
    expect(textSendTime('on_my_way', { happenedAt: early, now: justInTime })).toEqual({ sendAt: justInTime });
  });
});
