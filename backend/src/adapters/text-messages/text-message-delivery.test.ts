// The delivery of one claimed text through the Twilio adapter and a local server that answers as
// Twilio does, attempt after attempt as the outbox will run it: each outcome's due time is when
// the next attempt happens (the test's clock jumps there).

import type { TextMessageKind } from '@dumpster/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../test-support/captured-log.ts';
import { type FakeTwilioServer, startFakeTwilioServer } from '../../test-support/fake-twilio-server.ts';
import { type ClaimedText, type TextDeliveryOutcome, TextMessageDelivery } from './text-message-delivery.ts';
import { TwilioTextSender } from './twilio-text-sender.ts';

const account = { accountSid: `AC${'3'.repeat(32)}`, authToken: 'a'.repeat(32) };
const policy = { baseMs: 30_000, capMs: 3_600_000, maxAttempts: 4 };
/** 10:00 AM Florida time (EST), a Tuesday. */
const morning = new Date('2026-12-01T15:00:00Z');

let twilio: FakeTwilioServer;
let sender: TwilioTextSender;

beforeAll(async () => {
  twilio = await startFakeTwilioServer(account);
  sender = new TwilioTextSender({ ...account, sender: { from: '+19045550100' }, apiOrigin: twilio.origin });
});
afterEach(() => {
  twilio.unsubscribed.clear();
});
afterAll(async () => {
  await sender.close();
  await twilio.close();
});

function claimed(overrides: Partial<ClaimedText> = {}): ClaimedText {
  return {
    id: `text-${Math.random().toString(36).slice(2)}`,
    kind: 'delivered' satisfies TextMessageKind,
    to: '+19045550142',
    body: 'Coastal Haul: Your dumpster was delivered.',
    attempts: 1,
    happenedAt: morning,
    ...overrides,
  };
}

/** Delivers as the outbox will: again at each outcome's due time until it is sent or dead. */
async function untilSettled(text: ClaimedText, start = morning) {
  let now = start;
  const log = capturedLog();
  const delivery = new TextMessageDelivery({
    sender,
    clock: { now: () => now },
    logger: log.logger,
    policy,
    random: () => 1,
  });
  const outcomes: TextDeliveryOutcome[] = [];
  for (let attempts = 1; attempts <= 20; attempts += 1) {
    const outcome = await delivery.deliver({ ...text, attempts });
    outcomes.push(outcome);
    if (outcome.kind !== 'retry') break;
    now = outcome.dueAt;
  }
  return { outcomes, log };
}

describe('TextMessageDelivery against the fake Twilio', () => {
  it('waits out a 429 for its Retry-After, then sends', async () => {
    const sentBefore = twilio.received.length;
    twilio.answerNext({ kind: 'too_many_requests', retryAfterSeconds: 120 });
    const { outcomes } = await untilSettled(claimed());
    expect(outcomes).toHaveLength(2);
    expect(outcomes[0]).toEqual({
      kind: 'retry',
      dueAt: new Date(morning.getTime() + 120_000),
      error: 'Twilio 20429 (HTTP 429): Too Many Requests',
    });
    expect(outcomes[1]).toMatchObject({ kind: 'sent', status: 'queued', segments: 1 });
    expect(twilio.received.length - sentBefore).toBe(1);
    expect(outcomes[1]).toMatchObject({ providerId: twilio.received.at(-1)?.sid });
  });

  it('backs off through 503s and gives up after the last attempt', async () => {
    const requestsBefore = twilio.requests;
    const sentBefore = twilio.received.length;
    twilio.answerNext(...Array.from({ length: 4 }, () => ({ kind: 'server_error', status: 503 }) as const));
    const { outcomes, log } = await untilSettled(claimed());
    const dueTimes = outcomes.flatMap((outcome) =>
      outcome.kind === 'retry' ? [outcome.dueAt.getTime()] : [],
    );
    expect(dueTimes.map((due, index) => due - (dueTimes[index - 1] ?? morning.getTime()))).toEqual([
      30_000, 60_000, 120_000,
    ]);
    expect(outcomes.at(-1)).toEqual({
      kind: 'dead',
      reason: 'attempts_exhausted',
      error: 'Twilio 20503 (HTTP 503): Service Unavailable',
    });
    expect(twilio.requests - requestsBefore).toBe(4);
    expect(twilio.received.length).toBe(sentBefore);
    expect(log.lines().at(-1)).toMatchObject({
      level: 50,
      msg: 'text message is dead: it will not be tried again',
    });
  });

  it('is dead at once for a recipient who texted STOP, and says to record the opt-out', async () => {
    twilio.unsubscribed.add('+19045550177');
    const requestsBefore = twilio.requests;
    const { outcomes, log } = await untilSettled(claimed({ to: '+19045550177' }));
    expect(outcomes).toEqual([
      {
        kind: 'dead',
        reason: 'unsubscribed',
        error: 'Twilio 21610 (HTTP 400): Attempt to send to unsubscribed recipient',
      },
    ]);
    expect(twilio.requests - requestsBefore).toBe(1);
    expect(log.lines()[0]).toMatchObject({
      msg: 'text message refused: the recipient opted out at the carrier (record the opt-out)',
      to: '+*******0177',
      reason: 'unsubscribed',
    });
    expect(log.text()).not.toContain('9045550177');
    expect(log.text()).not.toContain('was delivered');
  });

  it('is dead at once for a number Twilio says is not one', async () => {
    const { outcomes } = await untilSettled(claimed({ to: '+1904' }));
    expect(outcomes).toEqual([
      {
        kind: 'dead',
        reason: 'invalid_number',
        error: "Twilio 21211 (HTTP 400): The 'To' number +1904 is not a valid phone number.",
      },
    ]);
  });

  it('holds a retry that would fall in the quiet hours to 8 AM Florida time', async () => {
    twilio.answerNext({ kind: 'server_error', status: 500 });
    // 8:59:50 PM in Jacksonville: the retry 30 s later would be 9:00:20 PM.
    const { outcomes } = await untilSettled(
      claimed({ kind: 'pickup_reminder' }),
      new Date('2026-12-02T01:59:50Z'),
    );
    expect(outcomes[0]).toMatchObject({ kind: 'retry', dueAt: new Date('2026-12-02T13:00:00Z') });
    expect(outcomes[1]).toMatchObject({ kind: 'sent' });
  });

  it('retries an answer to the customer at once, whatever the hour', async () => {
    twilio.answerNext({ kind: 'server_error', status: 500 });
    const late = new Date('2026-12-02T03:00:00Z');
    const { outcomes } = await untilSettled(claimed({ kind: 'help_answer', happenedAt: late }), late);
    expect(outcomes[0]).toMatchObject({ kind: 'retry', dueAt: new Date(late.getTime() + 30_000) });
  });

  it('drops an "On my way" whose retry would come more than an hour after the tap', async () => {
    twilio.answerNext({ kind: 'server_error', status: 503 });
    const tapped = new Date(morning.getTime() - 59 * 60_000 - 50_000);
    const { outcomes } = await untilSettled(claimed({ kind: 'on_my_way', happenedAt: tapped }));
    expect(outcomes).toEqual([
      { kind: 'dead', reason: 'stale', error: 'Twilio 20503 (HTTP 503): Service Unavailable' },
    ]);
  });
});
