// Our signature check against the Twilio library's own: the signatures here are computed by
// twilio's getExpectedTwilioSignature, the function its validateRequest uses.
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, signedUrlForms, twilioSignature } from './twilio-signature.ts';

const authToken = '12345678901234567890123456789012';
const url = 'https://haul.example/api/text-messages/inbound';
const params = {
  MessageSid: `SM${'a'.repeat(32)}`,
  AccountSid: `AC${'b'.repeat(32)}`,
  From: '+19045550142',
  To: '+19045550100',
  Body: 'Can you come at 7? ¿Mañana? 🚛',
  NumMedia: '0',
  SmsStatus: 'received',
  ApiVersion: '2010-04-01',
};

describe('twilioSignature', () => {
  it("computes the library's signature, non-ASCII text and a query string included", () => {
    expect(twilioSignature(authToken, url, params)).toBe(
      twilio.getExpectedTwilioSignature(authToken, url, params),
    );
    const withQuery = `${url}?source=number&x=a%20b`;
    expect(twilioSignature(authToken, withQuery, params)).toBe(
      twilio.getExpectedTwilioSignature(authToken, withQuery, params),
    );
    expect(twilioSignature(authToken, url, {})).toBe(twilio.getExpectedTwilioSignature(authToken, url, {}));
  });

  it('sorts names case-sensitively, as Unix does', () => {
    const mixed = { b: '1', B: '2', a: '3', A: '4', _z: '5' };
    expect(twilioSignature(authToken, url, mixed)).toBe(
      twilio.getExpectedTwilioSignature(authToken, url, mixed),
    );
  });
});

describe('isTwilioSignatureValid', () => {
  const signed = twilio.getExpectedTwilioSignature(authToken, url, params);

  it("accepts Twilio's signature, and agrees with the library's validateRequest", () => {
    expect(isTwilioSignatureValid(authToken, url, params, signed)).toBe(true);
    expect(twilio.validateRequest(authToken, signed, url, params)).toBe(true);
  });

  it('accepts a signature over the URL with the default port written out', () => {
    const withPort = twilio.getExpectedTwilioSignature(
      authToken,
      'https://haul.example:443/api/text-messages/inbound',
      params,
    );
    expect(isTwilioSignatureValid(authToken, url, params, withPort)).toBe(true);
    expect(
      isTwilioSignatureValid(authToken, 'https://haul.example:443/api/text-messages/inbound', params, signed),
    ).toBe(true);
  });

  it('refuses a missing, wrong or malformed signature without throwing', () => {
    expect(isTwilioSignatureValid(authToken, url, params, undefined)).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, params, '')).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, params, 'not base64 at all')).toBe(false);
    const otherToken = twilio.getExpectedTwilioSignature('f'.repeat(32), url, params);
    expect(isTwilioSignatureValid(authToken, url, params, otherToken)).toBe(false);
  });

  it('refuses a signature when a parameter, the URL or the query was changed', () => {
    expect(isTwilioSignatureValid(authToken, url, { ...params, Body: 'STOP' }, signed)).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, { ...params, Extra: '1' }, signed)).toBe(false);
    expect(
      isTwilioSignatureValid(authToken, 'https://evil.example/api/text-messages/inbound', params, signed),
    ).toBe(false);
    expect(isTwilioSignatureValid(authToken, `${url}?x=1`, params, signed)).toBe(false);
  });
});

describe('signedUrlForms', () => {
  it('adds or removes the default port only', () => {
    expect(signedUrlForms('https://a.example/p?q=1')).toEqual([
      'https://a.example/p?q=1',
      'https://a.example:443/p?q=1',
    ]);
    expect(signedUrlForms('http://a.example:80/p')).toEqual(['http://a.example:80/p', 'http://a.example/p']);
    expect(signedUrlForms('http://localhost:3000/p')).toEqual(['http://localhost:3000/p']);
  });
});
