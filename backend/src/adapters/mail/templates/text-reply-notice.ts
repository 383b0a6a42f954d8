// To the business, for every customer's text that needs a person (decision 0202): who wrote,
// which booking, the words as written, and where to answer (the booking's page in the back office).
import { mailSubjects } from '@dumpster/domain';
import type { OutboxMessage } from '../../../application/ports/outbox.ts';
import type { MailSettings } from '../rendered-mail.ts';
import { dateLabel, signOff } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

type TextReplyNotice = Extract<OutboxMessage, { kind: 'text-reply-notice' }>;

export function textReplyNotice(notice: TextReplyNotice, settings: MailSettings): MailDraft {
  const { booking } = notice;
  return {
    to: settings.businessEmail,
    replyTo: null,
    subject: mailSubjects.textReplyNotice({ from: notice.from, reference: booking?.reference ?? null }),
    document: {
      title: `A text from ${booking ? booking.name : notice.from}`,
      blocks: [
        {
          kind: 'facts',
          rows: booking
            ? [
                ['From', `${booking.name}, ${notice.from}`],
                ['Booking', `${booking.reference}, delivery ${dateLabel(booking.deliveryDate)}`],
              ]
            : [['From', `${notice.from} (no booking with this number)`]],
        },
        {
          kind: 'quote',
          label: 'Text',
          text: notice.body === '' ? '(no words: a picture only)' : notice.body,
        },
        ...(notice.mentionsOptOut
          ? [
              {
                kind: 'paragraph' as const,
                text: 'The text uses a word like "cancel" or "stop" in a sentence: texts to this number go on. Call to ask what they meant.',
              },
            ]
          : []),
        {
          kind: 'paragraph',
          text: booking
            ? `Answer it from the booking's page in the back office: ${new URL(`/admin/bookings/${booking.id}`, settings.siteUrl).href}`
            : 'Answer it by calling the number back.',
        },
      ],
      footer: signOff,
    },
  };
}
