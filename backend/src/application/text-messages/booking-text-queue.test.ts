// What a booking's writes queue for texts (decision 0201), on the real adapters: the consent and
// "booking received" with the booking, the reminders at 5 PM Florida time the day before, moved
// or withdrawn by a change in its own transaction, and the status texts.
import { currentTextConsentVersion } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { bookingRequest, contactRequest, testNow } from '../../test-support/requests.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { storedBookingPhones, storedConsents, storedTexts } from '../../test-support/text-state.ts';
import { ChangeBookingStatus } from '../bookings/change-booking-status.ts';
import { SubmitBooking } from '../bookings/submit-booking.ts';
import { SubmitContactRequest } from '../contact-requests/submit-contact-request.ts';
import { replanBookingReminders } from './booking-text-queue.ts';

const staff = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d1', name: 'Dee' } as const;

function submit(store: TestStore) {
  return new SubmitBooking(
    store.unitOfWork,
    store.idempotency,
    new FixedClock(testNow),
    new SequentialIds(),
    fixedCalendar(),
  );
}

describe('a new booking', () => {
  it('records a phone order’s consent as the phone script the staff member read out, with who read it', async () => {
    const store = await openTestStore();
    await submit(store).execute(
      bookingRequest({ deliveryDate: '2026-11-24', pickupDate: '2026-12-04' }),
      undefined,
      { actor: staff },
    );
    const script = currentTextConsentVersion('staff');
    expect(await storedConsents(store.orm)).toEqual([
      expect.objectContaining({
        source: 'staff',
        versionId: script.id,
        consentText: script.text,
        staffUserId: staff.userId,
      }),
    ]);
  });

  it('records the consent shown on the form, queues "booking received" and both reminders with it', async () => {
    const store = await openTestStore();
    await submit(store).execute(bookingRequest({ deliveryDate: '2026-11-24', pickupDate: '2026-12-04' }));
    const [booking] = await store.bookings();

    const version = currentTextConsentVersion('booking_form');
    expect(await storedConsents(store.orm)).toEqual([
      {
        phoneE164: '+19045550134',
        kind: 'opt_in',
        source: 'booking_form',
        versionId: version.id,
        consentText: version.text,
        bookingId: booking?.id,
        staffUserId: null,
        at: testNow,
      },
    ]);
    expect(await storedBookingPhones(store.orm)).toEqual([
      { bookingId: booking?.id, phoneE164: '+19045550134', takesTexts: true, note: null },
    ]);
    const texts = await storedTexts(store.orm);
    expect(
      texts.map(({ kind, reminderKey, status, dueAt }) => ({ kind, reminderKey, status, dueAt })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'booking_received', reminderKey: null, status: 'pending', dueAt: testNow },
        // 5 PM EST is 22:00 UTC.
        {
          kind: 'delivery_reminder',
          reminderKey: 'delivery_reminder:2026-11-24',
          status: 'pending',
          dueAt: new Date('2026-11-23T22:00:00Z'),
        },
        {
          kind: 'pickup_reminder',
          reminderKey: 'pickup_reminder:2026-12-04',
          status: 'pending',
          dueAt: new Date('2026-12-03T22:00:00Z'),
        },
      ]),
    );
    expect(texts).toHaveLength(3);
  });

  it('without consent: no consent record and no "booking received", yet the reminders (they go by e-mail)', async () => {
    const store = await openTestStore();
    await submit(store).execute(bookingRequest({ smsOptIn: false }));

    expect(await storedConsents(store.orm)).toEqual([]);
    expect((await storedTexts(store.orm)).map((text) => text.kind).sort()).toEqual([
      'delivery_reminder',
      'pickup_reminder',
    ]);
  });

  it('keeps a note for staff when the number cannot take texts, and stores the booking all the same', async () => {
    const store = await openTestStore();
    const outcome = await submit(store).execute(bookingRequest({ phone: '(800) 555-0199' }));

    expect(outcome.kind).toBe('created');
    const [phone] = await storedBookingPhones(store.orm);
    expect(phone).toMatchObject({ phoneE164: '+18005550199', takesTexts: false });
    expect(phone?.note).toContain('cannot take texts');
    expect((await storedTexts(store.orm)).map((text) => text.kind)).not.toContain('booking_received');
  });
});

