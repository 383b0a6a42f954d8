// Text or e-mail (decision 0142): a customer who opted in, has not opted out since, and whose
// number can take texts gets a text; everyone else gets the same message by e-mail, when there is
// an address (a phone order may have none). Decided when the message is sent, not when it is
// planned, so a STOP that came in meanwhile sends the next reminder by e-mail.
import type { TextConsentState } from './text-consent.ts';

export type CustomerMessageChannel = 'text' | 'email' | 'none';

export interface CustomerReachability {
  readonly consent: TextConsentState;
  /** The booking's number in E.164, or null when it could not be read as one. */
  readonly phoneE164: string | null;
  /** False when the number is known not to take texts (a landline, a toll-free number). */
  readonly phoneTakesTexts: boolean;
  readonly email: string | null;
}

export function customerMessageChannel(customer: CustomerReachability): CustomerMessageChannel {
  const textable = customer.consent === 'opted_in' && customer.phoneE164 !== null && customer.phoneTakesTexts;
  if (textable) return 'text';
  return customer.email !== null && customer.email.trim() !== '' ? 'email' : 'none';
}
