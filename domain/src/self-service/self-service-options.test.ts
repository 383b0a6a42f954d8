import { describe, expect, it } from 'vitest';
import { selfServiceOptions } from './self-service-options.ts';

const deliveryDate = '2026-12-05';
const limit = new Date('2026-12-04T05:00:00.000Z');
const tooLate =
  'Changes can be made online until 24 hours before delivery. Please call us at (904) 555-0142.';

describe('the changes the booking page offers', () => {
  it('are all three for a confirmed booking before the limit, with the limit itself', () => {
    expect(
      selfServiceOptions({ status: 'confirmed', deliveryDate }, { now: new Date(limit.getTime() - 1) }),
    ).toEqual({
      extend: { offered: true },
      reschedule: { offered: true },
      cancel: { offered: true },
      deadline: limit,
    });
  });

  it('are extension only from the limit on, the others saying to call', () => {
    expect(selfServiceOptions({ status: 'pending', deliveryDate }, { now: limit })).toEqual({
      extend: { offered: true },
      reschedule: { offered: false, message: tooLate },
      cancel: { offered: false, message: tooLate },
      deadline: limit,
    });
  });

  it('are extension only once delivered, and none once picked up', () => {
    const delivered = selfServiceOptions({ status: 'delivered', deliveryDate }, { now: limit });
    expect(delivered.extend).toEqual({ offered: true });
    expect(delivered.cancel).toEqual({
      offered: false,
      message:
        'Your dumpster has been delivered, so this booking can no longer be cancelled online. Please call us at (904) 555-0142.',
    });
    const pickedUp = selfServiceOptions({ status: 'picked_up', deliveryDate }, { now: limit });
    expect([pickedUp.extend.offered, pickedUp.reschedule.offered, pickedUp.cancel.offered]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
