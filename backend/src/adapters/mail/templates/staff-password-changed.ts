// To a staff account whose password someone else set (decision 0164): who did it and when, and
// what to do if it was not expected. Never the password.
import { business, businessDateTimeAt, mailSubjects } from '@dumpster/domain';
import type { OutboxMessage } from '../../../application/ports/outbox.ts';
import { signOff } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export function staffPasswordChanged(
  message: Extract<OutboxMessage, { kind: 'staff-password-changed' }>,
): MailDraft {
  const who = message.changedBy ? `${message.changedBy} (an owner)` : 'the server’s users command';
  return {
    to: message.account.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.staffPasswordChanged(),
    document: {
      title: 'Your back-office password was changed',
      blocks: [
        {
          kind: 'paragraph',
          text: `${message.account.name}, the password of your back-office account was set by ${who} on ${businessDateTimeAt(message.at)} (Florida time). Every session of your account has ended.`,
        },
        {
          kind: 'paragraph',
          text: `Did not expect this? Call the business at ${business.phoneDisplay} at once.`,
        },
      ],
      footer: signOff,
    },
  };
}