describe('a contact request', () => {
  it('keeps the contact form’s consent to texts as proof, by version, and queues no text', async () => {
    const store = await openTestStore();
    const submitContact = new SubmitContactRequest(
      store.unitOfWork,
      store.idempotency,
      new FixedClock(testNow),
      new SequentialIds(),
    );
    await submitContact.execute(contactRequest({ smsOptIn: true }));
    await submitContact.execute(contactRequest({ smsOptIn: false, phone: '(904) 555-0177' }));

    const version = currentTextConsentVersion('contact_form');
    expect(await storedConsents(store.orm)).toEqual([
      expect.objectContaining({
        kind: 'opt_in',
        source: 'contact_form',
        versionId: version.id,
        bookingId: null,
      }),
    ]);
    expect(await storedTexts(store.orm)).toEqual([]);
  });
});

describe('a change to the booking', () => {
  it('moves a reminder whose date moved exactly once and keeps the other as it was', async () => {
    const store = await openTestStore();
    await submit(store).execute(bookingRequest({ deliveryDate: '2026-11-24', pickupDate: '2026-12-04' }));
    const [booking] = await store.bookings();
    if (!booking) throw new Error('no booking');
    const before = await storedTexts(store.orm);

    const moved = { ...booking, pickupDate: '2026-12-08' };
    await store.unitOfWork.transaction(({ texts }) => replanBookingReminders(texts, moved, testNow));
    // The same change replanned again (a retried request) changes nothing more.
    await store.unitOfWork.transaction(({ texts }) => replanBookingReminders(texts, moved, testNow));

    const after = await storedTexts(store.orm);
    const pickups = after.filter((text) => text.kind === 'pickup_reminder');
    expect(pickups.map(({ reminderKey, status }) => ({ reminderKey, status }))).toEqual([
      { reminderKey: 'pickup_reminder:2026-12-04', status: 'withdrawn' },
      { reminderKey: 'pickup_reminder:2026-12-08', status: 'pending' },
    ]);
    const delivery = (texts: typeof after) => texts.filter((text) => text.kind === 'delivery_reminder');
    expect(delivery(after)).toEqual(delivery(before));
  });

  it('a cancellation by staff withdraws every pending reminder; confirmed and delivered queue their texts', async () => {
    const store = await openTestStore();
    const clock = new FixedClock(testNow);
    await submit(store).execute(bookingRequest());
    const [booking] = await store.bookings();
    if (!booking) throw new Error('no booking');
    const change = new ChangeBookingStatus(
      store.unitOfWork,
      store.adminQueries,
      clock,
      store.messageLog,
      new SequentialIds(),
    );

    await change.execute(staff, booking.id, { to: 'confirmed' });
    await change.execute(staff, booking.id, { to: 'delivered', confirmEarly: true });
    let texts = await storedTexts(store.orm);
    expect(texts.filter((text) => text.status === 'pending').map((text) => text.kind)).toEqual([
      'booking_received',
      'pickup_reminder',
      'booking_confirmed',
      'delivered',
    ]);
    // Delivered: the delivery's reminder is no longer wanted.
    expect(texts.find((text) => text.kind === 'delivery_reminder')?.status).toBe('withdrawn');

    const other = storedBooking({ status: 'confirmed', smsOptIn: false });
    await store.addBookings(other);
    await store.unitOfWork.transaction(({ texts: repository }) =>
      replanBookingReminders(repository, other, testNow),
    );
    await change.execute(staff, other.id, { to: 'cancelled', reason: 'Customer called to cancel' });
    texts = await storedTexts(store.orm);
    expect(texts.filter((text) => text.bookingId === other.id).map((text) => text.status)).toEqual([
      'withdrawn',
      'withdrawn',
    ]);
  });
});
