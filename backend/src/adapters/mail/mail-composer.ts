// Turns a use case's message into the row the outbox stores: rendered now (the texts a booking
// had when it was made, whatever the templates say later), with its own id and the Message-ID
// derived from it, the same on every attempt (docs/decisions/0070).
import { randomUUID } from 'node:crypto';
import { business } from '@dumpster/domain';
import type { OutboxMessage } from '../../application/ports/outbox.ts';
import type { MailSettings, RenderedMail } from './rendered-mail.ts';
import { renderMessage } from './templates/render-message.ts';

export interface QueuedMail extends RenderedMail {
  readonly id: string;
  /** `<id@sending-domain>`: a retry after an unknown outcome is recognisable downstream. */
  readonly messageId: string;
}

export interface MailComposerSettings extends MailSettings {
  /** The domain of MAIL_FROM: Message-IDs are made in the sender's own namespace. */
  readonly messageIdDomain: string;
}

export const defaultMailFrom = `"${business.shortName}" <${business.email}>`;

export const defaultComposerSettings: MailComposerSettings = {
  businessEmail: business.email,
  siteUrl: 'http://localhost:3000',
  messageIdDomain: business.email.slice(business.email.indexOf('@') + 1),
};

export class MailComposer {
  private readonly settings: MailComposerSettings;

  constructor(settings: MailComposerSettings = defaultComposerSettings) {
    this.settings = settings;
  }

  compose(message: OutboxMessage): QueuedMail {
    const id = randomUUID();
    return {
      ...renderMessage(message, this.settings),
      id,
      messageId: `<${id}@${this.settings.messageIdDomain}>`,
    };
  }
}

/** The address part of a From value such as `"Coastal Haul" <info@coastalhaul.example>`. */
export function mailDomainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const at = address.lastIndexOf('@');
  return at >= 0 ? address.slice(at + 1).trim() : 'localhost';
}
