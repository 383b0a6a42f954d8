// The numbered containers on the real adapters (decision 0183): the fleet's units follow the
// containers in service in the same transaction as each change, availability reads the new figure,
// the owner's fleet figure is carried out on the containers, and the list says where each box is.

import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { bookingRequest, testNow } from '../../test-support/requests.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { ChangeFleet } from '../availability/change-fleet.ts';
import { SubmitBooking } from '../bookings/submit-booking.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { AddContainer } from './add-container.ts';
import { ChangeContainerCondition } from './change-container-condition.ts';
import { ListContainers } from './list-containers.ts';
import { PlaceContainer } from './place-container.ts';

const owner = { kind: 'staff', userId: '00000000-0000-4000-8000-000000000001', name: 'Dana Owner' } as const;

describe('containers by number', () => {
  let store: TestStore;
  let clock: FixedClock;
  let ids: SequentialIds;

  beforeEach(async () => {
    store = await openTestStore({ fleet: { '10-yard': 2, '15-yard': 1, '20-yard': 1 } });
    clock = new FixedClock(testNow);
    ids = new SequentialIds();
  });

  const list = () => new ListContainers(store.unitOfWork, clock).execute();
  const inService = async (size: string) =>
    (await list()).items.filter((c) => c.size === size && c.condition === 'in_service').length;

  it('starts with one numbered container in the yard per unit of the fleet', async () => {
    const { items } = await list();
    expect(items.map((c) => c.number).sort()).toEqual(['10-01', '10-02', '15-01', '20-01']);
    for (const size of ['10-yard', '15-yard', '20-yard'] as const)
      expect((await store.fleet()).get(size)?.units).toBe(await inService(size));
  });

  it('adds a container, and its size’s units grow in the same transaction, with an audit line', async () => {
    const added = await new AddContainer(store.unitOfWork, clock, ids).execute(
      { number: '20-07', size: '20-yard' },
      owner,
    );
    expect(added.ok).toBe(true);
    expect((await store.fleet()).get('20-yard')?.units).toBe(2);
    expect((await store.auditEvents()).map((e) => [e.action, e.details])).toEqual([
      ['container_added', { number: '20-07', size: '20-yard', units: { from: 1, to: 2 } }],
    ]);
    expect(
      await new AddContainer(store.unitOfWork, clock, ids).execute(
        { number: '20-07', size: '10-yard' },
        owner,
      ),
    ).toEqual({
      ok: false,
      refusal: 'number_taken',
      message: 'A container with this number already exists',
    });
  });

  it('takes a box in repair out of the units, so the last one cannot be booked, and back', async () => {
    const [box] = (await list()).items.filter((c) => c.size === '20-yard');
    const change = new ChangeContainerCondition(store.unitOfWork, clock);
    expect((await change.execute(String(box?.id), 'repair', owner)).ok).toBe(true);
    expect((await store.fleet()).get('20-yard')?.units).toBe(0);
    const submit = new SubmitBooking(
      store.unitOfWork,
      store.idempotency,
      clock,
      new SequentialIds(),
      fixedCalendar(),
    );
    const refused = await submit
      .execute(
        bookingRequest({ dumpsterSize: '20-yard', deliveryDate: '2026-11-24', pickupDate: '2026-11-26' }),
      )
      .then(
        () => 'booked',
        (error: Error) => error.name,
      );
    expect(refused).toBe('DatesUnavailableError');
    expect((await change.execute(String(box?.id), 'in_service', owner)).ok).toBe(true);
    expect((await store.fleet()).get('20-yard')?.units).toBe(1);
    expect((await change.execute(String(box?.id), 'retired', owner)).ok).toBe(true);
    expect(await change.execute(String(box?.id), 'in_service', owner)).toMatchObject({
      ok: false,
      refusal: 'not_allowed',
    });
  });

  it('keeps neither the condition nor the units when the audit line cannot be written', async () => {
    const [box] = (await list()).items.filter((c) => c.size === '20-yard');
    const failing: UnitOfWork = {
      transaction: (work) =>
        store.unitOfWork.transaction((repositories) =>
          work({ ...repositories, audit: { append: async () => Promise.reject(new Error('disk full')) } }),
        ),
    };
    await expect(
      new ChangeContainerCondition(failing, clock).execute(String(box?.id), 'repair', owner),
    ).rejects.toThrow('disk full');
    expect((await store.fleet()).get('20-yard')?.units).toBe(1);
    expect(await inService('20-yard')).toBe(1);
  });

  it('carries the owner’s fleet figure out on the containers: a raise numbers new ones, a lowering retires', async () => {
    const fleet = new ChangeFleet(store.unitOfWork, clock, ids);
    await fleet.execute({ size: '10-yard', units: 4 }, owner);
    expect(await inService('10-yard')).toBe(4);
    expect(
      (await list()).items
        .filter((c) => c.size === '10-yard')
        .map((c) => c.number)
        .sort(),
    ).toEqual(['10-01', '10-02', '10-03', '10-04']);
    await fleet.execute({ size: '10-yard', units: 1 }, owner);
    expect(await inService('10-yard')).toBe(1);
    expect((await store.fleet()).get('10-yard')?.units).toBe(1);
  });

  it('places a box at a booking and lists it out past the pickup date, with its days there', async () => {
    const submit = new SubmitBooking(
      store.unitOfWork,
      store.idempotency,
      clock,
      new SequentialIds(),
      fixedCalendar(),
    );
    const receipt = await submit.execute(
      bookingRequest({ dumpsterSize: '10-yard', deliveryDate: '2026-11-24', pickupDate: '2026-11-26' }),
    );
    const bookingId = (receipt as { reply: { body: { id: string } } }).reply.body.id;
    const [box] = (await list()).items.filter((c) => c.size === '10-yard');
    const place = new PlaceContainer(store.unitOfWork, clock);
    expect((await place.execute(String(box?.id), bookingId, owner)).ok).toBe(true);
    const later = new FixedClock(new Date(testNow.getTime() + 9 * 86_400_000));
    const listed = await new ListContainers(store.unitOfWork, later).execute();
    expect(listed.items[0]).toMatchObject({
      id: box?.id,
      bookingId,
      daysThere: 9,
      outPastPickup: true,
      pickupDate: '2026-11-26',
    });
    expect(
      await new ChangeContainerCondition(store.unitOfWork, clock).execute(String(box?.id), 'repair', owner),
    ).toMatchObject({
      ok: false,
      refusal: 'not_allowed',
    });
  });
});
