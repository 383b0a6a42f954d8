// What a booking's writes queue for texts, in their own transaction (docs/decisions/0200, 0201):
// the number read once into E.164 (a note for staff when it cannot take texts; the booking is
// never refused), the consent the form recorded, "booking received", and the reminders the
// domain plans, replanned by its diff whenever the booking's dates or status change. Texts that
// answer an event (received, confirmed, on my way, delivered, picked up) are queued only while the
// number is opted in; reminders are queued for every booking, since a customer who cannot be
// texted gets them by e-mail (decided when each comes due).
import {
  currentTextConsentVersion,
  phoneNumberNote,
  readPhoneNumber,
  replanTextReminders,
  type TextConsentSource,
  textConsentState,
  textSendTime,
} from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { BookingPhone, BookingTextParams, TextMessageRepository } from '../ports/text-messages.ts';

/** The booking's number as the domain reads it, for storing beside the booking. */
export function bookingPhoneOf(booking: Pick<Booking, 'id' | 'phone'>): BookingPhone {
  const reading = readPhoneNumber(booking.phone);
  return {
    bookingId: booking.id,
    phoneE164: reading.ok ? reading.e164 : null,
    takesTexts: reading.ok && reading.texts !== 'no',
    note: phoneNumberNote(reading),
  };
}

export interface ConsentGiven {
  readonly source: Extract<TextConsentSource, 'booking_form' | 'contact_form' | 'staff'>;
  /** The staff member who read the consent out, for a phone order. */
  readonly staffUserId: string | null;
}

/**
 * A new booking's texts: its number noted, the consent recorded when the customer agreed (the
 * wording their form showed, by version), "booking received" when the number may be texted, and
 * its reminders.
 */
export async function startBookingTexts(
  texts: TextMessageRepository,
  booking: Booking,
  consent: ConsentGiven,
  now: Date,
): Promise<BookingPhone> {
  const phone = bookingPhoneOf(booking);
  await texts.notePhone(phone);
  if (booking.smsOptIn && phone.phoneE164 !== null) {
    const version = currentTextConsentVersion(consent.source);
    await texts.recordConsent({
      kind: 'opt_in',
      phoneE164: phone.phoneE164,
      at: now,
      source: consent.source,
      versionId: version.id,
      text: version.text,
      bookingId: booking.id,
      staffUserId: consent.source === 'staff' ? consent.staffUserId : null,
    });
  }
  await queueBookingText(texts, booking, { kind: 'booking_received' }, { happenedAt: now, now });
  await replanBookingReminders(texts, booking, now);
  return phone;
}

/**
 * The consent a contact form's checkbox gave (decision 0201): recorded for the number when it reads
 * as one, with the form's wording by version; no booking yet, so nothing is queued.
 */
export async function recordFormConsent(
  texts: TextMessageRepository,
  phone: string,
  now: Date,
  source: 'contact_form' | 'booking_form',
): Promise<void> {
  const reading = readPhoneNumber(phone);
  if (!reading.ok || reading.texts === 'no') return;
  const version = currentTextConsentVersion(source);
  await texts.recordConsent({
    kind: 'opt_in',
    phoneE164: reading.e164,
    at: now,
    source,
    versionId: version.id,
    text: version.text,
    bookingId: null,
    staffUserId: null,
  });
}

/**
 * The booking's pending reminders brought in line with the booking as it now stands (its dates,
 * its status): withdrawn, kept or added by the domain's diff, in the caller's transaction.
 */
export async function replanBookingReminders(
  texts: TextMessageRepository,
  booking: Pick<Booking, 'id' | 'status' | 'deliveryDate' | 'pickupDate'>,
  now: Date,
): Promise<void> {
  const changes = replanTextReminders(booking, await texts.reminders(booking.id), now);
  await texts.withdraw(changes.withdraw.map((reminder) => reminder.id));
  for (const reminder of changes.add) {
    await texts.queue({
      kind: 'reminder',
      bookingId: booking.id,
      reminder: reminder.kind,
      key: reminder.key,
      forDate: reminder.forDate,
      dueAt: reminder.dueAt,
    });
  }
}

/**
 * Queues the text for a booking's event when its number may be texted now (the worker checks
 * again when it sends): "On my way", "Delivered" and "Picked up" from dispatch call this in the
 * transaction that records the event. Answers whether a text was queued.
 */
export async function queueBookingText(
  texts: TextMessageRepository,
  booking: Pick<Booking, 'id' | 'phone'>,
  /** A function when making them writes something (a My booking link): only called when queued. */
  params: BookingTextParams | (() => Promise<BookingTextParams>),
  { happenedAt, now }: { readonly happenedAt: Date; readonly now: Date },
): Promise<boolean> {
  const phone = (await texts.bookingPhone(booking.id)) ?? bookingPhoneOf(booking);
  if (phone.phoneE164 === null || !phone.takesTexts) return false;
  if (textConsentState(await texts.consentEvents(phone.phoneE164)) !== 'opted_in') return false;
  const facts = typeof params === 'function' ? await params() : params;
  const when = textSendTime(facts.kind, { happenedAt, now });
  if (!('sendAt' in when)) return false;
  await texts.queue({
    kind: 'booking',
    bookingId: booking.id,
    params: facts,
    happenedAt,
    dueAt: when.sendAt,
  });
  return true;
}
