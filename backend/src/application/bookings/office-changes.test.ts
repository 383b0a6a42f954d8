// The office's changes to a booking on the real adapters (PGlite): details corrected with a
// version check, dates moved by staff as the customer's own changes are (fleet, history, the
// customer's e-mail with the calendar, idempotency), status mistakes (early marks, the undo) and
// internal notes that reach the day board but never the customer.
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { tokenOfManageUrl } from '../../test-support/my-booking-link.ts';
import { testNow } from '../../test-support/requests.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { testAccessLinks } from '../../test-support/test-app.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { ViewMyBooking } from '../my-booking/view-my-booking.ts';
import { AddBookingNote } from './add-booking-note.ts';
import { ChangeBookingDates } from './change-booking-dates.ts';
import { ChangeBookingStatus } from './change-booking-status.ts';
import { EditBookingDetails } from './edit-booking-details.ts';
import { ListBookingNotes } from './list-booking-notes.ts';
import { PinBookingNote } from './pin-booking-note.ts';
import { ReadDayBoard } from './read-day-board.ts';
import { UndoStatusChange } from './undo-status-change.ts';

const dana = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d1', name: 'Dana' } as const;
const sam = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d2', name: 'Sam' } as const;
const olga = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d3', name: 'Olga' } as const;

// 10 AM in Florida on Mon, Nov 23, 2026: inside the 24-hour limit of a delivery on Tue, Nov 24.
const insideLimit = new Date('2026-11-23T15:00:00Z');

const useCases = (store: TestStore, clock: FixedClock) => ({
  edit: new EditBookingDetails(store.unitOfWork, store.adminQueries, store.messageLog, clock),
  dates: new ChangeBookingDates(
    store.unitOfWork,
    store.idempotency,
    store.adminQueries,
    store.messageLog,
    clock,
    fixedCalendar(),
  ),
  status: new ChangeBookingStatus(
    store.unitOfWork,
    store.adminQueries,
    clock,
    store.messageLog,
    new SequentialIds(),
  ),
  undo: new UndoStatusChange(store.unitOfWork, store.adminQueries, store.messageLog, clock),
  addNote: new AddBookingNote(store.unitOfWork, clock),
  pinNote: new PinBookingNote(store.unitOfWork),
  listNotes: new ListBookingNotes(store.unitOfWork),
});

describe('editing a booking’s details', () => {
  it('stores the changed fields with their before and after, and refuses an edit made from an older version', async () => {
    const store = await openTestStore();
    const booking = storedBooking();
    await store.addBookings(booking);
    const { edit } = useCases(store, new FixedClock(testNow));

    const done = await edit.execute(dana, booking.id, {
      version: 0,
      changes: { phone: '904-555-0199', address: '14 Oak St', specialInstructions: 'Gate code 4411' },
    });
    expect(done).toMatchObject({ ok: true, detail: { version: 1 } });
    expect((await store.bookings())[0]).toMatchObject({
      phone: '904-555-0199',
      address: '14 Oak St',
      specialInstructions: 'Gate code 4411',
      name: booking.name,
    });
    expect(await store.bookingEvents(booking.id)).toEqual([
      expect.objectContaining({
        type: 'details_edited',
        actor: dana,
        details: {
          phone: { from: booking.phone, to: '904-555-0199' },
          address: { from: booking.address, to: '14 Oak St' },
          specialInstructions: { from: null, to: 'Gate code 4411' },
        },
      }),
    ]);

    // Sam's form was filled before Dana saved: nothing of it is stored.
    const stale = await edit.execute(sam, booking.id, { version: 0, changes: { city: 'Orange Park' } });
    expect(stale).toMatchObject({ ok: false, refusal: 'stale' });
    expect((await store.bookings())[0]?.city).toBe(booking.city);
    expect(await store.bookingEvents(booking.id)).toHaveLength(1);
  });
});

