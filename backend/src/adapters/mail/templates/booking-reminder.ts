// The day-before reminder by e-mail (decision 0201): what the reminder text says, for a customer
// who did not agree to texts, opted out since, or whose number takes none.
import { business, mailSubjects } from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';
import { dateLabel, fullAddress, rentalRows, signOff, sizeLabel } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export function bookingReminder(
  booking: Booking,
  reminder: 'delivery_reminder' | 'pickup_reminder',
): MailDraft {
  const delivery = reminder === 'delivery_reminder';
  return {
    to: booking.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.bookingReminder(booking, reminder),
    document: {
      title: delivery ? 'Your dumpster arrives tomorrow' : 'We pick up your dumpster tomorrow',
      blocks: [
        {
          kind: 'paragraph',
          text: delivery
            ? `${booking.name}, your ${sizeLabel(booking)} arrives tomorrow, ${dateLabel(booking.deliveryDate)}, at ${fullAddress(booking)}.`
            : `${booking.name}, we pick up your dumpster tomorrow, ${dateLabel(booking.pickupDate)}, at ${fullAddress(booking)}.`,
        },
        {
          kind: 'paragraph',
          text: delivery
            ? 'Please keep the driveway clear (no cars or trailers in the way).'
            : 'Please keep the box reachable and free of prohibited items (tires, batteries, paint, appliances).',
        },
        { kind: 'facts', rows: rentalRows(booking) },
        { kind: 'paragraph', text: `Questions or a change? Call us at ${business.phoneDisplay}.` },
      ],
      footer: signOff,
    },
  };
}
