import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { business } from '../business/business-facts.ts';
import { phoneField } from '../validation/common-fields.ts';
import { phoneNumberNote, readPhoneNumber } from './phone-number.ts';

describe('reading a phone number', () => {
  it('gives every way of writing a US number one E.164 form', () => {
    for (const typed of [
      '(904) 555-0142',
      '904-555-0142',
      '904.555.0142',
      '9045550142',
      '+1 904 555 0142',
      '1 (904) 555-0142',
    ])
      expect(readPhoneNumber(typed)).toMatchObject({ ok: true, e164: business.phoneE164, country: 'US' });
  });

  it('shows a US number as people in Florida write it, any other in international form', () => {
    expect(readPhoneNumber('904 555 0142')).toMatchObject({ display: '(904) 555-0142' });
    expect(readPhoneNumber('+44 20 7946 0958')).toMatchObject({
      e164: '+442079460958',
      display: '+44 20 7946 0958',
    });
  });

  it('keeps an extension apart from the number', () => {
    expect(readPhoneNumber('(904) 212-3456 ext. 12')).toMatchObject({
      e164: '+19042123456',
      extension: '12',
    });
    expect(readPhoneNumber('(904) 212-3456')).toMatchObject({ extension: null });
  });

  it('says whether the number can take texts where the metadata tells', () => {
    // Geographic US numbers share their ranges between mobiles and landlines: texts are tried.
    expect(readPhoneNumber('(904) 212-3456')).toMatchObject({
      texts: 'yes',
      kind: 'mobile or landline number',
    });
    expect(readPhoneNumber('+44 7911 123456')).toMatchObject({ texts: 'yes', kind: 'mobile number' });
    expect(readPhoneNumber('(800) 273-8255')).toMatchObject({ texts: 'no', kind: 'toll-free number' });
    expect(readPhoneNumber('+44 20 7946 0958')).toMatchObject({ texts: 'no', kind: 'landline' });
    // The smallest metadata has no number types for France.
    expect(readPhoneNumber('+33 6 12 34 56 78')).toMatchObject({
      ok: true,
      texts: 'cannot_tell',
      kind: null,
    });
  });

  it('never refuses: a number it cannot read comes back as typed, with a note for staff', () => {
    expect(readPhoneNumber('904 212 345')).toEqual({
      ok: false,
      typed: '904 212 345',
      note: 'The phone number "904 212 345" could not be read as a number we can call or text: please check it with the customer.',
    });
    expect(readPhoneNumber('call\u0000 me\nplease')).toMatchObject({ ok: false, typed: 'call me please' });
  });

  it('notes a number that cannot take texts, and nothing for one that can or may', () => {
    expect(phoneNumberNote(readPhoneNumber('(800) 273-8255'))).toBe(
      '(800) 273-8255 is a toll-free number, which cannot take texts.',
    );
    expect(phoneNumberNote(readPhoneNumber('(904) 212-3456'))).toBeNull();
    expect(phoneNumberNote(readPhoneNumber('+33 6 12 34 56 78'))).toBeNull();
    expect(phoneNumberNote(readPhoneNumber('12345'))).toMatch(/could not be read/);
  });
});

describe('reading any phone number', () => {
  const anyTyped = fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9+().\-\s]{10,30}$/));

  it('never throws, and a read number is E.164 that reads back to itself', () => {
    fc.assert(
      fc.property(anyTyped, (typed) => {
        const reading = readPhoneNumber(typed);
        if (!reading.ok) {
          expect(reading.typed.length).toBeLessThanOrEqual(60);
          return;
        }
        expect(reading.e164).toMatch(/^\+[1-9]\d{6,14}$/);
        expect(readPhoneNumber(reading.e164)).toMatchObject({ ok: true, e164: reading.e164 });
      }),
    );
  });

  it('reads a 10-digit number the booking form accepts the same with or without +1', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/), (digits) => {
        expect(v.is(phoneField, digits)).toBe(true);
        const local = readPhoneNumber(digits);
        const international = readPhoneNumber(`+1${digits}`);
        expect(local.ok).toBe(international.ok);
        if (local.ok && international.ok) expect(local).toEqual(international);
      }),
    );
  });
});
