import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TextSendFailure } from '../../application/ports/text-message-sender.ts';
import { defaultTextRetryPolicy, textRetryDecision } from './text-retry-policy.ts';

const policy = { baseMs: 30_000, capMs: 3_600_000, maxAttempts: 5 };
const highest = () => 1;
const lowest = () => 0;
const temporary: TextSendFailure = {
  kind: 'temporary',
  detail: 'Twilio 20503 (HTTP 503): Service Unavailable',
};
const limited = (retryAfterMs: number | null): TextSendFailure => ({
  kind: 'rate_limited',
  retryAfterMs,
  detail: 'Twilio 20429 (HTTP 429): Too Many Requests',
});

describe('textRetryDecision', () => {
  it('never retries an unsubscribed recipient, a number that cannot take texts or a permanent refusal', () => {
    for (const kind of ['unsubscribed', 'invalid_number', 'permanent'] as const) {
      expect(textRetryDecision({ kind, detail: 'x' }, 1, policy)).toEqual({ kind: 'dead', reason: kind });
    }
  });

  it('retries a temporary failure with a doubling delay, jittered down to half', () => {
    expect([1, 2, 3, 4].map((n) => textRetryDecision(temporary, n, policy, highest))).toEqual([
      { kind: 'retry', delayMs: 30_000 },
      { kind: 'retry', delayMs: 60_000 },
      { kind: 'retry', delayMs: 120_000 },
      { kind: 'retry', delayMs: 240_000 },
    ]);
    expect(textRetryDecision(temporary, 3, policy, lowest)).toEqual({ kind: 'retry', delayMs: 60_000 });
  });

  it('gives up once the attempts are spent, a 429 included', () => {
    expect(textRetryDecision(temporary, 5, policy)).toEqual({ kind: 'dead', reason: 'attempts_exhausted' });
    expect(textRetryDecision(limited(1_000), 5, policy)).toEqual({
      kind: 'dead',
      reason: 'attempts_exhausted',
    });
  });

  it("honours a 429's Retry-After when it asks for longer than the backoff, up to the cap", () => {
    expect(textRetryDecision(limited(120_000), 1, policy, highest)).toEqual({
      kind: 'retry',
      delayMs: 120_000,
    });
    expect(textRetryDecision(limited(1_000), 1, policy, highest)).toEqual({ kind: 'retry', delayMs: 30_000 });
    expect(textRetryDecision(limited(null), 2, policy, highest)).toEqual({ kind: 'retry', delayMs: 60_000 });
    expect(textRetryDecision(limited(86_400_000), 1, policy, highest)).toEqual({
      kind: 'retry',
      delayMs: 3_600_000,
    });
  });

  it('uses the e-mail limit by default', () => {
    expect(defaultTextRetryPolicy.maxAttempts).toBe(8);
    expect(textRetryDecision(temporary, 7)).toMatchObject({ kind: 'retry' });
    expect(textRetryDecision(temporary, 8)).toEqual({ kind: 'dead', reason: 'attempts_exhausted' });
  });

  it('always waits between half the backoff and the cap, and at least the Retry-After below the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: policy.maxAttempts - 1 }),
        fc.option(fc.integer({ min: 0, max: 10 * 3_600_000 }), { nil: null }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (attempts, retryAfterMs, draw) => {
          const decision = textRetryDecision(limited(retryAfterMs), attempts, policy, () => draw);
          if (decision.kind !== 'retry') return false;
          const full = Math.min(policy.capMs, policy.baseMs * 2 ** (attempts - 1));
          return (
            decision.delayMs >= Math.round(full / 2) &&
            decision.delayMs <= policy.capMs &&
            decision.delayMs >= Math.min(retryAfterMs ?? 0, policy.capMs)
          );
        },
      ),
    );
  });
});
