// To the visitor who wrote: we have it, and when they will hear from us.
import { business, mailSubjects, supportHours } from '@dumpster/domain';
import type { ContactRequestRecord } from '../../../application/contact-request.ts';
import { signOff } from './common.ts';
import { serviceLabel } from './contact-notice.ts';
import type { MailDraft } from './mail-draft.ts';

export function contactAcknowledgement(request: ContactRequestRecord): MailDraft {
  return {
    to: request.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.contactAcknowledgement(request),
    document: {
      title: `Thanks for writing, ${request.name}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `We have your question about ${serviceLabel(request)} and will call or e-mail you back, usually within one business day (${supportHours}).`,
        },
        {
          kind: 'paragraph',
          text: `In a hurry? Call us at ${business.phoneDisplay}.`,
        },
      ],
      footer: signOff,
    },
  };
}
