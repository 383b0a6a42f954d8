// POST /api/text-messages/inbound: Twilio's incoming-message webhook (decisions 0143, 0155). A
// customer's reply to the business's number reaches it signed with X-Twilio-Signature; the
// signature rule named here is checked on the form's fields before the schema reads them. The
// answer is TwiML: empty, or one message back (the answer to HELP, the one confirmation of a
// STOP that Twilio did not block itself). Mounted when Twilio's settings are present (decision
// 0202); without them there is no token to check a signature with, and the path answers 404.
import { twilioInboundMessageSchema } from '../text-messages/inbound-webhook.ts';
import { serverFailureAnswers } from './derived-answers.ts';
import { access, declareRoute } from './route-declaration.ts';

/** The name of the signature rule the server gives for Twilio's webhooks. */
export const twilioSignatureRuleName = 'twilio';

export const receiveTextMessage = declareRoute({
  name: 'receiveTextMessage',
  method: 'post',
  path: '/api/text-messages/inbound',
  access: access.webhook(twilioSignatureRuleName),
  tag: 'Text messages',
  summary: "A customer's text to the business's number (Twilio's incoming-message webhook)",
  description:
    'Called by Twilio only. The X-Twilio-Signature header must be the HMAC-SHA1 of SITE_URL + this path and the ' +
    'posted fields with the auth token (TWILIO_AUTH_TOKEN); anything else is refused with 403 and logged. ' +
    'STOP and its synonyms opt the number out, START opts it back in, HELP is answered; any other reply ' +
    'reaches the booking’s conversation.',
  request: {
    body: twilioInboundMessageSchema,
    bodyDescription:
      'Twilio’s fields, form-encoded (MessageSid, AccountSid, From, To, Body, NumMedia, MediaUrl{N}, OptOutType, ...).',
  },
  answers: {
    200: {
      description:
        'TwiML: `<Response/>`, or `<Response><Message>…</Message></Response>` to answer the customer.',
      contentType: 'text/xml',
    },
    ...serverFailureAnswers,
  },
});

export const textMessagesApi = [receiveTextMessage] as const;
