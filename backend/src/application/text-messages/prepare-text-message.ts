// A claimed text made ready to send, or settled without a send (docs/decisions/0200, 0201), in
// one transaction read just before the send: the booking as it is now, its number and the
// number's consent. So a STOP that arrived after the text was queued is honoured; a reminder
// whose customer cannot be texted becomes the reminder e-mail, queued in the same transaction
// that records it done; a reminder that comes due in the quiet hours is held to 8 AM, one whose
// day has come is withdrawn; every text is worded here, from the booking as it now stands.
import {
  type BookingTextKind,
  type BookingTextMessage,
  customerMessageChannel,
  reminderSendDecision,
  renderBookingText,
  type TextConsentState,
  type TextMessageKind,
  textConsentState,
  textReminderKinds,
} from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { AccessLinks } from '../my-booking/access-links.ts';
import type { Clock } from '../ports/clock.ts';
import type { BookingPhone, ClaimedTextRow, TextSettlement } from '../ports/text-messages.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';
import { bookingPhoneOf } from './booking-text-queue.ts';

export type PreparedText =
  | {
      readonly kind: 'send';
      readonly to: string;
      readonly body: string;
      /** The kind whose retry rules apply (decision 0156): a staff reply retries as an answer. */
      readonly deliveryKind: TextMessageKind;
    }
  | { readonly kind: 'settled'; readonly settlement: TextSettlement }
  /** Another worker holds the text now: nothing was written. */
  | { readonly kind: 'lost' };

class LeaseLost extends Error {}

const isReminder = (kind: string): kind is (typeof textReminderKinds)[number] =>
  (textReminderKinds as readonly string[]).includes(kind);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export class PrepareTextMessage {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;
  /** Makes the "delivered" text's My booking link from the token the status change stored. */
  private readonly links: AccessLinks;
  /** Where a "delivered" text points when no link was stored. */
  private readonly siteUrl: string;

  constructor(unitOfWork: UnitOfWork, clock: Clock, links: AccessLinks, siteUrl: string) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
    this.links = links;
    this.siteUrl = siteUrl;
  }

  async execute(row: ClaimedTextRow, worker: string): Promise<PreparedText> {
    try {
      return await this.unitOfWork.transaction(async (repositories) => {
        const prepared = await this.prepare(row, repositories);
        if (
          prepared.kind === 'settled' &&
          !(await repositories.texts.settle(row.id, worker, prepared.settlement))
        )
          throw new LeaseLost();
        return prepared;
      });
    } catch (error) {
      if (error instanceof LeaseLost) return { kind: 'lost' };
      throw error;
    }
  }

  private async prepare(row: ClaimedTextRow, repositories: TransactionRepositories): Promise<PreparedText> {
    const { texts, bookings } = repositories;
    const booking = row.bookingId ? await bookings.findById(row.bookingId) : undefined;
    const phone: Pick<BookingPhone, 'phoneE164' | 'takesTexts'> | null = row.phoneE164
      ? { phoneE164: row.phoneE164, takesTexts: true }
      : booking
        ? ((await texts.bookingPhone(booking.id)) ?? bookingPhoneOf(booking))
        : null;
    const consent: TextConsentState = phone?.phoneE164
      ? textConsentState(await texts.consentEvents(phone.phoneE164))
      : 'never_asked';
    const settled = (settlement: TextSettlement): PreparedText => ({ kind: 'settled', settlement });

    if (row.kind === 'staff_reply') {
      if (!phone?.phoneE164 || consent === 'opted_out' || row.body === null) {
        return settled({ kind: 'withdrawn', note: 'not sent: the number opted out of texts' });
      }
      return { kind: 'send', to: phone.phoneE164, body: row.body, deliveryKind: 'booking_received' };
    }
    if (!booking) return settled({ kind: 'withdrawn', note: 'not sent: the booking is gone' });

    if (isReminder(row.kind)) {
      const forDate = text(row.params.forDate) ?? '';
      const decision = reminderSendDecision({ forDate }, this.clock.now());
      if (!decision.send) {
        return 'holdUntil' in decision
          ? settled({ kind: 'hold', until: decision.holdUntil })
          : settled({ kind: 'withdrawn', note: 'not sent: the day it was about has come' });
      }
      const channel = customerMessageChannel({
        consent,
        phoneE164: phone?.phoneE164 ?? null,
        phoneTakesTexts: phone?.takesTexts ?? false,
        email: booking.email,
      });
      if (channel === 'email') {
        await repositories.outbox.enqueue({ kind: 'booking-reminder', booking, reminder: row.kind });
        return settled({ kind: 'done', channel: 'email', note: null });
      }
      if (channel === 'none') {
        return settled({
          kind: 'done',
          channel: 'none',
          note: 'neither a number to text nor an e-mail address',
        });
      }
    } else if (consent !== 'opted_in' || !phone?.phoneE164 || !phone.takesTexts) {
      return settled({ kind: 'withdrawn', note: 'not sent: the number is not opted in to texts' });
    }
    const to = phone?.phoneE164;
    if (!to) return settled({ kind: 'withdrawn', note: 'not sent: no number to text' });
    const message = await this.messageOf(row, booking, repositories);
    const rendered = renderBookingText(message, {
      customer: booking,
      firstTextToNumber: (await texts.sentCount(to)) === 0,
    });
    return { kind: 'send', to, body: rendered.body, deliveryKind: message.kind };
  }

  /** The domain's message for the row's event, with the booking's facts as they are now. */
  private async messageOf(
    row: ClaimedTextRow,
    booking: Booking,
    { accessTokens }: TransactionRepositories,
  ): Promise<BookingTextMessage> {
    const { params } = row;
    const kind = row.kind as BookingTextKind;
    const size = booking.dumpsterSize;
    switch (kind) {
      case 'booking_received':
        return { kind, reference: booking.reference, size, deliveryDate: booking.deliveryDate };
      case 'booking_confirmed':
      case 'delivery_reminder': {
        const window = text(params.window);
        return {
          kind,
          size,
          deliveryDate: booking.deliveryDate,
          window: window === 'morning' || window === 'afternoon' ? window : null,
        };
      }
      case 'on_my_way': {
        const stop = text(params.stop);
        return { kind, size, stop: stop === 'pickup' || stop === 'swap' ? stop : 'delivery' };
      }
      case 'delivered': {
        const tokenId = text(params.manageLinkTokenId);
        return {
          kind,
          size,
          deliveredAt: new Date(text(params.deliveredAt) ?? row.happenedAt.toISOString()),
          pickupDate: booking.pickupDate,
          myBookingLink: tokenId ? await this.links.sendTimeUrl(accessTokens, { tokenId }) : this.siteUrl,
        };
      }
      case 'pickup_reminder':
        return { kind, pickupDate: booking.pickupDate };
      case 'picked_up':
        return { kind, invoiceLink: text(params.invoiceLink) };
    }
  }
}
