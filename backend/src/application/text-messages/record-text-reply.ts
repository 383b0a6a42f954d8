// The customers' replies (docs/decisions/0155, 0202), one transaction each: the reply recorded
// once per MessageSid in its number's newest booking's conversation, the number's consent read
// and changed in the same transaction (STOP and its synonyms opt out at once, so every pending
// text finds the number opted out when it comes due; START, and YES from an opted-out number,
// opt back in with the 'keyword' wording as the consent's record), HELP answered, and any reply
// with more to say sent to the office by e-mail. The answer is the TwiML text, or none when the
// body was exactly a keyword: Twilio's Advanced Opt-Out has answered it already.
import {
  currentTextConsentVersion,
  helpAnswerText,
  type InboundReplyReading,
  optInConfirmationText,
  optOutConfirmationText,
  readPhoneNumber,
  textConsentState,
} from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { Clock } from '../ports/clock.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';
import type { InboundTextReply, ReceiveTextReply, TextReplyAnswer } from './receive-text-reply.ts';

function answerFor(reading: InboundReplyReading, booking: Booking | undefined): string | null {
  if (reading.exactKeyword) return null;
  switch (reading.intent) {
    case 'help':
      return helpAnswerText();
    case 'opt_out':
      return optOutConfirmationText({ remindersByEmail: Boolean(booking?.email) });
    case 'opt_in':
      return optInConfirmationText();
    case 'other':
      return null;
  }
}

export class RecordTextReply implements ReceiveTextReply {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  receive({ message, reading }: InboundTextReply): Promise<TextReplyAnswer> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async (repositories) => {
      const { texts, bookings } = repositories;
      const phone = message.from;
      const optedOut = textConsentState(await texts.consentEvents(phone)) === 'opted_out';
      const read = reading(optedOut);
      const [bookingId] = await texts.bookingsOfPhone(phone);
      const booking = bookingId ? await bookings.findById(bookingId) : undefined;
      const recorded = await texts.recordInbound({
        messageSid: message.messageSid,
        phoneE164: phone,
        bookingId: booking?.id ?? null,
        body: message.body,
        intent: read.intent,
        media: message.media,
        receivedAt: now,
      });
      // A webhook called again for the same message changes nothing and answers the same.
      if (recorded) await this.act(repositories, { phone, read, optedOut, booking, body: message.body, now });
      return { answer: answerFor(read, booking) };
    });
  }

  private async act(
    { texts, outbox }: TransactionRepositories,
    reply: {
      readonly phone: string;
      readonly read: InboundReplyReading;
      readonly optedOut: boolean;
      readonly booking: Booking | undefined;
      readonly body: string;
      readonly now: Date;
    },
  ): Promise<void> {
    const { phone, read, optedOut, booking, now } = reply;
    const bookingId = booking?.id ?? null;
    if (read.intent === 'opt_out' && !optedOut) {
      await texts.recordConsent({
        kind: 'opt_out',
        phoneE164: phone,
        at: now,
        source: 'keyword',
        bookingId,
        staffUserId: null,
      });
    }
    if (read.intent === 'opt_in') {
      const version = currentTextConsentVersion('keyword');
      await texts.recordConsent({
        kind: 'opt_in',
        phoneE164: phone,
        at: now,
        source: 'keyword',
        versionId: version.id,
        text: version.text,
        bookingId,
        staffUserId: null,
      });
    }
    if (read.forStaff) {
      const reading = readPhoneNumber(phone);
      await outbox.enqueue({
        kind: 'text-reply-notice',
        from: reading.ok ? reading.display : phone,
        body: reply.body,
        booking: booking ?? null,
        mentionsOptOut: read.mentionsOptOut,
      });
    }
  }
}
