// What the inbound webhook hands on (docs/decisions/0155): a customer's text, its signature
// checked and its fields parsed, to the use case that records it. Only the interface is here:
// the use case (the number's consent, the booking's conversation, the office's notice) comes
// with the integration, and until it exists the route is not mounted.
//
// What an implementation must do, from decisions 0140-0143:
// - be idempotent by `message.messageSid`: a message seen before answers as it did, recording
//   nothing twice;
// - read the reply with `reading(optedOut)`, the number's state read inside its transaction
//   (YES restarts texts only for an opted-out number: to anyone else it is an ordinary answer);
// - opt the number out at once on an opt-out (recorded, honoured by every pending text), back in
//   on an opt-in (a consent record with the 'keyword' wording), and put any reply `forStaff`
//   in the booking's conversation and notify the office;
// - answer with the text to send back, or null: nothing when the body was exactly a keyword
//   (`exactKeyword`: Twilio has already answered it), the HELP answer, the one confirmation of an
//   opt-out Twilio did not block ("stop please").
import type { InboundReplyReading, InboundTextMessage } from '@dumpster/domain';

export interface InboundTextReply {
  /** The webhook's fields, parsed by twilioInboundMessageSchema. */
  readonly message: InboundTextMessage;
  /** The reply read by readInboundReply, for the number's state. */
  readonly reading: (optedOut: boolean) => InboundReplyReading;
}

export interface TextReplyAnswer {
  /** The text to answer the customer with (TwiML <Message>), or null for none. */
  readonly answer: string | null;
}

export interface ReceiveTextReply {
  receive(reply: InboundTextReply): Promise<TextReplyAnswer>;
}
