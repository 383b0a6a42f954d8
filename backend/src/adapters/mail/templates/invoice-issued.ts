// To the customer when staff finalise the invoice (decision 0197), and weekly while it is overdue:
// what changed since the quote and why (the domain's sentences), the total, the due date and
// the terms, with the invoice's PDF attached as the e-mail is sent (a send-time part).
import { business, formatUsd, invoiceTermsText, mailSubjects } from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';
import type { InvoiceMailFacts } from '../../../application/ports/outbox.ts';
import { dateLabel, rentalRows, signOff } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export function invoiceIssued(booking: Booking, invoice: InvoiceMailFacts): MailDraft {
  return {
    to: booking.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.invoiceIssued({ number: invoice.number, reference: booking.reference }),
    document: {
      title: `Invoice ${invoice.number}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${booking.name}, thank you for renting with us. Your invoice ${invoice.number} is attached as a PDF.`,
        },
        { kind: 'heading', text: 'What changed since your quote, and why' },
        { kind: 'list', items: invoice.changes },
        {
          kind: 'facts',
          rows: [
            ['Invoice', invoice.number],
            ['Invoice date', dateLabel(invoice.issueDate)],
            ['Total', formatUsd(invoice.totalCents)],
            ['Balance due', formatUsd(Math.max(0, invoice.balanceCents))],
            ['Due by', dateLabel(invoice.dueDate)],
          ],
        },
        { kind: 'facts', rows: rentalRows(booking) },
        {
          kind: 'paragraph',
          text: `We accept cash, check, credit card and debit card. To pay or ask about a charge, call us at ${business.phoneDisplay}.`,
        },
        { kind: 'paragraph', text: invoiceTermsText },
      ],
      footer: signOff,
    },
  };
}

export function invoiceReminder(booking: Booking, invoice: InvoiceMailFacts): MailDraft {
  return {
    to: booking.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.invoiceReminder({ number: invoice.number }),
    document: {
      title: `Invoice ${invoice.number} is past due`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${booking.name}, a friendly reminder: invoice ${invoice.number} was due on ${dateLabel(invoice.dueDate)} and ${formatUsd(invoice.balanceCents)} is still open. If you have already paid, thank you, and please ignore this message.`,
        },
        {
          kind: 'facts',
          rows: [
            ['Invoice', invoice.number],
            ['Balance due', formatUsd(invoice.balanceCents)],
            ['Was due', dateLabel(invoice.dueDate)],
            ['Booking reference', booking.reference],
          ],
        },
        {
          kind: 'paragraph',
          text: `The invoice is attached. We accept cash, check, credit card and debit card; call us at ${business.phoneDisplay} to pay or with any question.`,
        },
      ],
      footer: signOff,
    },
  };
}
