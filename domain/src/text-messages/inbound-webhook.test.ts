import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import { twilioInboundMessageSchema } from './inbound-webhook.ts';

// As Twilio posts it (every value a string), with parameters this schema does not read.
const posted = {
  ToCountry: 'US',
  ToState: 'FL',
  SmsMessageSid: 'SM0123456789abcdef0123456789abcdef',
  NumMedia: '0',
  ToCity: 'JACKSONVILLE',
  FromZip: '32207',
  SmsSid: 'SM0123456789abcdef0123456789abcdef',
  FromState: 'FL',
  SmsStatus: 'received',
  FromCity: 'JACKSONVILLE',
  Body: 'Can the driver come after 2?',
  FromCountry: 'US',
  To: '+19045550142',
  MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
  ToZip: '32207',
  NumSegments: '1',
  MessageSid: 'SM0123456789abcdef0123456789abcdef',
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  From: '+19045550100',
  ApiVersion: '2010-04-01',
};

function issuesOf(input: unknown) {
  const result = v.safeParse(twilioInboundMessageSchema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe("Twilio's incoming-message webhook", () => {
  it('reads the fields the conversation needs, ignoring the others', () => {
    expect(v.parse(twilioInboundMessageSchema, posted)).toEqual({
      messageSid: 'SM0123456789abcdef0123456789abcdef',
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      from: '+19045550100',
      to: '+19045550142',
      body: 'Can the driver come after 2?',
      numSegments: 1,
      media: [],
      optOutType: null,
    });
  });

  it('reads a request without NumMedia or NumSegments as text alone', () => {
    const { NumMedia: _media, NumSegments: _segments, ...bare } = posted;
    expect(v.parse(twilioInboundMessageSchema, bare)).toMatchObject({ media: [], numSegments: null });
  });

  it("reads Advanced Opt-Out's keyword type", () => {
    expect(
      v.parse(twilioInboundMessageSchema, { ...posted, Body: 'STOP', OptOutType: 'STOP' }).optOutType,
    ).toBe('STOP');
    expect(issuesOf({ ...posted, OptOutType: 'MAYBE' }).OptOutType).toBe(
      'OptOutType is not STOP, START or HELP',
    );
  });

  it('reads a photo sent without words', () => {
    const mms = {
      ...posted,
      MessageSid: 'MM0123456789abcdef0123456789abcdef',
      Body: undefined,
      NumMedia: '2',
      MediaUrl0: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1',
      MediaContentType0: 'image/jpeg',
      MediaUrl1: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME2',
      MediaContentType1: 'image/png',
    };
    const message = v.parse(twilioInboundMessageSchema, mms);
    expect(message.body).toBe('');
    expect(message.media).toEqual([
      { url: mms.MediaUrl0, contentType: 'image/jpeg' },
      { url: mms.MediaUrl1, contentType: 'image/png' },
    ]);
  });

  it('needs its ids, E.164 numbers and the media it announces, naming each field', () => {
    const { MessageSid: _, ...withoutSid } = posted;
    expect(issuesOf(withoutSid).MessageSid).toBe('MessageSid is missing');
    expect(issuesOf({ ...posted, AccountSid: 'AC123' }).AccountSid).toBe('AccountSid is not a Twilio id');
    expect(issuesOf({ ...posted, From: 'whatsapp:+19045550100' }).From).toBe(
      'The phone number must be in E.164 form, like +19045550142',
    );
    expect(issuesOf({ ...posted, NumMedia: '11' }).NumMedia).toBe('NumMedia is more than 10');
    expect(issuesOf({ ...posted, NumMedia: 'two' }).NumMedia).toBe('NumMedia must be a whole number');
    expect(issuesOf({ ...posted, NumMedia: '1' })).toEqual({
      body: 'Each of the NumMedia media needs its https MediaUrl',
    });
    expect(issuesOf({ ...posted, Body: 'a'.repeat(1601) }).Body).toBe('Body is too long');
  });
});
