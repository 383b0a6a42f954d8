// To the business, for every stored booking: every field, the size and date first so it reads on
// a phone's lock screen; Reply-To the customer, so answering reaches them.
import { bookingTypeLabels, mailSubjects } from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';
import type { MailSettings } from '../rendered-mail.ts';
import { quoteRows, rentalRows, signOff } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

/** The facts that have a value. */
function given(rows: readonly [string, string | null][]): [string, string][] {
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

export function bookingNotice(booking: Booking, settings: MailSettings): MailDraft {
  return {
    to: settings.businessEmail,
    // A phone order may have no address (decision 0170): the notice then says to call.
    replyTo: booking.email ? { name: booking.name, address: booking.email } : null,
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
            ['E-mail', booking.email || 'None given (phone order): call the customer'],
            ['Type', bookingTypeLabels[booking.bookingType]],
            // A homeowner has no company or job: the lines are left out, not "(none)".
            ...given([
              ['Company', booking.companyName],
              ['Job number', booking.jobNumber],
              ['Job name', booking.jobName],
            ]),
            ['Text messages', booking.smsOptIn ? 'Yes, agreed to texts' : 'No texts'],
          ],
        },
        { kind: 'heading', text: 'Quote' },
        { kind: 'facts', rows: quoteRows(booking) },
        ...(booking.specialInstructions
          ? [{ kind: 'quote', label: 'Special instructions', text: booking.specialInstructions } as const]
          : []),
        {
          kind: 'paragraph',
          text: booking.email
            ? 'Reply to this e-mail to write to the customer.'
            : 'The customer gave no e-mail address: call them on the number above.',
        },
      ],
      footer: signOff,
    },
  };
}
