// Send-time parts (docs/decisions/0160): what a queued message must not keep in its stored row is
// made by the delivery worker just before the message goes out. The row keeps a reference in
// `outbox_messages.parts` and, for a part that sits in the text, a placeholder in both bodies;
// the worker asks each part's resolver for its value and puts it in place (HTML-escaped in the
// HTML body), or, for an attachment part, attaches what the resolver made. Today's one kind is the
// customer's My booking link (a database copy must open no booking); an attachment made at send
// time from the record it shows (an invoice PDF) is a kind with an attachment value.
import { randomBytes } from 'node:crypto';
import type { ManageLinkReference } from '../../application/ports/outbox.ts';
import { escapeHtml } from './mail-document.ts';
import type { MailAttachment, MailContent, SendTimePart } from './rendered-mail.ts';

/** What a resolver makes of a part: text for its placeholder, or an attachment. */
export type SendTimeValue = { readonly text: string } | { readonly attachment: MailAttachment };

/** A message with a part no resolver makes fails its attempt (and is retried): never sent without it. */
export type SendTimeResolvers = {
  readonly [Kind in SendTimePart['kind']]?: (
    part: Extract<SendTimePart, { kind: Kind }>,
  ) => Promise<SendTimeValue>;
};

/**
 * A placeholder no sender can have typed: random, and made only of characters that neither the
 * HTML nor the text rendering changes.
 */
export function newPlaceholder(): string {
  return `{{send-time-part:${randomBytes(12).toString('hex')}}}`;
}

/** Collects the parts of one message as its templates are rendered. */
export class SendTimePartCollector {
  readonly parts: SendTimePart[] = [];

  /** The placeholder a template puts where the link goes. */
  manageLink(reference: ManageLinkReference): string {
    const placeholder = newPlaceholder();
    this.parts.push({ kind: 'manage-link', placeholder, tokenId: reference.tokenId });
    return placeholder;
  }

  /** The invoice's PDF, attached as the message is sent (decision 0197). */
  invoicePdf(invoice: { readonly id: string; readonly number: string }): void {
    this.parts.push({
      kind: 'invoice-pdf',
      placeholder: newPlaceholder(),
      invoiceId: invoice.id,
      number: invoice.number,
    });
  }
}

/** A stored message with its send-time parts. */
export interface MailWithParts extends MailContent {
  readonly parts: readonly SendTimePart[];
}

export class SendTimeParts {
  private readonly resolvers: SendTimeResolvers;

  constructor(resolvers: SendTimeResolvers) {
    this.resolvers = resolvers;
  }

  /** The message as it goes out: every placeholder replaced, every attachment part attached. */
  async fill<Mail extends MailWithParts>(mail: Mail): Promise<Omit<Mail, 'parts'>> {
    let { text, html } = mail;
    const attachments = [...mail.attachments];
    for (const part of mail.parts) {
      const value = await this.resolve(part);
      if ('attachment' in value) {
        attachments.push(value.attachment);
        continue;
      }
      text = text.replaceAll(part.placeholder, value.text);
      html = html.replaceAll(part.placeholder, escapeHtml(value.text));
    }
    const { parts: _parts, ...content } = mail;
    return { ...content, text, html, attachments };
  }

  private resolve(part: SendTimePart): Promise<SendTimeValue> {
    const resolver = this.resolvers[part.kind] as
      | ((part: SendTimePart) => Promise<SendTimeValue>)
      | undefined;
    if (!resolver) throw new Error(`no resolver for the send-time part "${String(part.kind)}"`);
    return resolver(part);
  }
}