describe('staff moving a booking’s dates', () => {
  it('asks for a reason inside the customer’s 24-hour limit, then reschedules with one history line and the customer’s e-mail', async () => {
    const store = await openTestStore();
    const booking = storedBooking({
      status: 'confirmed',
      deliveryDate: '2026-11-24',
      pickupDate: '2026-12-01',
    });
    await store.addBookings(booking);
    const { dates } = useCases(store, new FixedClock(insideLimit));
    const request = { deliveryDate: '2026-11-25', pickupDate: '2026-12-02' };

    expect(await dates.execute(dana, booking.id, request)).toMatchObject({
      kind: 'refused',
      refusal: { kind: 'invalid', fields: { reason: expect.any(String) } },
    });
    expect(await store.outbox()).toEqual([]);

    const claim = { scope: 'admin-booking-dates', key: 'k-1', requestHash: 'h-1' };
    const moved = await dates.execute(dana, booking.id, { ...request, reason: 'Customer called' }, claim);
    expect(moved).toMatchObject({
      kind: 'changed',
      detail: { booking: { deliveryDate: '2026-11-25', pickupDate: '2026-12-02' } },
    });
    const events = await store.bookingEvents(booking.id);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'rescheduled',
        actor: dana,
        details: expect.objectContaining({
          deliveryDate: { from: '2026-11-24', to: '2026-11-25' },
          reason: 'Customer called',
          insideCustomerLimit: true,
        }),
      }),
    ]);
    const outbox = await store.outbox();
    expect(outbox.map((row) => row.message)).toEqual([
      expect.objectContaining({
        kind: 'booking-changed',
        audience: 'customer',
        madeBy: 'staff',
        change: 'rescheduled',
      }),
    ]);
    const [row] = await store.orm.em
      .getConnection()
      .execute<{ attachments: unknown }[]>(`select "attachments" from "outbox_messages"`);
    expect(JSON.stringify(row?.attachments)).toContain('text/calendar');

    // The same key again: the booking as it is, nothing written twice.
    const replay = await dates.execute(dana, booking.id, { ...request, reason: 'Customer called' }, claim);
    expect(replay.kind).toBe('replayed');
    expect(await store.bookingEvents(booking.id)).toHaveLength(1);
    expect(await store.outbox()).toHaveLength(1);
  });

  it('refuses new days the fleet no longer has, with the next dates that work, and changes nothing', async () => {
    const store = await openTestStore({ fleet: { '10-yard': 1, '15-yard': 1, '20-yard': 1 } });
    const booking = storedBooking({ deliveryDate: '2026-11-24', pickupDate: '2026-11-28' });
    const other = storedBooking({ deliveryDate: '2026-11-30', pickupDate: '2026-12-04' });
    await store.addBookings(booking, other);
    const { dates } = useCases(store, new FixedClock(testNow));
    const refused = await dates.execute(dana, booking.id, {
      deliveryDate: '2026-11-24',
      pickupDate: '2026-12-01',
    });
    expect(refused).toMatchObject({
      kind: 'refused',
      refusal: {
        kind: 'unavailable',
        answer: { error: 'unavailable', unavailableDates: ['2026-11-30', '2026-12-01'] },
      },
    });
    expect((await store.bookings()).find((b) => b.id === booking.id)?.pickupDate).toBe('2026-11-28');
    expect(await store.bookingEvents(booking.id)).toEqual([]);
  });
});

