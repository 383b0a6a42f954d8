// The Twilio adapter through the official library against a local server that answers as
// Twilio's Messages API does: each answer read into the port's result.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTwilioServer, startFakeTwilioServer } from '../../test-support/fake-twilio-server.ts';
import { TwilioTextSender } from './twilio-text-sender.ts';

const account = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'f'.repeat(32) };
const from = '+19045550100';
const to = '+19045550142';
const body = 'Coastal Haul: Your dumpster is on its way. Reply STOP to opt out.';

let twilio: FakeTwilioServer;
const senders: TwilioTextSender[] = [];

function sender(overrides: Partial<ConstructorParameters<typeof TwilioTextSender>[0]> = {}) {
  const made = new TwilioTextSender({ ...account, sender: { from }, apiOrigin: twilio.origin, ...overrides });
  senders.push(made);
  return made;
}

beforeAll(async () => {
  twilio = await startFakeTwilioServer(account);
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((made) => made.close()));
});
afterAll(async () => {
  await twilio.close();
});

describe('TwilioTextSender', () => {
  it('sends from the number and answers the queued message with its sid and segments', async () => {
    const result = await sender().send({ to, body, reference: 'r1' });
    const received = twilio.received.at(-1);
    expect(received).toMatchObject({
      accountSid: account.accountSid,
      to,
      from,
      body,
      messagingServiceSid: null,
    });
    expect(result).toEqual({ ok: true, providerId: received?.sid, status: 'queued', segments: 1 });
    expect(received?.sid).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('sends through a Messaging Service: accepted, the segments not known yet', async () => {
    const messagingServiceSid = `MG${'2'.repeat(32)}`;
    const result = await sender({ sender: { messagingServiceSid } }).send({ to, body, reference: 'r2' });
    expect(twilio.received.at(-1)).toMatchObject({ to, from: null, messagingServiceSid });
    expect(result).toMatchObject({ ok: true, status: 'accepted', segments: null });
  });

  it('counts a long text as Twilio does', async () => {
    const long = `Coastal Haul: ${'x'.repeat(200)}`;
    expect(await sender().send({ to, body: long, reference: 'r3' })).toMatchObject({ ok: true, segments: 2 });
  });

  it('reads 21610 as unsubscribed, with the number masked in the detail', async () => {
    twilio.unsubscribed.add('+19045550177');
    const result = await sender().send({ to: '+19045550177', body, reference: 'r4' });
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'unsubscribed',
        detail: 'Twilio 21610 (HTTP 400): Attempt to send to unsubscribed recipient',
      },
    });
  });

  it('reads 21211 as an invalid number, never quoting the number in full', async () => {
    const result = await sender().send({ to: '9045550142', body, reference: 'r5' });
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'invalid_number',
        detail: "Twilio 21211 (HTTP 400): The 'To' number ******0142 is not a valid phone number.",
      },
    });
  });

  it('reads a 429 as rate limited, with its Retry-After', async () => {
    twilio.answerNext({ kind: 'too_many_requests', retryAfterSeconds: 7 });
    expect(await sender().send({ to, body, reference: 'r6' })).toEqual({
      ok: false,
      failure: {
        kind: 'rate_limited',
        retryAfterMs: 7_000,
        detail: 'Twilio 20429 (HTTP 429): Too Many Requests',
      },
    });
    twilio.answerNext({ kind: 'too_many_requests' });
    expect(await sender().send({ to, body, reference: 'r7' })).toMatchObject({
      ok: false,
      failure: { kind: 'rate_limited', retryAfterMs: null },
    });
  });

  it('does not let the library retry a 429 itself: one request, one answer', async () => {
    const before = twilio.requests;
    twilio.answerNext({ kind: 'too_many_requests', retryAfterSeconds: 1 });
    await sender().send({ to, body, reference: 'r8' });
    expect(twilio.requests - before).toBe(1);
  });

  it('reads 500 and 503 as temporary', async () => {
    twilio.answerNext({ kind: 'server_error', status: 500 }, { kind: 'server_error', status: 503 });
    expect(await sender().send({ to, body, reference: 'r9' })).toEqual({
      ok: false,
      failure: { kind: 'temporary', detail: 'Twilio 20500 (HTTP 500): Internal Server Error' },
    });
    expect(await sender().send({ to, body, reference: 'r10' })).toEqual({
      ok: false,
      failure: { kind: 'temporary', detail: 'Twilio 20503 (HTTP 503): Service Unavailable' },
    });
  });

  it('reads a dropped connection as temporary', async () => {
    twilio.answerNext({ kind: 'drop' });
    const result = await sender().send({ to, body, reference: 'r11' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'temporary' } });
    if (!result.ok) expect(result.failure.detail).toMatch(/^no answer from Twilio: /);
  });

  it('reads refused credentials (20003) as temporary: the setting, not the message, is wrong', async () => {
    const before = twilio.received.length;
    const result = await sender({ authToken: '0'.repeat(32) }).send({ to, body, reference: 'r12' });
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'temporary', detail: 'Twilio 20003 (HTTP 401): Authenticate' },
    });
    expect(twilio.received).toHaveLength(before);
  });

  it('reads any other refusal of the message as permanent', async () => {
    const result = await sender().send({ to, body: 'x'.repeat(1601), reference: 'r13' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'permanent' } });
    if (!result.ok) expect(result.failure.detail).toMatch(/^Twilio 21617 \(HTTP 400\)/);
  });

  it('answers a temporary failure when Twilio cannot be reached at all', async () => {
    const closed = await startFakeTwilioServer(account);
    const origin = closed.origin;
    await closed.close();
    const result = await sender({ apiOrigin: origin }).send({ to, body, reference: 'r14' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'temporary' } });
    if (!result.ok) expect(result.failure.detail).toContain('ECONNREFUSED');
  });
});
