import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { configProblems } from './test-support/config-problems.ts';

const accountSid = `AC${'a1'.repeat(16)}`;
const authToken = 'f0'.repeat(16);
const messagingServiceSid = `MG${'b2'.repeat(16)}`;

const problems = configProblems;

describe('loadConfig: where text messages go', () => {
  it('writes them to files beside the data when Twilio is not set', () => {
    expect(loadConfig({}).texts).toEqual({ twilio: null, fileDirectory: path.join('./data', 'texts') });
    expect(loadConfig({ DATA_DIR: '/srv/haul' }).texts.fileDirectory).toBe(path.join('/srv/haul', 'texts'));
  });

  it('sends through Twilio from a number', () => {
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: authToken,
        TWILIO_FROM: ' +19045550100 ',
      }).texts.twilio,
    ).toEqual({ accountSid, authToken, sender: { from: '+19045550100' } });
  });

  it('sends through Twilio from a Messaging Service', () => {
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: authToken,
        TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid,
      }).texts.twilio,
    ).toEqual({ accountSid, authToken, sender: { messagingServiceSid } });
  });

  it('names each malformed setting without echoing the token', () => {
    const message = problems({
      TWILIO_ACCOUNT_SID: 'SK123',
      TWILIO_AUTH_TOKEN: 'not-the-token-secret',
      TWILIO_FROM: '(904) 555-0100',
      TWILIO_MESSAGING_SERVICE_SID: 'MG1',
    });
    expect(message).toContain(
      'TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID must be the Account SID from the Twilio console: AC and 32 hexadecimal digits',
    );
    expect(message).toContain(
      'TWILIO_AUTH_TOKEN: TWILIO_AUTH_TOKEN must be the Auth Token from the Twilio console: 32 hexadecimal digits',
    );
    expect(message).toContain(
      'TWILIO_FROM: TWILIO_FROM must be your Twilio number in E.164 form, like +19045550142 (no spaces or dashes)',
    );
    expect(message).toContain(
      'TWILIO_MESSAGING_SERVICE_SID: TWILIO_MESSAGING_SERVICE_SID must be a Messaging Service SID: MG and 32 hexadecimal digits',
    );
    expect(message).not.toContain('not-the-token-secret');
  });

  it('says what is missing from a half-made Twilio setup', () => {
    expect(problems({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_FROM: '+19045550100' })).toContain(
      'TWILIO_AUTH_TOKEN: TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together (or both left unset to write texts to files)',
    );
    expect(problems({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken })).toContain(
      'TWILIO_FROM: TWILIO_FROM (your Twilio number) or TWILIO_MESSAGING_SERVICE_SID must be set to send texts through Twilio',
    );
    expect(problems({ TWILIO_FROM: '+19045550100' })).toContain(
      'TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set to send texts through Twilio',
    );
    expect(
      problems({
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: authToken,
        TWILIO_FROM: '+19045550100',
        TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid,
      }),
    ).toContain(
      'TWILIO_MESSAGING_SERVICE_SID: Set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both: the Messaging Service picks the number itself',
    );
  });

  it('takes an empty setting as unset', () => {
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' }).texts.twilio,
    ).toBeNull();
  });
});