describe('status mistakes', () => {
  it('asks to confirm an early delivery, then records the actual date', async () => {
    const store = await openTestStore();
    const booking = storedBooking({ status: 'confirmed', deliveryDate: '2026-11-24' });
    await store.addBookings(booking);
    const { status } = useCases(store, new FixedClock(testNow));
    expect(await status.execute(dana, booking.id, { to: 'delivered' })).toMatchObject({
      ok: false,
      refusal: 'confirmation_needed',
      plannedDate: '2026-11-24',
      actualDate: '2026-11-22',
    });
    expect((await store.bookings())[0]?.status).toBe('confirmed');
    expect(await status.execute(dana, booking.id, { to: 'delivered', confirmEarly: true })).toMatchObject({
      ok: true,
    });
    expect((await store.bookingEvents(booking.id)).at(-1)?.details).toEqual({
      from: 'confirmed',
      to: 'delivered',
      plannedDate: '2026-11-24',
      actualDate: '2026-11-22',
    });
  });

  it('lets the author undo within 15 minutes, only the owner with a reason later, and e-mails a status once', async () => {
    const store = await openTestStore();
    const booking = storedBooking({ status: 'pending' });
    await store.addBookings(booking);
    const clock = new FixedClock(testNow);
    const { status, undo } = useCases(store, clock);
    await status.execute(dana, booking.id, { to: 'confirmed' });
    expect(await store.outbox()).toHaveLength(1);

    expect(await undo.execute(sam, 'staff', booking.id, '')).toMatchObject({
      ok: false,
      refusal: 'not_allowed',
    });
    const undone = await undo.execute(dana, 'staff', booking.id, '');
    expect(undone).toMatchObject({
      ok: true,
      detail: { booking: { status: 'pending' }, lastStatusChange: { kind: 'undone', to: 'pending' } },
    });
    expect(await undo.execute(dana, 'staff', booking.id, '')).toMatchObject({
      ok: false,
      refusal: 'nothing_to_undo',
    });
    // Confirmed again: the customer already has the confirmation, no second e-mail.
    await status.execute(dana, booking.id, { to: 'confirmed' });
    expect(await store.outbox()).toHaveLength(1);

    const later = new FixedClock(new Date(testNow.getTime() + 20 * 60_000));
    const lateUndo = useCases(store, later).undo;
    expect(await lateUndo.execute(dana, 'staff', booking.id, '')).toMatchObject({ refusal: 'not_allowed' });
    expect(await lateUndo.execute(olga, 'owner', booking.id, '')).toMatchObject({
      refusal: 'invalid_reason',
    });
    expect(await lateUndo.execute(olga, 'owner', booking.id, 'Confirmed by mistake')).toMatchObject({
      ok: true,
    });
    expect((await store.bookingEvents(booking.id)).map((event) => [event.type, event.details.to])).toEqual([
      ['status_changed', 'confirmed'],
      ['status_undone', 'pending'],
      ['status_changed', 'confirmed'],
      ['status_undone', 'pending'],
    ]);
    expect((await store.bookingEvents(booking.id)).at(-1)?.details).toMatchObject({
      reason: 'Confirmed by mistake',
      byOwner: true,
    });
    expect(await store.outbox()).toHaveLength(1);
  });

  it('takes the fleet’s unit back when a cancellation is undone, and refuses when the day was given away', async () => {
    const store = await openTestStore({ fleet: { '10-yard': 1, '15-yard': 1, '20-yard': 1 } });
    const booking = storedBooking({
      status: 'confirmed',
      deliveryDate: '2026-11-24',
      pickupDate: '2026-11-28',
    });
    await store.addBookings(booking);
    const { status, undo } = useCases(store, new FixedClock(testNow));
    await status.execute(dana, booking.id, { to: 'cancelled', reason: 'Customer called' });
    await store.addBookings(storedBooking({ deliveryDate: '2026-11-26', pickupDate: '2026-11-30' }));
    expect(await undo.execute(dana, 'staff', booking.id, '')).toMatchObject({
      ok: false,
      refusal: 'unavailable',
    });
    expect((await store.bookings()).find((b) => b.id === booking.id)?.status).toBe('cancelled');
  });
});

describe('internal notes', () => {
  it('are listed pinned first, reach the day board when pinned, and never the customer’s page', async () => {
    const store = await openTestStore();
    const booking = storedBooking({ deliveryDate: '2026-11-24' });
    await store.addBookings(booking);
    const { addNote, pinNote, listNotes } = useCases(store, new FixedClock(testNow));
    const gate = await addNote.execute(dana, booking.id, { text: 'Gate code 4411', pinned: false });
    await addNote.execute(sam, booking.id, { text: 'Customer prefers texts', pinned: false });
    expect(gate).toMatchObject({ authorName: 'Dana', pinned: false });
    if (!gate) return;
    expect(await pinNote.execute(booking.id, gate.id, true)).toMatchObject({ pinned: true });
    expect((await listNotes.execute(booking.id))?.map((note) => note.text)).toEqual([
      'Gate code 4411',
      'Customer prefers texts',
    ]);
    expect(await pinNote.execute(storedBooking().id, gate.id, true)).toBeUndefined();

    const board = await new ReadDayBoard(store.adminQueries).execute('2026-11-24');
    expect(board.deliveries[0]?.pinnedNotes).toEqual([
      expect.objectContaining({ text: 'Gate code 4411', authorName: 'Dana' }),
    ]);

    // The customer's page: no note, pinned or not.
    const links = testAccessLinks();
    const reference = await store.unitOfWork.transaction(({ accessTokens }) =>
      links.issue(accessTokens, booking, testNow),
    );
    const url = await store.unitOfWork.transaction(({ accessTokens }) =>
      links.sendTimeUrl(accessTokens, reference),
    );
    const view = await new ViewMyBooking(store.unitOfWork, links, new FixedClock(testNow)).execute(
      tokenOfManageUrl(url),
    );
    expect(view?.reference).toBe(booking.reference);
    expect(JSON.stringify(view)).not.toContain('4411');
    expect(JSON.stringify(view)).not.toContain('prefers texts');
  });
});
