import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unavailableAnswer, unavailableAnswerSchema } from './unavailable-answer.ts';
import { unavailableRentalMessage } from './unavailable-message.ts';

const week = { deliveryDate: '2026-12-01', pickupDate: '2026-12-08' };

describe('the sentence for dates that cannot be had', () => {
  it('names the full day and the next dates for the same rental length', () => {
    expect(
      unavailableRentalMessage({
        size: '20-yard',
        requested: week,
        unavailableDates: ['2026-12-05'],
        nextAvailable: { deliveryDate: '2026-12-07', pickupDate: '2026-12-14' },
      }),
    ).toBe(
      'Sorry, every 20-yard dumpster is booked on Sat, Dec 5. The next dates we can deliver for 7 days are Mon, Dec 7 to Mon, Dec 14.',
    );
  });

  it('gives a stretch of full days as from .. to, and lists a few stretches', () => {
    const next = { deliveryDate: '2026-12-20', pickupDate: '2026-12-27' };
    expect(
      unavailableRentalMessage({
        size: '10-yard',
        requested: week,
        unavailableDates: ['2026-12-03', '2026-12-04', '2026-12-05'],
        nextAvailable: next,
      }),
    ).toMatch(/^Sorry, every 10-yard dumpster is booked from Thu, Dec 3 to Sat, Dec 5\. /);
    expect(
      unavailableRentalMessage({
        size: '10-yard',
        requested: week,
        unavailableDates: ['2026-12-01', '2026-12-03', '2026-12-04', '2026-12-07'],
        nextAvailable: next,
      }),
    ).toMatch(
      /^Sorry, every 10-yard dumpster is booked on Tue, Dec 1, Thu, Dec 3 to Fri, Dec 4, and Mon, Dec 7\. /,
    );
  });

  it('sums up more than three stretches of full days', () => {
    expect(
      unavailableRentalMessage({
        size: '15-yard',
        requested: { deliveryDate: '2026-12-01', pickupDate: '2026-12-10' },
        unavailableDates: ['2026-12-01', '2026-12-03', '2026-12-05', '2026-12-07', '2026-12-08'],
        nextAvailable: null,
      }),
    ).toBe(
      'Sorry, every 15-yard dumpster is booked on 5 of those days, between Tue, Dec 1 and Tue, Dec 8. ' +
        'We have no 15-yard dumpster free for 9 days within the next year. Please call us at (904) 555-0142.',
    );
  });

  it('speaks of one day, and of a same-day rental, in words that fit', () => {
    expect(
      unavailableRentalMessage({
        size: '20-yard',
        requested: { deliveryDate: '2026-12-05', pickupDate: '2026-12-06' },
        unavailableDates: ['2026-12-05'],
        nextAvailable: { deliveryDate: '2026-12-06', pickupDate: '2026-12-07' },
      }),
    ).toMatch(/The next dates we can deliver for 1 day are Sun, Dec 6 to Mon, Dec 7\.$/);
    expect(
      unavailableRentalMessage({
        size: '20-yard',
        requested: { deliveryDate: '2026-12-05', pickupDate: '2026-12-05' },
        unavailableDates: ['2026-12-05'],
        nextAvailable: { deliveryDate: '2026-12-06', pickupDate: '2026-12-06' },
      }),
    ).toBe(
      'Sorry, every 20-yard dumpster is booked on Sat, Dec 5. The next day we can deliver and pick up the same day is Sun, Dec 6.',
    );
    expect(
      unavailableRentalMessage({
        size: '20-yard',
        requested: { deliveryDate: '2026-12-05', pickupDate: '2026-12-05' },
        unavailableDates: ['2026-12-05'],
        nextAvailable: null,
      }),
    ).toMatch(/We have no 20-yard dumpster free for a same-day rental within the next year\./);
  });

  it('writes the year of a date in another year than the requested delivery', () => {
    expect(
      unavailableRentalMessage({
        size: '20-yard',
        requested: { deliveryDate: '2026-11-24', pickupDate: '2026-12-01' },
        unavailableDates: ['2026-11-24'],
        nextAvailable: { deliveryDate: '2027-11-23', pickupDate: '2027-11-30' },
      }),
    ).toMatch(/are Tue, Nov 23, 2027 to Tue, Nov 30, 2027\.$/);
  });
});

describe('the 409 answer for dates that cannot be had', () => {
  it('carries the error code, the sentence, the full days and the next dates, in its own schema', () => {
    const answer = unavailableAnswer({
      size: '20-yard',
      requested: week,
      unavailableDates: ['2026-12-05'],
      nextAvailable: { deliveryDate: '2026-12-07', pickupDate: '2026-12-14' },
    });
    expect(answer).toEqual({
      error: 'unavailable',
      message:
        'Sorry, every 20-yard dumpster is booked on Sat, Dec 5. The next dates we can deliver for 7 days are Mon, Dec 7 to Mon, Dec 14.',
      unavailableDates: ['2026-12-05'],
      nextAvailable: { deliveryDate: '2026-12-07', pickupDate: '2026-12-14' },
    });
    expect(v.is(unavailableAnswerSchema, answer)).toBe(true);
  });

  it('answers null when no next dates were found, and its schema refuses another error code', () => {
    const answer = unavailableAnswer({
      size: '10-yard',
      requested: week,
      unavailableDates: ['2026-12-01'],
      nextAvailable: null,
    });
    expect(answer.nextAvailable).toBeNull();
    expect(v.is(unavailableAnswerSchema, answer)).toBe(true);
    expect(v.is(unavailableAnswerSchema, { ...answer, error: 'validation_failed' })).toBe(false);
  });
});
