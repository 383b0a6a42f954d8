import { describe, expect, it } from 'vitest';
import { maskedPhone, maskPhoneNumbers } from './masked-phone.ts';

describe('maskedPhone', () => {
  it('keeps the plus and the last four digits only', () => {
    expect(maskedPhone('+19045550142')).toBe('+*******0142');
    expect(maskedPhone('+442079460958')).toBe('+********0958');
  });

  it('masks a number of four digits or fewer entirely', () => {
    expect(maskedPhone('0142')).toBe('****');
  });
});

describe('maskPhoneNumbers', () => {
  it('masks every number a provider quotes in its message', () => {
    expect(maskPhoneNumbers("The 'To' number +19045550142 is not a valid phone number.")).toBe(
      "The 'To' number +*******0142 is not a valid phone number.",
    );
    expect(maskPhoneNumbers('from 9045550100 to +19045550142')).toBe('from ******0100 to +*******0142');
  });

  it('leaves error codes and short numbers alone', () => {
    expect(maskPhoneNumbers('Twilio 21610 (HTTP 400): Attempt to send to unsubscribed recipient')).toBe(
      'Twilio 21610 (HTTP 400): Attempt to send to unsubscribed recipient',
    );
  });
});
