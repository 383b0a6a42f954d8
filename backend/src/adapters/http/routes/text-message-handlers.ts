// The inbound text route's handler (docs/decisions/0155): by the time it runs, the signature was
// checked and the fields parsed by the declared schema (twilioInboundMessageSchema). It reads the
// reply with the domain's keyword reading and passes both to the ReceiveTextReply use case, then
// answers TwiML. Not mounted yet: the use case comes with the integration.
import { readInboundReply } from '@dumpster/domain';
import type { textMessagesApi } from '@dumpster/domain/api';
import type { ReceiveTextReply } from '../../../application/text-messages/receive-text-reply.ts';
import type { HandlersOf } from '../routing/route-handler.ts';
import { twimlAnswer } from './twiml.ts';

export function textMessageHandlers(receiveTextReply: ReceiveTextReply): HandlersOf<typeof textMessagesApi> {
  return {
    async receiveTextMessage({ body: message }) {
      const { answer } = await receiveTextReply.receive({
        message,
        reading: (optedOut) => readInboundReply(message.body, { optedOut }),
      });
      return {
        status: 200,
        stream: async (out) => {
          await out.write(twimlAnswer(answer));
        },
      };
    },
  };
}
