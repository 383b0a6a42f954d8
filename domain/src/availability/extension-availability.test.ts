import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dailyOccupancy } from './daily-occupancy.ts';
import { extensionAvailability, extensionRange } from './extension-availability.ts';
import { unavailableAnswerSchema, unavailableExtensionAnswer } from './unavailable-answer.ts';
import { unavailableExtensionMessage } from './unavailable-message.ts';

// One 20-yard dumpster. Ours is out Dec 1 .. Dec 8; another booking takes it from Dec 11.
const ours = {
  id: 'ours',
  dumpsterSize: '20-yard',
  deliveryDate: '2026-12-01',
  pickupDate: '2026-12-08',
  status: 'delivered',
} as const;
const next = {
  id: 'next',
  dumpsterSize: '20-yard',
  deliveryDate: '2026-12-11',
  pickupDate: '2026-12-18',
  status: 'confirmed',
} as const;
const occupancy = dailyOccupancy([ours, next], { size: '20-yard', from: '2026-12-01', to: '2026-12-31' });

describe('an extension against the fleet', () => {
  it('needs a unit only on the added days', () => {
    expect(extensionRange({ currentPickupDate: '2026-12-08', pickupDate: '2026-12-10' })).toEqual({
      from: '2026-12-09',
      to: '2026-12-10',
    });
    expect(
      extensionAvailability(occupancy, 1, { currentPickupDate: '2026-12-08', pickupDate: '2026-12-10' }),
    ).toEqual({
      available: true,
    });
  });

  it('names the full days and the latest pickup that still works', () => {
    expect(
      extensionAvailability(occupancy, 1, { currentPickupDate: '2026-12-08', pickupDate: '2026-12-12' }),
    ).toEqual({
      available: false,
      unavailableDates: ['2026-12-11', '2026-12-12'],
      latestPickupDate: '2026-12-10',
    });
  });

  it('offers no later pickup when the day after the current pickup is already full', () => {
    const tight = dailyOccupancy([ours, { ...next, deliveryDate: '2026-12-09' }], {
      size: '20-yard',
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(
      extensionAvailability(tight, 1, { currentPickupDate: '2026-12-08', pickupDate: '2026-12-09' }),
    ).toEqual({
      available: false,
      unavailableDates: ['2026-12-09'],
      latestPickupDate: null,
    });
  });
});

describe('the sentence and 409 for an extension that cannot be had', () => {
  it('says which day is full and the latest pickup we can offer', () => {
    const refused = {
      size: '20-yard',
      currentPickupDate: '2026-12-08',
      pickupDate: '2026-12-12',
      unavailableDates: ['2026-12-11', '2026-12-12'],
      latestPickupDate: '2026-12-10',
    } as const;
    expect(unavailableExtensionMessage(refused)).toBe(
      'Sorry, every 20-yard dumpster is booked from Fri, Dec 11 to Sat, Dec 12, so we cannot keep yours until Sat, Dec 12. ' +
        'The latest pickup date we can offer is Thu, Dec 10.',
    );
    const answer = unavailableExtensionAnswer({ ...refused, deliveryDate: '2026-12-01' });
    expect(answer).toMatchObject({
      error: 'unavailable',
      unavailableDates: ['2026-12-11', '2026-12-12'],
      nextAvailable: { deliveryDate: '2026-12-01', pickupDate: '2026-12-10' },
    });
    expect(v.is(unavailableAnswerSchema, answer)).toBe(true);
  });

  it('asks the customer to call when no day can be added', () => {
    const refused = {
      size: '20-yard',
      currentPickupDate: '2026-12-08',
      pickupDate: '2026-12-09',
      unavailableDates: ['2026-12-09'],
      latestPickupDate: null,
    } as const;
    expect(unavailableExtensionMessage(refused)).toBe(
      'Sorry, every 20-yard dumpster is booked on Wed, Dec 9, so we cannot extend your rental. Please call us at (904) 555-0142.',
    );
    expect(unavailableExtensionAnswer({ ...refused, deliveryDate: '2026-12-01' }).nextAvailable).toBeNull();
  });
});
