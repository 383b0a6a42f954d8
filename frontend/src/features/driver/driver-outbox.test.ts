// The outbox against the mock API: a delivery's photo is uploaded first and its id sent with the
// action, a second send after success sends nothing, and a stop not on the route is kept refused.
import { describe, expect, it } from 'vitest';
import { mockDriver } from '../../mocks/admin/back-office-data.ts';
import { backOffice, data } from '../../mocks/admin/back-office-state.ts';
import { driverActionsSent } from '../../mocks/admin/driver-handlers.ts';
import { startMockApiForTests } from '../../mocks/node.ts';
import { memoryStore, queuedActions, sendQueued } from './driver-outbox.ts';

startMockApiForTests();

function onTheRoute(): string {
  const bookingId = data().bookings[0]?.id ?? '';
  data().assignments.push({
    bookingId,
    part: 'delivery',
    date: backOffice.today,
    driverId: mockDriver.id,
    truckId: null,
    window: null,
    position: 1,
    containerId: null,
  });
  backOffice.session = { userId: mockDriver.id, csrfToken: 'csrf-driver' };
  return bookingId;
}

describe('the driver’s outbox', () => {
  it('uploads the photo, sends the action with its id once, and leaves nothing waiting', async () => {
    const bookingId = onTheRoute();
    const store = memoryStore();
    await store.put({
      id: crypto.randomUUID(),
      kind: 'delivered',
      bookingId,
      label: 'Delivered',
      body: { containerNumber: '20-01' },
      photo: {
        blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
        kind: 'placement',
        capturedAt: null,
        key: crypto.randomUUID(),
      },
      takenAt: new Date().toISOString(),
    });
    expect(await sendQueued(store, 'csrf-driver')).toBe('sent');
    expect(await sendQueued(store, 'csrf-driver')).toBe('sent');
    expect(await queuedActions(store)).toEqual([]);
    expect(driverActionsSent.filter((a) => a.bookingId === bookingId).map((a) => a.kind)).toEqual([
      'delivered',
    ]);
    const sent = backOffice.received.filter((r) => r.path.endsWith('/delivered'));
    expect(sent.at(-1)?.body).toMatchObject({ containerNumber: '20-01', photoIds: [expect.any(String)] });
  });

  it('keeps an action the server refuses, with its message, and does not send it again', async () => {
    onTheRoute();
    const store = memoryStore();
    const id = crypto.randomUUID();
    await store.put({
      id,
      kind: 'on-my-way',
      bookingId: '00000000-0000-4000-8000-000000000009',
      label: 'On my way',
      body: { part: 'delivery' },
      takenAt: new Date().toISOString(),
    });
    expect(await sendQueued(store, 'csrf-driver')).toBe('sent');
    const [kept] = await queuedActions(store);
    expect(kept?.refused).toMatch(/not on your route/);
  });

  it('keeps an action waiting when the session is gone', async () => {
    const bookingId = onTheRoute();
    backOffice.session = undefined;
    const store = memoryStore();
    await store.put({
      id: crypto.randomUUID(),
      kind: 'on-my-way',
      bookingId,
      label: 'On my way',
      body: { part: 'delivery' },
      takenAt: new Date().toISOString(),
    });
    expect(await sendQueued(store, 'csrf-driver')).toBe('signed-out');
    expect(await queuedActions(store)).toHaveLength(1);
  });
});
