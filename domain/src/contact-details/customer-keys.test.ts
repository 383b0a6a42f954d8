import { describe, expect, it } from 'vitest';
import { customerKeys, customerLookup, emailKey, phoneKey } from './customer-keys.ts';

describe('customer keys (decision 0171)', () => {
  it('read one number however it is written, and one address whatever its case', () => {
    const keys = ['(904) 555-0142', '904.555.0142', '+1 904 555 0142', '19045550142'].map(phoneKey);
    expect(new Set(keys)).toEqual(new Set(['phone:+19045550142']));
    expect(emailKey(' Jane@Example.COM ')).toBe('email:jane@example.com');
    expect(emailKey('ＪＡＮＥ@example.com')).toBe('email:jane@example.com');
  });

  it('give no key for a blank address or a number that cannot be read', () => {
    expect(emailKey('')).toBeNull();
    expect(phoneKey('call the office')).toBeNull();
    expect(customerKeys({ email: '', phone: '904-555-0142' })).toEqual(['phone:+19045550142']);
    expect(customerKeys({ email: 'a@b.co', phone: '12' })).toEqual(['email:a@b.co']);
  });

  it('put the e-mail key first: it decides which customer a booking is', () => {
    expect(customerKeys({ email: 'a@b.co', phone: '904-555-0142' })).toEqual([
      'email:a@b.co',
      'phone:+19045550142',
    ]);
  });

  it('read a look-up as a number when it is one, else as the start of an address', () => {
    expect(customerLookup('904 555 0142')).toEqual({ kind: 'phone', key: 'phone:+19045550142' });
    expect(customerLookup('Jane@Ex')).toEqual({ kind: 'email-prefix', prefix: 'email:jane@ex' });
    expect(customerLookup('jane')).toEqual({ kind: 'email-prefix', prefix: 'email:jane' });
    // Digits that are no whole number: the start of an address (jane2024@...).
    expect(customerLookup('2024')).toEqual({ kind: 'email-prefix', prefix: 'email:2024' });
    expect(customerLookup(' ab ')).toBeNull();
  });
});
