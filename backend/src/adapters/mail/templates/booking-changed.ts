// The customer extended, rescheduled or cancelled on their booking page: a note to them (with
// their link) and one to the business (Reply-To the customer), each saying what changed.
import { business, formatUsd, mailSubjects } from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';
import type { BookingRevision, MessageAudience } from '../../../application/ports/outbox.ts';
import type { MailSettings } from '../rendered-mail.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { dateLabel, quoteRows, rentalRows, signOff } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

type Change = 'extended' | 'shortened' | 'rescheduled' | 'cancelled';

function whatChanged(change: Change, booking: Booking, previous: Booking): string {
  switch (change) {
    case 'extended':
    case 'shortened':
      return `Pickup moved from ${dateLabel(previous.pickupDate)} to ${dateLabel(booking.pickupDate)}. New total ${formatUsd(booking.quote.totalCents)} (was ${formatUsd(previous.quote.totalCents)}).`;
    case 'rescheduled':
      return `Delivery moved from ${dateLabel(previous.deliveryDate)} to ${dateLabel(booking.deliveryDate)}; pickup is now ${dateLabel(booking.pickupDate)}.`;
    case 'cancelled':
      return `The booking for delivery on ${dateLabel(previous.deliveryDate)} is cancelled.`;
  }
}

const verbs: Record<Change, string> = {
  extended: 'extended',
  shortened: 'shortened',
  rescheduled: 'rescheduled',
  cancelled: 'cancelled',
};

export function bookingChanged(
  input: {
    audience: MessageAudience;
    change: Change;
    booking: Booking;
    previous: Booking;
    manageUrl: string | null;
    revision: BookingRevision;
    madeBy?: 'customer' | 'staff' | undefined;
  },
  settings: MailSettings,
): MailDraft {
  const { audience, change, booking, previous, manageUrl, revision, madeBy } = input;
  const summary = whatChanged(change, booking, previous);
  if (audience === 'business') {
    return {
      to: settings.businessEmail,
      replyTo: { name: booking.name, address: booking.email },
      subject: mailSubjects.bookingChangedNotice(booking, change),
      document: {
        title: `${booking.name} ${verbs[change]} booking ${booking.reference}`,
        blocks: [
          { kind: 'paragraph', text: summary },
          {
            kind: 'facts',
            rows: [...rentalRows(booking), ['Phone', booking.phone], ['E-mail', booking.email]],
          },
          ...(change === 'cancelled' ? [] : [{ kind: 'facts', rows: quoteRows(booking) } as const]),
        ],
        footer: signOff,
      },
    };
  }
  return {
    to: booking.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.bookingChanged(booking, change),
    document: {
      title: `Your booking is ${verbs[change]}`,
      blocks: [
        { kind: 'paragraph', text: summary },
        { kind: 'facts', rows: rentalRows(booking) },
        ...(change === 'cancelled' ? [] : [{ kind: 'facts', rows: quoteRows(booking) } as const]),
        ...(manageUrl && change !== 'cancelled'
          ? [{ kind: 'link', label: 'See or change your booking', url: manageUrl } as const]
          : []),
        {
          kind: 'paragraph',
          // Staff made it on the phone with the customer (decision 0176): nothing to disown.
          text:
            madeBy === 'staff'
              ? `We made this change as agreed with you. Questions? Call us at ${business.phoneDisplay}.`
              : `Did not make this change? Call us right away at ${business.phoneDisplay}.`,
        },
      ],
      footer: signOff,
    },
    // The customer's calendar follows: the moved events, or both withdrawn (decision 0127).
    attachments: [bookingCalendar(booking, { revision, cancelled: change === 'cancelled' })],
  };
}
