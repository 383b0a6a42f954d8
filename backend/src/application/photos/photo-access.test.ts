import { describe, expect, it } from 'vitest';
import { decidePhotoAccess, type PhotoAccessFacts, type PhotoViewer } from './photo-access.ts';

const photo: PhotoAccessFacts = { bookingId: 'booking-1', stopDriverId: 'driver-dan' };
const allowed = { allowed: true };
const denied = (status: number) => ({ allowed: false, status });

describe('decidePhotoAccess', () => {
  const rows: Array<[string, PhotoViewer, PhotoAccessFacts | null, object]> = [
    ['owner', { kind: 'staff', role: 'owner' }, photo, allowed],
    ['staff', { kind: 'staff', role: 'staff' }, photo, allowed],
    ['staff, no such photo', { kind: 'staff', role: 'staff' }, null, denied(404)],
    [
      'a role without a rule (a driver signed in as staff)',
      { kind: 'staff', role: 'driver' },
      photo,
      denied(403),
    ],
    ['the driver of the stop', { kind: 'driver', userId: 'driver-dan' }, photo, allowed],
    ["another route's driver", { kind: 'driver', userId: 'driver-eve' }, photo, denied(403)],
    [
      'a driver, photo without a stop driver',
      { kind: 'driver', userId: 'driver-dan' },
      { bookingId: 'booking-1', stopDriverId: null },
      denied(403),
    ],
    ['a driver, no such photo', { kind: 'driver', userId: 'driver-dan' }, null, denied(404)],
    ["the booking's customer", { kind: 'customer', bookingId: 'booking-1' }, photo, allowed],
    ["another booking's customer", { kind: 'customer', bookingId: 'booking-2' }, photo, denied(404)],
    ['a customer, no such photo', { kind: 'customer', bookingId: 'booking-1' }, null, denied(404)],
    ['nobody signed in', { kind: 'anonymous' }, photo, denied(401)],
    ['nobody signed in, no such photo', { kind: 'anonymous' }, null, denied(401)],
  ];

  it.each(rows)('%s', (_name, viewer, facts, expected) => {
    expect(decidePhotoAccess(viewer, facts)).toEqual(expected);
  });

  it('refuses a viewer of a kind it does not know', () => {
    expect(decidePhotoAccess({ kind: 'robot' } as unknown as PhotoViewer, photo)).toEqual(denied(401));
  });
});
