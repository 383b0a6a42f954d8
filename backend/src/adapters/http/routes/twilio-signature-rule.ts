// The 'twilio' signature rule of the inbound text route (docs/decisions/0155): the request's
// X-Twilio-Signature must be Twilio's for the URL Twilio called and the posted fields.
// That URL is SITE_URL + the path and query as received, never one rebuilt from the Host header
// or X-Forwarded-*: behind the proxy (Caddy, a load balancer) the app sees its own host, port and
// plain http, while Twilio signed the public https address the owner typed in its console, and a
// Host a client chooses must not decide what is checked. A refusal is logged in one line (the
// request's id, its path, whether the signature was missing or wrong), never the fields: they
// hold the customer's number and words.
import type { Request } from 'express';
import type { Logger } from 'pino';
import { isTwilioSignatureValid } from '../../text-messages/twilio-signature.ts';
import type { SignatureRule } from '../routing/access-guards.ts';

/** The address Twilio called: the public site's address, then the path and query as received. */
export function twilioWebhookUrl(siteUrl: string, originalUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${originalUrl}`;
}

/** The posted fields, when every one is text (a form always is); null otherwise. */
function formFields(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  return entries.every(([, value]) => typeof value === 'string') ? (body as Record<string, string>) : null;
}

export function twilioSignatureRule(options: {
  readonly authToken: string;
  readonly siteUrl: string;
  readonly logger: Logger;
}): SignatureRule {
  const { authToken, siteUrl, logger } = options;
  return (req: Request) => {
    const signature = req.get('x-twilio-signature');
    const fields = formFields(req.body);
    if (
      fields &&
      isTwilioSignatureValid(authToken, twilioWebhookUrl(siteUrl, req.originalUrl), fields, signature)
    )
      return true;
    logger.warn(
      { requestId: req.id, path: req.path, signature: signature ? 'wrong' : 'missing' },
      'text-message webhook refused: the request does not carry a valid Twilio signature',
    );
    return false;
  };
}
