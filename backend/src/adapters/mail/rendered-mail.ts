// An e-mail as the outbox stores it: rendered when it was queued, sent as is but for its send-time
// parts (docs/decisions/0070, 0160).
import type { ManageLinkReference, OutboxMessage } from '../../application/ports/outbox.ts';

export interface MailAddress {
  readonly name: string;
  readonly address: string;
}

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** UTF-8 text (an .ics file), or bytes made at send time (an invoice's PDF, never stored). */
  readonly content: string | Uint8Array;
}

/** What goes out: the addresses, the subject, both bodies and the attachments. */
export interface MailContent {
  readonly to: string;
  readonly replyTo: MailAddress | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly MailAttachment[];
}

/** One part of a stored message that is made at send time (send-time-parts.ts, decision 0160). */
export type SendTimePart =
  | ({
      readonly kind: 'manage-link';
      /** Stands in both bodies where the link goes. */
      readonly placeholder: string;
    } & ManageLinkReference)
  /** An invoice's PDF, rendered from the invoice as the message is sent (decision 0197). */
  | {
      readonly kind: 'invoice-pdf';
      /** Unused in the bodies: the part is an attachment. */
      readonly placeholder: string;
      readonly invoiceId: string;
      readonly number: string;
    };

export interface RenderedMail extends MailContent {
  readonly kind: OutboxMessage['kind'];
  /** Made when the message is sent; their placeholders stand in the bodies until then. */
  readonly parts: readonly SendTimePart[];
  readonly bookingId: string | null;
  readonly contactRequestId: string | null;
}

/** What a template needs beyond the message: where the business reads its mail, and the site. */
export interface MailSettings {
  readonly businessEmail: string;
  readonly siteUrl: string;
}
