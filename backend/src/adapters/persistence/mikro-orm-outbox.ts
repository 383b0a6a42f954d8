// The outbox of one transaction: each message rendered and inserted as a row beside the
// booking or request it is about, so both commit or neither does (docs/decisions/0070); what is
// made at send time is stored as a reference (`parts`, docs/decisions/0160).
import type { Outbox, OutboxMessage } from '../../application/ports/outbox.ts';
import type { MailComposer } from '../mail/mail-composer.ts';
import { OutboxMessageEntity } from './entities/outbox-message-entity.ts';
import { insertRow } from './row-insert.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

export class MikroOrmOutbox implements Outbox {
  private readonly em: TransactionEntityManager;
  private readonly composer: MailComposer;

  constructor(em: TransactionEntityManager, composer: MailComposer) {
    this.em = em;
    this.composer = composer;
  }

  async enqueue(message: OutboxMessage): Promise<void> {
    const mail = this.composer.compose(message);
    // A booking taken by phone without an e-mail address (decision 0170): its customer's messages
    // have no one to go to, so none is queued (staff tell the customer; the notice still goes).
    if (mail.to === '') return;
    await insertRow(this.em, OutboxMessageEntity, {
      id: mail.id,
      kind: mail.kind,
      messageId: mail.messageId,
      recipient: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: mail.attachments,
      parts: mail.parts,
      booking: mail.bookingId,
      contactRequest: mail.contactRequestId,
    });
  }
}
