// The inbound text route as Twilio calls it: form fields signed with X-Twilio-Signature by the
// Twilio library's own function, over SITE_URL + the path. Mounted with its declaration, its
// signature rule and its handler; the replies' use case is a stub (the real one comes with the
// integration).
import { helpAnswerText, type InboundReplyReading, type InboundTextMessage } from '@dumpster/domain';
import { receiveTextMessage } from '@dumpster/domain/api';
import request from 'supertest';
import twilio from 'twilio';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  InboundTextReply,
  ReceiveTextReply,
  TextReplyAnswer,
} from '../../../application/text-messages/receive-text-reply.ts';
import { capturedLog } from '../../../test-support/captured-log.ts';
import { webhookApp } from '../../../test-support/webhook-app.ts';
import { FixedClock } from '../../memory/fixed-clock.ts';
import { textMessageHandlers } from './text-message-handlers.ts';
import { twilioSignatureRule, twilioWebhookUrl } from './twilio-signature-rule.ts';

const authToken = 'c'.repeat(32);
const siteUrl = 'https://haul.example';
const path = '/api/text-messages/inbound';
const fields = {
  MessageSid: `SM${'1'.repeat(32)}`,
  AccountSid: `AC${'2'.repeat(32)}`,
  From: '+19045550142',
  To: '+19045550100',
  Body: 'HELP',
  NumMedia: '0',
  NumSegments: '1',
  SmsStatus: 'received',
  ApiVersion: '2010-04-01',
};

class StubReceiveTextReply implements ReceiveTextReply {
  readonly received: InboundTextReply[] = [];
  answer: (reading: InboundReplyReading) => string | null = (reading) =>
    reading.intent === 'help' ? helpAnswerText() : null;

  async receive(reply: InboundTextReply): Promise<TextReplyAnswer> {
    this.received.push(reply);
    return { answer: this.answer(reply.reading(false)) };
  }
}

let replies: StubReceiveTextReply;
let log: ReturnType<typeof capturedLog>;
let app: ReturnType<typeof webhookApp>;

beforeEach(() => {
  replies = new StubReceiveTextReply();
  log = capturedLog();
  app = webhookApp(receiveTextMessage, textMessageHandlers(replies).receiveTextMessage, {
    signatures: { twilio: twilioSignatureRule({ authToken, siteUrl, logger: log.logger }) },
    clock: new FixedClock(new Date('2026-12-01T15:00:00Z')),
  });
});

function signed(body: Record<string, string>, { url = `${siteUrl}${path}`, token = authToken } = {}) {
  return twilio.getExpectedTwilioSignature(token, url, body);
}

function post(body: Record<string, string>, signature: string | undefined, target = path) {
  const call = request(app).post(target).type('form').send(body);
  return signature === undefined ? call : call.set('X-Twilio-Signature', signature);
}

describe('POST /api/text-messages/inbound', () => {
  it('passes a signed message to the use case, parsed, and answers its HELP answer in TwiML', async () => {
    const response = await post(fields, signed(fields));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    const escaped = helpAnswerText().replaceAll('&', '&#38;').replaceAll("'", '&#39;');
    expect(response.text).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escaped}</Message></Response>`,
    );
    expect(replies.received).toHaveLength(1);
    expect(replies.received[0]?.message).toEqual({
      messageSid: fields.MessageSid,
      accountSid: fields.AccountSid,
      messagingServiceSid: null,
      from: '+19045550142',
      to: '+19045550100',
      body: 'HELP',
      numSegments: 1,
      media: [],
      optOutType: null,
    } satisfies InboundTextMessage);
    expect(log.lines()).toEqual([]);
  });

  it('answers an empty TwiML response when there is nothing to say', async () => {
    const body = { ...fields, Body: 'Can the driver come after 2?' };
    const response = await post(body, signed(body));
    expect(response.status).toBe(200);
    expect(response.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });

  it("hands the use case the reply's reading for either state of the number", async () => {
    const body = { ...fields, Body: 'Yes' };
    await post(body, signed(body));
    const reading = replies.received[0]?.reading;
    expect(reading?.(true)).toMatchObject({ intent: 'opt_in', keyword: 'YES', exactKeyword: true });
    expect(reading?.(false)).toMatchObject({ intent: 'other', forStaff: true });
  });

  it('checks the signature over SITE_URL, not the Host the proxy passed on', async () => {
    const behindProxy = await post(fields, signed(fields))
      .set('Host', 'app-1:3000')
      .set('X-Forwarded-Proto', 'http');
    expect(behindProxy.status).toBe(200);
    const overHost = signed(fields, { url: `http://app-1:3000${path}` });
    const refused = await post(fields, overHost).set('Host', 'app-1:3000');
    expect(refused.status).toBe(403);
    expect(replies.received).toHaveLength(1);
  });

  it('includes the query string Twilio called in what is signed', async () => {
    const target = `${path}?number=main`;
    expect(twilioWebhookUrl(`${siteUrl}/`, target)).toBe(`${siteUrl}${target}`);
    expect((await post(fields, signed(fields, { url: `${siteUrl}${target}` }), target)).status).toBe(200);
    expect((await post(fields, signed(fields), target)).status).toBe(403);
  });

  it('refuses a missing signature with 403 and one log line without the fields', async () => {
    const response = await post(fields, undefined);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'forbidden' });
    expect(replies.received).toEqual([]);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: 40,
        path,
        signature: 'missing',
        msg: 'text-message webhook refused: the request does not carry a valid Twilio signature',
      }),
    ]);
  });

  it('refuses a wrong signature, a tampered field or another token with 403, logging none of the fields', async () => {
    const body = { ...fields, Body: 'Please call me at 9045550177 about my dumpster' };
    const tampered = { ...body, Body: 'STOP' };
    const responses = await Promise.all([
      post(body, 'bm90IGEgc2lnbmF0dXJl'),
      post(tampered, signed(body)),
      post(body, signed(body, { token: 'd'.repeat(32) })),
    ]);
    expect(responses.map((response) => response.status)).toEqual([403, 403, 403]);
    expect(replies.received).toEqual([]);
    expect(log.lines().map((line) => line.signature)).toEqual(['wrong', 'wrong', 'wrong']);
    expect(log.text()).not.toMatch(/9045550142|9045550177|dumpster|STOP/);
  });

  it('answers 400 naming the field for a signed request that is not a text message', async () => {
    const body = { ...fields, From: 'whatsapp:+19045550142' };
    const response = await post(body, signed(body));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'validation_failed', fields: { From: expect.any(String) } });
    expect(replies.received).toEqual([]);
  });

  it('refuses a body that is not a form with 415 before any signature is checked', async () => {
    const response = await request(app)
      .post(path)
      .set('X-Twilio-Signature', signed(fields))
      .send(fields)
      .set('Content-Type', 'application/json');
    expect(response.status).toBe(415);
    expect(log.lines()).toEqual([]);
  });
});
