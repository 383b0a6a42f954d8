// Where a text message goes (docs/decisions/0153): a provider (Twilio), or files under DATA_DIR
// when none is configured. A send answers what happened as a value, never by throwing: the
// delivery (text-message-delivery.ts) decides from the failure's kind whether to try again, and
// two of the kinds (an unsubscribed recipient, a number that cannot be texted) say something
// about the customer that the office must record, not just retry.

/** One text to send: already worded, fitted to its segments and cleared for consent. */
export interface OutgoingText {
  /** E.164, as the domain normalised it ('+19045550142'). */
  readonly to: string;
  readonly body: string;
  /**
   * The same for every attempt of one message (its outbox row's id): the file transport names
   * its file by it, so a retry rewrites the file instead of adding one, and logs carry it.
   * Letters, digits, '-' and '_' (anything else is replaced in a file name).
   */
  readonly reference: string;
}

/** The provider took the message: it may still fail at the carrier (a status callback's news). */
export interface TextAccepted {
  readonly ok: true;
  /** The provider's id for the message (Twilio's SM...), or the file's for the file transport. */
  readonly providerId: string;
  /** The provider's status: 'queued', 'accepted' (through a Messaging Service), 'written'. */
  readonly status: string;
  /** Segments the provider counted; null when it does not say yet (a Messaging Service answers 0). */
  readonly segments: number | null;
}

/**
 * Why a text was not taken. `detail` is a short line for the message's record and the log: the
 * provider's code and message with every phone number masked, never the body.
 */
export type TextSendFailure =
  /** The recipient opted out at the carrier or the provider (Twilio 21610): never retry. */
  | { readonly kind: 'unsubscribed'; readonly detail: string }
  /** The number cannot take texts (not a valid number, a landline): never retry. */
  | { readonly kind: 'invalid_number'; readonly detail: string }
  /** Too many requests (HTTP 429): retry, not before `retryAfterMs` when the provider says. */
  | { readonly kind: 'rate_limited'; readonly retryAfterMs: number | null; readonly detail: string }
  /** The provider or the network failed (5xx, timeout, refused connection, our credentials). */
  | { readonly kind: 'temporary'; readonly detail: string }
  /** Refused for a reason another try cannot change (any other 4xx). */
  | { readonly kind: 'permanent'; readonly detail: string };

export type TextSendResult = TextAccepted | { readonly ok: false; readonly failure: TextSendFailure };

export interface TextMessageSender {
  /** Never rejects: every failure is a TextSendFailure. */
  send(text: OutgoingText): Promise<TextSendResult>;
  /** Frees what the sender holds open (connections); a send after it is not expected. */
  close(): Promise<void>;
}
