// To the customer, when staff replaced their booking link: the old one no longer opens anything.
import { business, mailSubjects } from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';
import { rentalRows, signOff } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export function bookingLink(booking: Booking, manageUrl: string): MailDraft {
  return {
    to: booking.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.bookingLink(booking),
    document: {
      title: 'Your new booking link',
      blocks: [
        {
          kind: 'paragraph',
          text: `${booking.name}, here is a new link to see or change your booking. Any link we sent before no longer works.`,
        },
        { kind: 'link', label: 'See or change your booking', url: manageUrl },
        { kind: 'facts', rows: rentalRows(booking) },
        {
          kind: 'paragraph',
          text: `Did not ask for this? Call us at ${business.phoneDisplay}.`,
        },
      ],
      footer: signOff,
    },
  };
}
