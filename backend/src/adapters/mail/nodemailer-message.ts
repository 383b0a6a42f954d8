// A claimed row as nodemailer's message: the stored texts as they are, the row's Message-ID, and
// nothing nodemailer would fetch (no URLs, no files).
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { OutgoingMail } from './outbox-queue.ts';

export function nodemailerMessage(mail: OutgoingMail, from: string): Mail.Options {
  return {
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: { name: mail.replyTo.name, address: mail.replyTo.address } } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: typeof attachment.content === 'string' ? attachment.content : Buffer.from(attachment.content),
      contentType: attachment.contentType,
    })),
    headers: { 'Auto-Submitted': 'auto-generated' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
