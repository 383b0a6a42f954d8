import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import { contactSchema, contactServiceLabel, emptyContactForm } from './contact-schema.ts';
import { contactServiceOptions } from './contact-services.ts';

const valid = {
  name: 'Dana Whitfield',
  phone: '(904) 555-0199',
  email: 'dana@example.com',
  service: '20-yard',
  message: 'Roof tear-off next week.',
  smsOptIn: true,
};

function errorsFor(input: unknown) {
  const result = v.safeParse(contactSchema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe('the contact form schema', () => {
  it('accepts a complete request', () => {
    const result = v.safeParse(contactSchema, valid);
    expect(result.success).toBe(true);
    expect(result.output).toEqual(valid);
  });

  it.each([
    ['name', 'D', 'Name must be at least 2 characters'],
    ['name', ' D ', 'Name must be at least 2 characters'],
    ['name', undefined, 'Name must be at least 2 characters'],
    ['phone', '555-0199', 'Please enter a valid phone number'],
    ['phone', 'call me please', 'Please enter a valid phone number'],
    ['phone', undefined, 'Please enter a valid phone number'],
    ['email', 'dana@', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['service', '', 'Please select a service'],
    ['service', '30-yard', 'Please select a service'],
    ['service', undefined, 'Please select a service'],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('reports every failing field at once', () => {
    expect(errorsFor(emptyContactForm)).toEqual({
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      service: 'Please select a service',
    });
  });

  it.each([
    ['name', 'Name must be at least 2 characters'],
    ['phone', 'Please enter a valid phone number'],
    ['email', 'Please enter a valid email address'],
    ['service', 'Please select a service'],
  ] as const)('gives a request without %s the message %j', (field, message) => {
    const { [field]: _omitted, ...rest } = valid;
    expect(errorsFor(rest)).toEqual({ [field]: message });
  });

  it('refuses a body that is not an object', () => {
    expect(v.safeParse(contactSchema, 'hello').success).toBe(false);
  });

  it('accepts every service option of the spec table', () => {
    expect(contactServiceOptions.map((option) => option.value)).toEqual([
      '10-yard',
      '15-yard',
      '20-yard',
      'residential-demo',
      'commercial-demo',
      'selective-demo',
      'full-structural-demo',
      'other',
    ]);
    for (const option of contactServiceOptions) {
      expect(v.safeParse(contactSchema, { ...valid, service: option.value }).success).toBe(true);
    }
  });

  it('labels the services as the spec does', () => {
    expect(contactServiceLabel('full-structural-demo')).toBe('Full Structural Demolition');
    expect(contactServiceLabel('other')).toBe('Other Services');
    expect(contactServiceLabel('nope')).toBeUndefined();
  });

  it("treats the message as optional, defaulting to ''", () => {
    const { message: _message, ...withoutMessage } = valid;
    const result = v.parse(contactSchema, withoutMessage);
    expect(result.message).toBe('');
  });

  it('defaults smsOptIn to false', () => {
    const { smsOptIn: _smsOptIn, ...withoutConsent } = valid;
    expect(v.parse(contactSchema, withoutConsent).smsOptIn).toBe(false);
  });

  it('refuses an smsOptIn that is not a boolean', () => {
    expect(errorsFor({ ...valid, smsOptIn: 'yes' })).toEqual({
      smsOptIn: 'SMS consent must be true or false',
    });
  });

  it('trims the text fields', () => {
    const result = v.parse(contactSchema, { ...valid, name: '  Dana  ', email: ' dana@example.com ' });
    expect(result.name).toBe('Dana');
    expect(result.email).toBe('dana@example.com');
  });

  it('strips unknown keys', () => {
    const result = v.parse(contactSchema, { ...valid, isContacted: true, id: 7 });
    expect(result).not.toHaveProperty('isContacted');
    expect(result).not.toHaveProperty('id');
  });

  it('starts the form with empty text and no SMS consent', () => {
    expect(emptyContactForm).toEqual({
      name: '',
      phone: '',
      email: '',
      service: '',
      message: '',
      smsOptIn: false,
    });
  });
});
