// Every message the use cases may queue (application/ports/outbox.ts), rendered: the one place
// that maps a kind to its template. Header values pass through headerText. A My booking link is
// rendered as a placeholder and kept as a send-time part (docs/decisions/0160): the worker makes
// the link as the message is sent, so no stored body carries it.
import type { OutboxMessage } from '../../../application/ports/outbox.ts';
import { headerText } from '../header-text.ts';
import { renderHtml, renderText } from '../mail-document.ts';
import type { MailSettings, RenderedMail } from '../rendered-mail.ts';
import { SendTimePartCollector } from '../send-time-parts.ts';
import { bookingChanged } from './booking-changed.ts';
import { bookingConfirmation } from './booking-confirmation.ts';
import { bookingLink } from './booking-link.ts';
import { bookingNotice } from './booking-notice.ts';
import { bookingReminder } from './booking-reminder.ts';
import { bookingStatusChanged } from './booking-status-changed.ts';
import { contactAcknowledgement } from './contact-acknowledgement.ts';
import { contactNotice } from './contact-notice.ts';
import { driverOnMyWay } from './driver-on-my-way.ts';
import { invoiceIssued, invoiceReminder } from './invoice-issued.ts';
import type { MailDraft } from './mail-draft.ts';
import { ownersWeeklySummary } from './owners-weekly-summary.ts';
import { staffPasswordChanged } from './staff-password-changed.ts';
import { textReplyNotice } from './text-reply-notice.ts';

function draftFor(message: OutboxMessage, settings: MailSettings, parts: SendTimePartCollector): MailDraft {
  switch (message.kind) {
    case 'booking-confirmation':
      return bookingConfirmation(message.booking, message.manageLink && parts.manageLink(message.manageLink));
    case 'booking-notice':
      return bookingNotice(message.booking, settings);
    case 'contact-notice':
      return contactNotice(message.request, settings);
    case 'contact-acknowledgement':
      return contactAcknowledgement(message.request);
    case 'booking-status-changed':
      return bookingStatusChanged(message.booking, message.status, message.reason, message.revision);
    case 'booking-changed':
      return bookingChanged(
        { ...message, manageUrl: message.manageLink && parts.manageLink(message.manageLink) },
        settings,
      );
    case 'booking-link':
      return bookingLink(message.booking, parts.manageLink(message.manageLink));
    case 'invoice-issued':
      parts.invoicePdf(message.invoice);
      return invoiceIssued(message.booking, message.invoice);
    case 'invoice-reminder':
      parts.invoicePdf(message.invoice);
      return invoiceReminder(message.booking, message.invoice);
    case 'booking-reminder':
      return bookingReminder(message.booking, message.reminder);
    case 'text-reply-notice':
      return textReplyNotice(message, settings);
    case 'staff-password-changed':
      return staffPasswordChanged(message);
    case 'driver-on-my-way':
      return driverOnMyWay(message.booking, message.part);
    case 'owners-weekly-summary':
      return ownersWeeklySummary(message, settings);
  }
}

export function renderMessage(message: OutboxMessage, settings: MailSettings): RenderedMail {
  const collector = new SendTimePartCollector();
  const draft = draftFor(message, settings, collector);
  const isContact = message.kind === 'contact-notice' || message.kind === 'contact-acknowledgement';
  const text = renderText(draft.document);
  const html = renderHtml(draft.document);
  return {
    kind: message.kind,
    to: draft.to,
    replyTo: draft.replyTo
      ? { name: headerText(draft.replyTo.name, 100), address: draft.replyTo.address }
      : null,
    subject: headerText(draft.subject),
    text,
    html,
    attachments: draft.attachments ?? [],
    // A part its template left out (a cancelled booking's link) is not made at all.
    parts: collector.parts.filter(
      (part) =>
        part.kind === 'invoice-pdf' || text.includes(part.placeholder) || html.includes(part.placeholder),
    ),
    bookingId:
      isContact || message.kind === 'staff-password-changed' || message.kind === 'owners-weekly-summary'
        ? null
        : (message.booking?.id ?? null),
    contactRequestId: isContact ? message.request.id : null,
  };
}
