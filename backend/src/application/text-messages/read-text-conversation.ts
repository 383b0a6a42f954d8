// A booking's text conversation for staff (decision 0203): its number as read, the number's
// consent, and every text both ways, oldest first.
import { type TextConversation, textConsentState } from '@dumpster/domain';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';
import { bookingPhoneOf } from './booking-text-queue.ts';

/** The conversation as it stands, read in the caller's transaction; undefined without the booking. */
export async function conversationOf(
  { bookings, texts }: TransactionRepositories,
  bookingId: string,
): Promise<TextConversation | undefined> {
  const booking = await bookings.findById(bookingId);
  if (!booking) return undefined;
  const phone = (await texts.bookingPhone(booking.id)) ?? bookingPhoneOf(booking);
  const consent = phone.phoneE164
    ? textConsentState(await texts.consentEvents(phone.phoneE164))
    : 'never_asked';
  const messages = await texts.conversation(booking.id, phone.phoneE164);
  return {
    phone: booking.phone,
    phoneE164: phone.phoneE164,
    phoneNote: phone.note,
    consent,
    // Only to a number that agreed to texts, or that wrote to us (a reply answers it), and never
    // after a STOP.
    canReply:
      phone.phoneE164 !== null &&
      phone.takesTexts &&
      consent !== 'opted_out' &&
      (consent === 'opted_in' || messages.some((message) => message.direction === 'in')),
    messages: messages.map((message) => ({ ...message, at: message.at.toISOString() })),
  };
}

export class ReadTextConversation {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  execute(bookingId: string): Promise<TextConversation | undefined> {
    return this.unitOfWork.transaction((repositories) => conversationOf(repositories, bookingId));
  }
}
