// A staff member answers the customer by text (decision 0203): queued in the texts' outbox with
// the staff member's id, due at once, after the business's name (the domain's staffReplyText); a
// number that opted out or takes no texts is refused, and the worker checks the consent again
// when it sends.
import { type StaffTextReply, staffReplyText, type TextConversation } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { conversationOf } from './read-text-conversation.ts';

export type StaffTextReplyOutcome =
  | { readonly ok: true; readonly conversation: TextConversation }
  | { readonly ok: false; readonly refusal: 'not_found' | 'opted_out' | 'no_number' | 'no_consent' };

export class SendStaffTextReply {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  execute(actor: Actor, bookingId: string, reply: StaffTextReply): Promise<StaffTextReplyOutcome> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async (repositories) => {
      const before = await conversationOf(repositories, bookingId);
      if (!before) return { ok: false, refusal: 'not_found' } as const;
      if (before.phoneE164 === null || !before.canReply) {
        const refusal =
          before.consent === 'opted_out'
            ? 'opted_out'
            : before.phoneE164 === null || before.phoneNote !== null
              ? 'no_number'
              : 'no_consent';
        return { ok: false, refusal } as const;
      }
      await repositories.texts.queue({
        kind: 'staff_reply',
        bookingId,
        phoneE164: before.phoneE164,
        body: staffReplyText(reply.body),
        staffUserId: actor.kind === 'staff' ? actor.userId : null,
        at: now,
      });
      const conversation = await conversationOf(repositories, bookingId);
      if (!conversation) return { ok: false, refusal: 'not_found' } as const;
      return { ok: true, conversation } as const;
    });
  }
}
