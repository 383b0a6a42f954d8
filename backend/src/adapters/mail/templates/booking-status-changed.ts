// To the customer, when staff confirm or cancel their booking in the back office.
import { business, mailSubjects } from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';
import type { BookingRevision } from '../../../application/ports/outbox.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { dateLabel, rentalRows, signOff, sizeLabel } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export function bookingStatusChanged(
  booking: Booking,
  status: 'confirmed' | 'cancelled',
  reason: string | null,
  revision: BookingRevision,
): MailDraft {
  const confirmed = status === 'confirmed';
  return {
    to: booking.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.bookingStatusChanged(booking, status),
    document: {
      title: confirmed ? 'Your booking is confirmed' : 'Your booking is cancelled',
      blocks: [
        {
          kind: 'paragraph',
          text: confirmed
            ? `Good news, ${booking.name}: your ${sizeLabel(booking)} will arrive on ${dateLabel(booking.deliveryDate)}.`
            : `${booking.name}, we have cancelled your booking ${booking.reference}. Nothing will be delivered.`,
        },
        ...(reason ? [{ kind: 'quote', label: 'Our note', text: reason } as const] : []),
        { kind: 'facts', rows: rentalRows(booking) },
        {
          kind: 'paragraph',
          text: confirmed
            ? `Questions? Call ${business.phoneDisplay} and mention ${booking.reference}.`
            : `If this is a surprise, or you would like to book again, call ${business.phoneDisplay}.`,
        },
      ],
      footer: signOff,
    },
    // A cancellation withdraws the confirmation's events from the customer's calendar (decision
    // 0127); a confirmation changes no date, so it sends none.
    ...(confirmed ? {} : { attachments: [bookingCalendar(booking, { revision, cancelled: true })] }),
  };
}
