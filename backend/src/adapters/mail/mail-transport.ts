// Where a claimed message goes: an SMTP server, or files on disk when none is configured.
import type { OutgoingMail } from './outbox-queue.ts';

/** A send that failed; `permanent` when trying again cannot help (5xx on the recipient). */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly permanent: boolean;

  constructor(message: string, permanent: boolean, options?: ErrorOptions) {
    super(message, options);
    this.permanent = permanent;
  }
}

export interface MailTransport {
  /** Resolves once the message is accepted; rejects with DeliveryError. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
