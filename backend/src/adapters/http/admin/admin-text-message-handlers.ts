// A booking's text conversation in the back office (decision 0203): read it, answer the customer.
import { textReplyRefusals } from '@dumpster/domain';
import type { adminTextMessagesApi } from '@dumpster/domain/api';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

const noSuchBooking = () => problem(404, 'not_found', 'There is no such booking.');

export function adminTextMessageHandlers(deps: AdminDependencies): HandlersOf<typeof adminTextMessagesApi> {
  return {
    adminGetTextConversation: async ({ params }) => {
      const conversation = await deps.texts.conversation.execute(params.id);
      return conversation ? { status: 200, body: conversation } : noSuchBooking();
    },
    adminSendTextReply: async ({ params, body }, { session }) => {
      const outcome = await deps.texts.reply.execute(staffActor(session.user), params.id, body);
      if (outcome.ok) return { status: 200, body: outcome.conversation };
      if (outcome.refusal === 'not_found') return noSuchBooking();
      return problem(409, 'conflict', textReplyRefusals[outcome.refusal]);
    },
  };
}
