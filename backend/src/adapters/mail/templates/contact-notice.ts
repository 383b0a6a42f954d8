// To the business, for every contact request: the service in the subject, the visitor's words
// as they wrote them; Reply-To the visitor.
import { contactServiceOptions, mailSubjects } from '@dumpster/domain';
import type { ContactRequestRecord } from '../../../application/contact-request.ts';
import type { MailSettings } from '../rendered-mail.ts';
import { signOff } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export const serviceLabel = (request: ContactRequestRecord) =>
  contactServiceOptions.find((option) => option.value === request.service)?.label ?? request.service;

export function contactNotice(request: ContactRequestRecord, settings: MailSettings): MailDraft {
  return {
    to: settings.businessEmail,
    replyTo: { name: request.name, address: request.email },
    subject: mailSubjects.contactNotice(request),
    document: {
      title: `${request.name} asked about ${serviceLabel(request)}`,
      blocks: [
        {
          kind: 'facts',
          rows: [
            ['Service', serviceLabel(request)],
            ['Name', request.name],
            ['Phone', request.phone],
            ['E-mail', request.email],
            ['Text messages', request.smsOptIn ? 'Yes, agreed to texts' : 'No texts'],
          ],
        },
        { kind: 'quote', label: 'Message', text: request.message === '' ? '(no message)' : request.message },
        { kind: 'paragraph', text: 'Reply to this e-mail to write to the visitor.' },
      ],
      footer: signOff,
    },
  };
}
