// To the business, for every stored booking: every field, the size and date first so it reads on
// a phone's lock screen; Reply-To the customer, so answering reaches them.
import { mailSubjects } from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';
import type { MailSettings } from '../rendered-mail.ts';
import { absent, quoteRows, rentalRows, signOff } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export function bookingNotice(booking: Booking, settings: MailSettings): MailDraft {
  return {
    to: settings.businessEmail,
    replyTo: { name: booking.name, address: booking.email },
    subject: mailSubjects.bookingNotice({ ...booking, totalCents: booking.quote.totalCents }),
    document: {
      title: `New booking from ${booking.name}`,
      blocks: [
        { kind: 'facts', rows: rentalRows(booking) },
        { kind: 'heading', text: 'Customer' },
        {
          kind: 'facts',
          rows: [
            ['Name', booking.name],
            ['Phone', booking.phone],
            ['E-mail', booking.email],
            ['Type', booking.bookingType === 'commercial' ? 'Commercial' : 'Residential'],
            ['Company', absent(booking.companyName)],
            ['Job number', absent(booking.jobNumber)],
            ['Job name', absent(booking.jobName)],
            ['Text messages', booking.smsOptIn ? 'Yes, agreed to texts' : 'No texts'],
          ],
        },
        { kind: 'heading', text: 'Quote' },
        { kind: 'facts', rows: quoteRows(booking) },
        { kind: 'quote', label: 'Special instructions', text: absent(booking.specialInstructions) },
        { kind: 'paragraph', text: 'Reply to this e-mail to write to the customer.' },
      ],
      footer: signOff,
    },
  };
}
