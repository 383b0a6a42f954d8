// The real answers of the texts' inbound webhook (decision 0202) for the OpenAPI answers test:
// Twilio's form signed over SITE_URL + the path with the test app's auth token.
import request from 'supertest';
import twilio from 'twilio';
import type { ReceiveTextReply } from '../../../application/text-messages/receive-text-reply.ts';
import { testApp, testSiteUrl, testTwilioAuthToken } from '../../../test-support/test-app.ts';
import type { RealAnswer } from './real-answer.ts';

const path = '/api/text-messages/inbound';

const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  MessageSid: `SM${'1'.repeat(32)}`,
  AccountSid: `AC${'2'.repeat(32)}`,
  From: '+19045550142',
  To: '+19045550100',
  Body: 'HELP please',
  NumMedia: '0',
  ...overrides,
});

const signature = (body: Record<string, string>) =>
  twilio.getExpectedTwilioSignature(testTwilioAuthToken, `${testSiteUrl}${path}`, body);

const signedPost = (app: Parameters<typeof request>[0], body: Record<string, string>) =>
  request(app).post(path).type('form').set('X-Twilio-Signature', signature(body)).send(body);

const failing: ReceiveTextReply = {
  receive: () => Promise.reject(new Error('unexpected')),
};

export const textMessageRealAnswers: RealAnswer[] = [
  {
    operationId: 'receiveTextMessage',
    status: 200,
    what: 'a signed reply',
    send: async () => signedPost((await testApp()).app, fields()),
  },
  {
    operationId: 'receiveTextMessage',
    status: 400,
    what: 'a signed form whose From is not a number',
    send: async () => signedPost((await testApp()).app, fields({ From: 'not a number' })),
  },
  {
    operationId: 'receiveTextMessage',
    status: 403,
    what: 'no signature',
    send: async () =>
      request((await testApp()).app)
        .post(path)
        .type('form')
        .send(fields()),
  },
  {
    operationId: 'receiveTextMessage',
    status: 413,
    what: 'a form over 32 KB',
    send: async () =>
      request((await testApp()).app)
        .post(path)
        .type('form')
        .send(fields({ Body: 'x'.repeat(40_000) })),
  },
  {
    operationId: 'receiveTextMessage',
    status: 415,
    what: 'JSON instead of a form',
    send: async () =>
      request((await testApp()).app)
        .post(path)
        .send(fields()),
  },
  {
    operationId: 'receiveTextMessage',
    status: 500,
    what: 'an unexpected failure',
    send: async () => {
      const { app } = await testApp({ textReplies: { receive: failing, signature: () => true } });
      return signedPost(app, fields());
    },
  },
  {
    operationId: 'receiveTextMessage',
    status: 503,
    what: 'the database out of reach',
    send: async () => {
      const { app, store } = await testApp();
      await store.cutOff();
      return signedPost(app, fields());
    },
  },
];
