import type { MailDocument } from '../mail-document.ts';
import type { MailAddress, MailAttachment } from '../rendered-mail.ts';

/** A template's answer: who it goes to and what it says, before rendering. */
export interface MailDraft {
  readonly to: string;
  readonly replyTo: MailAddress | null;
  readonly subject: string;
  readonly document: MailDocument;
  readonly attachments?: readonly MailAttachment[];
}
