// One claimed text through the sender, and the outcome the outbox records (docs/decisions/0156):
// sent (with the provider's id), due again at an instant, or dead with a reason. It holds no
// storage of its own: the outbox rows that will carry texts (a channel and a due time) come with
// the integration, and their worker claims a row, calls `deliver`, and records what it answers,
// as the e-mail's DeliveryWorker does with markSent / markRetry / markDead.
// A retry's due time keeps the texts' hours (decision 0142): a reminder or a "delivered" that
// would come due between 9 PM and 8 AM Florida time is held to 8 AM; an answer to the customer
// (HELP, STOP, START, booking received) goes again at once at any hour; an "On my way" that
// could only go more than an hour after the tap is dropped: the truck has arrived.
// A dead 'unsubscribed' tells the integration to record the number's opt-out: Twilio has one
// (the customer texted STOP to the number itself), and our records must not disagree with it.
import { type TextMessageKind, textSendTime } from '@dumpster/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../application/ports/clock.ts';
import type { TextMessageSender, TextSendFailure } from '../../application/ports/text-message-sender.ts';
import { maskedPhone } from './masked-phone.ts';
import {
  defaultTextRetryPolicy,
  type TextDeadReason,
  type TextRetryPolicy,
  textRetryDecision,
} from './text-retry-policy.ts';

/** A text as its outbox row will hand it to the worker. */
export interface ClaimedText {
  /** The row's id: the sender's reference, the same for every attempt. */
  readonly id: string;
  readonly kind: TextMessageKind;
  /** E.164. */
  readonly to: string;
  readonly body: string;
  /** Attempts so far, this one included (a claim counts, as for e-mail). */
  readonly attempts: number;
  /** When the event behind the text happened (the driver's tap for "On my way"). */
  readonly happenedAt: Date;
}

export type TextDeliveryOutcome =
  | {
      readonly kind: 'sent';
      readonly providerId: string;
      readonly status: string;
      readonly segments: number | null;
    }
  | { readonly kind: 'retry'; readonly dueAt: Date; readonly error: string }
  | { readonly kind: 'dead'; readonly reason: TextDeadReason | 'stale'; readonly error: string };

export interface TextMessageDeliveryOptions {
  readonly sender: TextMessageSender;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly policy?: TextRetryPolicy;
  readonly random?: () => number;
}

export class TextMessageDelivery {
  private readonly options: TextMessageDeliveryOptions;

  constructor(options: TextMessageDeliveryOptions) {
    this.options = options;
  }

  async deliver(text: ClaimedText): Promise<TextDeliveryOutcome> {
    const { sender } = this.options;
    let failure: TextSendFailure;
    try {
      const result = await sender.send({ to: text.to, body: text.body, reference: text.id });
      if (result.ok) {
        return {
          kind: 'sent',
          providerId: result.providerId,
          status: result.status,
          segments: result.segments,
        };
      }
      failure = result.failure;
    } catch (error) {
      // The port promises never to reject; a sender that does is read as a temporary failure.
      failure = { kind: 'temporary', detail: error instanceof Error ? error.message : String(error) };
    }
    return this.afterFailure(text, failure);
  }

  private afterFailure(text: ClaimedText, failure: TextSendFailure): TextDeliveryOutcome {
    const { clock, logger, policy = defaultTextRetryPolicy, random } = this.options;
    const about = { messageId: text.id, kind: text.kind, to: maskedPhone(text.to), attempts: text.attempts };
    const decision = textRetryDecision(failure, text.attempts, policy, random);
    if (decision.kind === 'retry') {
      const retryAt = new Date(clock.now().getTime() + decision.delayMs);
      const when = textSendTime(text.kind, { happenedAt: text.happenedAt, now: retryAt });
      if ('sendAt' in when) {
        logger.warn(
          { ...about, failure: failure.kind, dueAt: when.sendAt.toISOString(), error: failure.detail },
          'text message not sent; will try again',
        );
        return { kind: 'retry', dueAt: when.sendAt, error: failure.detail };
      }
      logger.warn({ ...about, error: failure.detail }, 'text message not sent and no longer worth sending');
      return { kind: 'dead', reason: 'stale', error: failure.detail };
    }
    logger.error(
      { ...about, reason: decision.reason, error: failure.detail },
      decision.reason === 'unsubscribed'
        ? 'text message refused: the recipient opted out at the carrier (record the opt-out)'
        : 'text message is dead: it will not be tried again',
    );
    return { kind: 'dead', reason: decision.reason, error: failure.detail };
  }
}
