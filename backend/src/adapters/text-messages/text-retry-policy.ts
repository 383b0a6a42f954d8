// When a text that was not taken is tried again, and when it is given up (docs/decisions/0156):
// a pure function of the failure and the attempts so far, so the outbox that will hold texts
// (a channel and a due time, another change) only records what it answers.
// - Never again for an unsubscribed recipient (they texted STOP: the carrier and Twilio block
//   every text until START), a number that cannot take texts, or a permanent refusal: dead at
//   once, whatever the attempt.
// - Otherwise again after the e-mail's backoff (retry-delay.ts: doubling from 30 s, capped at an
//   hour, jittered down to half so texts that failed together do not come back together), dead
//   once `maxAttempts` claims have failed. A 429 counts as an attempt too: an account throttled
//   for good must not loop for ever.
// - A 429's Retry-After is honoured: never sooner than it says, up to the cap (an hour; a
//   provider asking for longer is not one whose word should hold a reminder past its day).
import type { TextSendFailure } from '../../application/ports/text-message-sender.ts';
import { type RetryPolicy, retryDelayMs } from '../mail/retry-delay.ts';

export interface TextRetryPolicy extends RetryPolicy {
  /** Claims (attempts) after which a message that keeps failing is dead. */
  readonly maxAttempts: number;
}

/** The e-mail's backoff and limit (MAIL_MAX_ATTEMPTS' default). */
export const defaultTextRetryPolicy: TextRetryPolicy = { baseMs: 30_000, capMs: 60 * 60_000, maxAttempts: 8 };

export type TextDeadReason = 'unsubscribed' | 'invalid_number' | 'permanent' | 'attempts_exhausted';

export type TextRetryDecision =
  | { readonly kind: 'retry'; readonly delayMs: number }
  | { readonly kind: 'dead'; readonly reason: TextDeadReason };

/** `attempts`: attempts so far, the one that just failed included (1 after the first). */
export function textRetryDecision(
  failure: TextSendFailure,
  attempts: number,
  policy: TextRetryPolicy = defaultTextRetryPolicy,
  random: () => number = Math.random,
): TextRetryDecision {
  if (failure.kind === 'unsubscribed' || failure.kind === 'invalid_number' || failure.kind === 'permanent') {
    return { kind: 'dead', reason: failure.kind };
  }
  if (attempts >= policy.maxAttempts) return { kind: 'dead', reason: 'attempts_exhausted' };
  const backoff = retryDelayMs(attempts, policy, random);
  if (failure.kind === 'rate_limited' && failure.retryAfterMs !== null) {
    return { kind: 'retry', delayMs: Math.min(Math.max(backoff, failure.retryAfterMs), policy.capMs) };
  }
  return { kind: 'retry', delayMs: backoff };
}
