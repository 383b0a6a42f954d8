import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailField, messages, nameField, optionalText, phoneField, requiredText } from './common-fields.ts';

describe('the shared form fields', () => {
  it('uses the spec messages', () => {
    expect(messages).toEqual({
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      service: 'Please select a service',
    });
  });

  it('accepts a 2-character name and refuses a longer-than-100 one', () => {
    expect(v.parse(nameField, 'Al')).toBe('Al');
    expect(v.safeParse(nameField, 'x'.repeat(101)).issues?.[0]?.message).toBe(
      'Please keep this under 100 characters',
    );
  });

  it.each(['904-555-0123', '(904) 555-0123', '+1 904 555 0123', '904.555.0123'])(
    'accepts the phone %j',
    (phone) => {
      expect(v.safeParse(phoneField, phone).success).toBe(true);
    },
  );

  it.each(['555-0123', 'abcdefghijkl', '904-555-01x3', '(((((())))))'])('refuses the phone %j', (phone) => {
    expect(v.safeParse(phoneField, phone).issues?.[0]?.message).toBe('Please enter a valid phone number');
  });

  it('refuses an address without a domain', () => {
    expect(v.safeParse(emailField, 'dana@localhost').success).toBe(false);
    expect(v.parse(emailField, 'dana@example.com')).toBe('dana@example.com');
  });

  it('trims required text before counting', () => {
    expect(v.safeParse(requiredText(3, 10, 'short'), '  ab  ').issues?.[0]?.message).toBe('short');
  });

  it("defaults optional text to ''", () => {
    expect(v.parse(optionalText(10), undefined)).toBe('');
  });
});
